import Foundation

/// Where a field's text is, left by its drawing node after each placement: the controller turns
/// clicks into offsets and offsets into caret rectangles with it (the input method's candidate window
/// goes there).
///
/// "Display" offsets count in the drawn string, which differs from the buffer's text while an input
/// method composes (the composition is drawn in place) and in a `SecureField` (each character is
/// drawn as one bullet, three UTF-8 bytes).
@MainActor
struct EditableTextGeometry {
    let request: TextLayoutRequest
    let measurer: any TextMeasurer
    /// The field's frame origin in window points (its scroll view's offset included).
    let windowOrigin: CGPoint
    let isMultiline: Bool
    let isSecure: Bool
    /// The height of all the text.
    let textHeight: CGFloat
    /// Several lines are laid out a paragraph at a time (nil: one layout, `request`).
    var paragraphs: ParagraphLayout?

    static let bulletBytes = "•".utf8.count

    func caretRect(atDisplay offset: Int) -> CGRect {
        if let paragraphs { return paragraphs.caretRect(at: offset) }
        return measurer.caretRect(atUTF8Offset: offset, in: request)
    }

    func offset(nearest point: CGPoint) -> Int {
        if let paragraphs { return paragraphs.offset(nearest: point) }
        return measurer.utf8Offset(nearest: point, in: request)
    }

    /// The caret in window points, the text scrolled by `scroll` inside the field.
    func windowCaretRect(atDisplay offset: Int, scroll: CGPoint) -> CGRect {
        caretRect(atDisplay: offset).offsetBy(dx: windowOrigin.x - scroll.x, dy: windowOrigin.y - scroll.y)
    }

    /// Where `buffer`'s caret is drawn.
    func displayCaret(of buffer: TextEditingBuffer) -> Int {
        guard isSecure else { return buffer.displayCaret }
        let before = buffer.characterCount(0..<buffer.selection.lowerBound)
        let marked = buffer.marked.isEmpty ? buffer.characterCount(0..<buffer.head) : before + buffer.markedCursor
        return marked * Self.bulletBytes
    }

    /// The drawn offset of the buffer offset `offset` (no composition in progress, or before it).
    func displayOffset(ofText offset: Int, in buffer: TextEditingBuffer) -> Int {
        if isSecure { return buffer.characterCount(0..<offset) * Self.bulletBytes }
        guard let marked = buffer.markedRange, offset > marked.lowerBound else { return offset }
        return offset + marked.count
    }

    /// The buffer offset of the drawn offset `display` (inside a composition: its start).
    func textOffset(fromDisplay display: Int, in buffer: TextEditingBuffer) -> Int {
        if isSecure { return buffer.offset(0, movedBy: display / Self.bulletBytes) }
        guard let marked = buffer.markedRange, display > marked.lowerBound else { return display }
        return display >= marked.upperBound ? display - marked.count : marked.lowerBound
    }
}
