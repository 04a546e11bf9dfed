import Foundation

/// The text being edited, its selection and the input method's composition, with the edits a text
/// field makes: pure values, no views, so every rule of editing is tested on its own.
///
/// Positions are UTF-8 offsets into `text` that fall on character (grapheme cluster) boundaries: Pango
/// counts the same way, and a native Swift string turns an offset into an index in constant time, so a
/// key in a 10,000-line text never walks the text to find its place. Every edit keeps the selection on
/// boundaries, so Backspace removes a whole emoji with its modifiers, and arrows step over it.
struct TextEditingBuffer: Equatable {
    /// The committed text (what the binding holds).
    private(set) var text: String
    /// Where the selection started (it stays put while Shift+arrows move `head`).
    private(set) var anchor: Int
    /// The end that moves: the caret.
    private(set) var head: Int
    /// The input method's composition, shown at the selection but not part of `text`; the cursor is
    /// `markedCursor` characters into it.
    private(set) var marked = ""
    private(set) var markedCursor = 0
    /// Where the caret wants to be horizontally when moving up and down through shorter lines.
    var preferredX: CGFloat?

    init(text: String = "", caret: Int? = nil) {
        self.text = text
        let end = caret.map { min(max($0, 0), text.utf8.count) } ?? text.utf8.count
        anchor = end
        head = end
        head = boundary(atOrBefore: end)
        anchor = head
    }

    /// The selected range of UTF-8 offsets (empty at the caret).
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    var hasSelection: Bool { anchor != head }
    var selectedText: String { substring(selection) }
    var utf8Count: Int { text.utf8.count }

    /// The text with the composition in place of the selection, as it is drawn.
    var displayText: String {
        guard !marked.isEmpty else { return text }
        return substring(0..<selection.lowerBound) + marked + substring(selection.upperBound..<utf8Count)
    }

    /// Where the composition sits in `displayText` (UTF-8 offsets), nil without one.
    var markedRange: Range<Int>? {
        guard !marked.isEmpty else { return nil }
        return selection.lowerBound..<(selection.lowerBound + marked.utf8.count)
    }

    /// The caret's offset in `displayText`: inside the composition while there is one.
    var displayCaret: Int {
        guard !marked.isEmpty else { return head }
        return selection.lowerBound + marked.prefix(markedCursor).utf8.count
    }

    // MARK: Replacing text

    /// Replaces the selection (and any composition) with `string`; the caret ends after it.
    mutating func insert(_ string: String) {
        replace(selection, with: string)
    }

    /// Replaces `range` with `string`, leaving the caret after it and ending any composition.
    mutating func replace(_ range: Range<Int>, with string: String) {
        let lower = boundary(atOrBefore: range.lowerBound)
        let upper = boundary(atOrAfter: range.upperBound)
        text = substring(0..<lower) + string + substring(upper..<utf8Count)
        marked = ""
        markedCursor = 0
        // Inserting a combining mark can join it to the character before: stay on a boundary.
        let caret = boundary(atOrAfter: lower + string.utf8.count)
        anchor = caret
        head = caret
        preferredX = nil
    }

    /// Replaces the whole text (the binding changed from outside), keeping the caret where it fits.
    mutating func reset(to newText: String) {
        guard newText != text else { return }
        text = newText
        marked = ""
        markedCursor = 0
        anchor = boundary(atOrBefore: min(anchor, utf8Count))
        head = boundary(atOrBefore: min(head, utf8Count))
    }

    /// Shows `string` as the composition in place of the selection; an empty string ends it.
    mutating func setMarked(_ string: String, cursor: Int) {
        marked = string
        markedCursor = min(max(cursor, 0), string.count)
    }

    /// Deletes the selection, or the character before the caret (false when there was nothing).
    @discardableResult
    mutating func deleteBackward(byWord: Bool = false) -> Bool {
        if hasSelection {
            replace(selection, with: "")
            return true
        }
        guard head > 0 else { return false }
        let start = byWord ? wordStart(before: head) : boundary(before: head)
        replace(start..<head, with: "")
        return true
    }

    /// Deletes the selection, or the character after the caret.
    @discardableResult
    mutating func deleteForward(byWord: Bool = false) -> Bool {
        if hasSelection {
            replace(selection, with: "")
            return true
        }
        guard head < utf8Count else { return false }
        let end = byWord ? wordEnd(after: head) : boundary(after: head)
        replace(head..<end, with: "")
        return true
    }

    /// Deletes `count` characters starting `offset` characters from the caret (an input method's
    /// `delete-surrounding`).
    mutating func deleteSurrounding(offset: Int, count: Int) {
        guard count > 0 else { return }
        var start = head
        for _ in 0..<abs(offset) { start = offset < 0 ? boundary(before: start) : boundary(after: start) }
        var end = start
        for _ in 0..<count { end = boundary(after: end) }
        replace(start..<end, with: "")
    }

    // MARK: Moving the caret

    /// Moves the caret to `offset`; with `extending`, the anchor stays (a Shift+arrow, a drag).
    mutating func moveCaret(to offset: Int, extending: Bool = false, keepingPreferredX: Bool = false) {
        head = boundary(atOrBefore: min(max(offset, 0), utf8Count))
        if !extending { anchor = head }
        if !keepingPreferredX { preferredX = nil }
    }

    /// Selects `range` (anchor at its start, caret at its end).
    mutating func select(_ range: Range<Int>) {
        anchor = boundary(atOrBefore: min(max(range.lowerBound, 0), utf8Count))
        head = boundary(atOrAfter: min(max(range.upperBound, 0), utf8Count))
        preferredX = nil
    }

    /// Sets both ends (a drag that selects by words may grow the selection backwards).
    mutating func select(anchor newAnchor: Int, head newHead: Int) {
        anchor = boundary(atOrBefore: min(max(newAnchor, 0), utf8Count))
        head = boundary(atOrBefore: min(max(newHead, 0), utf8Count))
        preferredX = nil
    }

    mutating func selectAll() { select(0..<utf8Count) }

    /// Left or right by a character: a selection collapses to its edge first, as every desktop does.
    mutating func moveLeft(byWord: Bool, extending: Bool) {
        if hasSelection, !extending, !byWord { return moveCaret(to: selection.lowerBound) }
        moveCaret(to: byWord ? wordStart(before: head) : boundary(before: head), extending: extending)
    }

    mutating func moveRight(byWord: Bool, extending: Bool) {
        if hasSelection, !extending, !byWord { return moveCaret(to: selection.upperBound) }
        moveCaret(to: byWord ? wordEnd(after: head) : boundary(after: head), extending: extending)
    }

    /// The start and end of the line (paragraph) the caret is on.
    func lineRange(around offset: Int) -> Range<Int> {
        let bytes = text.utf8
        var start = min(max(offset, 0), utf8Count)
        var end = start
        var index = bytes.index(bytes.startIndex, offsetBy: start)
        while index > bytes.startIndex {
            let before = bytes.index(before: index)
            if bytes[before] == UInt8(ascii: "\n") { break }
            index = before
            start -= 1
        }
        index = bytes.index(bytes.startIndex, offsetBy: end)
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\n") {
            index = bytes.index(after: index)
            end += 1
        }
        return start..<end
    }

    /// The word at `offset` (letters, digits and underscores), or the run of other characters there.
    func wordRange(at offset: Int) -> Range<Int> {
        guard utf8Count > 0 else { return 0..<0 }
        var probe = boundary(atOrBefore: min(offset, utf8Count))
        if probe == utf8Count { probe = boundary(before: probe) }
        let kind = Self.isWordCharacter(character(at: probe))
        var start = probe
        while start > 0 {
            let previous = boundary(before: start)
            guard Self.isWordCharacter(character(at: previous)) == kind else { break }
            start = previous
        }
        var end = boundary(after: probe)
        while end < utf8Count, Self.isWordCharacter(character(at: end)) == kind { end = boundary(after: end) }
        return start..<end
    }

    // MARK: Boundaries

    /// The start of the word before `offset` (skipping the spaces and punctuation between).
    func wordStart(before offset: Int) -> Int {
        var position = offset
        while position > 0, !Self.isWordCharacter(character(at: boundary(before: position))) {
            position = boundary(before: position)
        }
        while position > 0, Self.isWordCharacter(character(at: boundary(before: position))) {
            position = boundary(before: position)
        }
        return position
    }

    /// The end of the word after `offset`.
    func wordEnd(after offset: Int) -> Int {
        var position = offset
        while position < utf8Count, !Self.isWordCharacter(character(at: position)) {
            position = boundary(after: position)
        }
        while position < utf8Count, Self.isWordCharacter(character(at: position)) {
            position = boundary(after: position)
        }
        return position
    }

    static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_" || character == "'"
    }

    /// The character starting at `offset` (which is a boundary), nil at the end.
    func character(at offset: Int) -> Character? {
        guard offset < utf8Count else { return nil }
        return text[index(offset)]
    }

    /// The boundary of the character before the one at `offset`.
    func boundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return utf8Offset(text.index(before: index(boundary(atOrBefore: offset))))
    }

    func boundary(after offset: Int) -> Int {
        guard offset < utf8Count else { return utf8Count }
        return utf8Offset(text.index(after: index(boundary(atOrBefore: offset))))
    }

    /// `offset` rounded down to a character boundary.
    func boundary(atOrBefore offset: Int) -> Int {
        let clamped = min(max(offset, 0), utf8Count)
        guard clamped > 0, clamped < utf8Count else { return clamped }
        let raw = index(clamped)
        // A subscript rounds an index down to the character holding it; its start is the boundary.
        let next = text.index(after: raw)
        let start = text.index(before: next)
        return utf8Offset(start)
    }

    func boundary(atOrAfter offset: Int) -> Int {
        let down = boundary(atOrBefore: offset)
        return down == min(max(offset, 0), utf8Count) ? down : boundary(after: down)
    }

    // MARK: Offsets and indices

    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(max(offset, 0), utf8Count))
    }

    func utf8Offset(_ index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    func substring(_ range: Range<Int>) -> String {
        String(text[index(range.lowerBound)..<index(range.upperBound)])
    }

    /// How many characters lie between two boundaries.
    func characterCount(_ range: Range<Int>) -> Int {
        text.distance(from: index(range.lowerBound), to: index(range.upperBound))
    }

    /// The boundary `count` characters after `offset` (before it when negative), clamped.
    func offset(_ offset: Int, movedBy count: Int) -> Int {
        var position = offset
        for _ in 0..<abs(count) { position = count < 0 ? boundary(before: position) : boundary(after: position) }
        return position
    }
}
