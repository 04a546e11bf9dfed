import Foundation

/// Draws a field's text with its caret, selection, composition underline and placeholder, scrolled
/// to keep the caret in view, and tells the controller where the text ended up.
///
/// One line (a `TextField`) does not wrap and scrolls sideways. Several lines (`axis: .vertical`,
/// `TextEditor`) wrap at the field's width and are laid out a paragraph at a time by the controller's
/// `ParagraphLayout`; only the paragraphs that show are drawn. The node is made again when the field
/// is evaluated (on every edit and blink), so it holds a snapshot, not the controller's live state.
final class EditableTextNode: LayoutNode {
    struct Content {
        var string: String
        var placeholder: [TextSpan]
        var font: ResolvedFont
        var color: RGBA
        /// `.multilineTextAlignment`: where text shorter than the field sits, and how lines align.
        var alignment: TextAlignment
        /// `.lineSpacing`, between the lines of a multi-line field.
        var lineSpacing: CGFloat = 0
        var isMultiline: Bool
        var isSecure: Bool
        var lineLimit: Int?
        /// The lines a multi-line field is tall at least (`.lineLimit(3...6)`, `reservesSpace:`).
        var reservedLines = 0
        /// Display offsets (see `EditableTextGeometry`).
        var caret: Int
        var selection: Range<Int>
        var marked: Range<Int>?
        var showsCaret: Bool
        var showsSelection: Bool
        var caretColor: RGBA
        var selectionColor: RGBA
        var markedColor: RGBA
    }

    /// iOS's caret: 2 pt wide.
    static let caretWidth: CGFloat = 2
    /// Below this size a multi-line text is measured unwrapped for its ideal width; above, the width it
    /// was last laid out at stands in (measuring a megabyte in one layout takes seconds).
    static let idealWidthLimit = 10_000

    private let content: Content
    private let measurer: any TextMeasurer
    private weak var controller: TextEditingController?

    init(
        content: Content, controller: TextEditingController, environment: EnvironmentValues, services: PlatformServices
    ) {
        self.content = content
        self.controller = controller
        self.measurer = services.textMeasurer
        super.init(displayScale: environment.displayScale)
    }

    /// The request the one-line text is laid out (and its caret found) with.
    private var lineRequest: TextLayoutRequest {
        TextLayoutRequest(spans: [TextSpan(string: content.string, font: content.font, color: content.color)])
    }

    private func lineHeight() -> CGFloat {
        measurer.measure(TextLayoutRequest(spans: [TextSpan(string: "X", font: content.font, color: content.color)]))
            .size.height
    }

    /// The paragraphs laid out at `width`.
    private func paragraphs(width: CGFloat) -> ParagraphLayout? {
        guard content.isMultiline, let controller else { return nil }
        controller.paragraphs.update(
            content.string, width: width, font: content.font, color: content.color, alignment: content.alignment,
            lineSpacing: content.lineSpacing, measurer: measurer)
        return controller.paragraphs
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let line = lineHeight()
        let placeholder =
            content.placeholder.isEmpty
            ? CGSize.zero : measurer.measure(TextLayoutRequest(spans: content.placeholder)).size
        guard content.isMultiline else {
            // A field takes the width offered (SwiftUI's fields stretch); alone it is as wide as its text.
            let natural = measurer.measure(lineRequest).size
            let width =
                proposal.width.flatMap { $0.isFinite ? $0 : nil }
                ?? max(natural.width, placeholder.width) + Self.caretWidth
            return CGSize(width: ceilToPixels(max(width, 0)), height: ceilToPixels(line))
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth(placeholder: placeholder.width)
        let height = paragraphs(width: width)?.height ?? line
        // Lines are `line` tall with `lineSpacing` between them.
        let spacing = content.lineSpacing
        let lines = max(1, Int(((height + spacing) / max(line + spacing, 1)).rounded()))
        let count = max(min(lines, content.lineLimit ?? lines), content.reservedLines)
        let shown = CGFloat(count) * line + CGFloat(count - 1) * spacing
        let limited = content.lineLimit != nil || content.reservedLines > lines
        return CGSize(
            width: ceilToPixels(max(width, 0)),
            height: ceilToPixels(limited ? shown : max(height, line)))
    }

    private func idealWidth(placeholder: CGFloat) -> CGFloat {
        guard content.string.utf8.count <= Self.idealWidthLimit else {
            return controller?.geometry.map { _ in frame.width } ?? 300
        }
        return max(measurer.measure(lineRequest).size.width, placeholder) + Self.caretWidth
    }

    override func placeChildren() {
        super.placeChildren()
        guard let controller else { return }
        let layout = paragraphs(width: frame.width)
        let height = layout?.height ?? measurer.measure(lineRequest).size.height
        controller.geometry = EditableTextGeometry(
            request: lineRequest, measurer: measurer, windowOrigin: windowFrame.origin,
            isMultiline: content.isMultiline, isSecure: content.isSecure, textHeight: height, paragraphs: layout)
        controller.scrollOffset = scrolledToCaret(
            controller.scrollOffset, caret: caretRect(content.caret), textHeight: height)
        controller.textNode = self
        controller.placed()
    }

    private func caretRect(_ offset: Int) -> CGRect {
        if content.isMultiline, let layout = controller?.paragraphs { return layout.caretRect(at: offset) }
        return measurer.caretRect(atUTF8Offset: offset, in: lineRequest)
    }

    /// The scroll offset that keeps the caret inside the frame, moving as little as possible, and
    /// never past the text's end.
    private func scrolledToCaret(_ current: CGPoint, caret: CGRect, textHeight: CGFloat) -> CGPoint {
        var scroll = current
        if content.isMultiline {
            scroll.x = 0
        } else {
            let width = frame.width - Self.caretWidth
            let textWidth = measurer.measure(lineRequest).size.width
            if textWidth < width {
                // Text shorter than the field sits where its alignment puts it: a negative scroll, so
                // the drawing, the caret, clicks and the input method's caret rectangle all agree.
                scroll.x = -Self.alignedInset(slack: width - textWidth, content.alignment)
            } else {
                if caret.minX - scroll.x > width { scroll.x = caret.minX - width }
                if caret.minX < scroll.x { scroll.x = caret.minX }
                scroll.x = min(max(0, scroll.x), textWidth - width)
            }
        }
        if caret.maxY - scroll.y > frame.height { scroll.y = caret.maxY - frame.height }
        if caret.minY < scroll.y { scroll.y = caret.minY }
        scroll.y = min(max(0, scroll.y), max(0, textHeight - frame.height))
        return scroll
    }

    /// How far right of the field's leading edge a line with `slack` points to spare starts.
    static func alignedInset(slack: CGFloat, _ alignment: TextAlignment) -> CGFloat {
        switch alignment {
        case .leading: return 0
        case .center: return slack / 2
        case .trailing: return slack
        }
    }

    // MARK: Scrolling to the caret (a TextEditor)

    /// The scroll view this text is in, if any.
    private var enclosingScrollView: ScrollViewNode? {
        var ancestor = parent
        while let current = ancestor {
            if let scroll = current as? ScrollViewNode { return scroll }
            ancestor = current.parent
        }
        return nil
    }

    var isInScrollView: Bool { enclosingScrollView != nil }

    /// Scrolls the enclosing scroll view vertically as little as shows `caret` (text coordinates).
    func reveal(_ caret: CGRect) {
        guard let scroll = enclosingScrollView, scroll.scrolls(.vertical) else { return }
        // Frames inside a scroll view are in its content's unscrolled space.
        let top = frame.minY - scroll.frame.minY + caret.minY
        let bottom = top + caret.height
        var offset = scroll.contentOffset
        let visible = scroll.frame.height
        if top < offset.y {
            offset.y = top
        } else if bottom > offset.y + visible {
            offset.y = bottom - visible
        } else {
            return
        }
        scroll.setOffset(offset)
    }

    // MARK: Drawing

    /// The caret blinks and the selection, scroll and marked text change in the controller, which
    /// does not mark the node: a field is drawn every frame (it is small).
    override var paintsEveryFrame: Bool { true }

    override func render(into items: inout [DisplayItem]) {
        let frame = displayFrame
        let scroll = controller?.scrollOffset ?? .zero
        let origin = CGPoint(x: frame.minX - scroll.x, y: frame.minY - scroll.y)
        var children: [DisplayItem] = []
        func fill(_ rect: CGRect, _ color: RGBA) {
            children.append(.fill(Path(rect.offsetBy(dx: origin.x, dy: origin.y)), .color(color), eoFill: false))
        }
        if content.showsSelection, !content.selection.isEmpty {
            for rect in selectionRects(width: frame.width + scroll.x) { fill(rect, content.selectionColor) }
        }
        if showsPlaceholder {
            let placeholder = TextLayoutRequest(spans: content.placeholder)
            children.append(.text(TextRun(layout: placeholder, frame: placeholderFrame(in: frame, scroll: scroll))))
        } else if content.isMultiline, let layout = controller?.paragraphs {
            drawParagraphs(layout, origin: origin, width: frame.width, into: &children)
        } else if !content.string.isEmpty {
            let size = measurer.measure(lineRequest).size
            children.append(.text(TextRun(layout: lineRequest, frame: CGRect(origin: origin, size: size))))
        }
        if let marked = content.marked {
            let start = caretRect(marked.lowerBound)
            let end = caretRect(marked.upperBound)
            fill(
                CGRect(x: start.minX, y: start.maxY - 2, width: max(end.minX - start.minX, 1), height: 1),
                content.markedColor)
        }
        if content.showsCaret {
            let caret = caretRect(content.caret)
            fill(
                CGRect(
                    x: caret.minX - Self.caretWidth / 2, y: caret.minY, width: Self.caretWidth, height: caret.height),
                content.caretColor)
        }
        guard !children.isEmpty else { return }
        // Clipped to the field (the caret may stand half a width outside at either end).
        let clip = frame.insetBy(dx: -Self.caretWidth, dy: 0)
        items.append(
            .group(
                DisplayGroup(
                    clip: Path(clip), bounds: clip, children: children, identity: paintIdentity)))
    }

    /// The placeholder shows while the field is empty.
    private var showsPlaceholder: Bool { content.string.isEmpty && !content.placeholder.isEmpty }

    /// Where the placeholder is drawn when the field is at `frame` and scrolled by `scroll`.
    private func placeholderFrame(in frame: CGRect, scroll: CGPoint) -> CGRect {
        let size = measurer.measure(TextLayoutRequest(spans: content.placeholder)).size
        // The placeholder is aligned by its own width (the scroll aligns the empty text's caret).
        let slack = max(frame.width - Self.caretWidth - size.width, 0)
        let start =
            content.isMultiline
            ? frame.minX - scroll.x : frame.minX + Self.alignedInset(slack: slack, content.alignment)
        return CGRect(origin: CGPoint(x: start, y: frame.minY - scroll.y), size: size)
    }

    /// The paragraphs that show (in a scroll view: those in its visible part), each its own text run.
    private func drawParagraphs(
        _ layout: ParagraphLayout, origin: CGPoint, width: CGFloat, into children: inout [DisplayItem]
    ) {
        // Outside a scroll view, the lines scrolled into the field's frame (`origin` is scrolled).
        var band = CGRect(x: 0, y: frame.minY - origin.y, width: width, height: frame.height)
        if let scroll = enclosingScrollView {
            let visible = scroll.visibleRect
            band = CGRect(x: 0, y: visible.minY - frame.minY, width: width, height: visible.height)
        }
        for paragraph in layout.visible(from: band.minY, to: band.maxY) where paragraph.length > 0 {
            let request = layout.request(for: paragraph)
            let rect = CGRect(x: origin.x, y: origin.y + paragraph.y, width: width, height: paragraph.height)
            children.append(.text(TextRun(layout: request, frame: rect)))
        }
    }

    /// The selection as one rectangle per line it covers, in the text's coordinates.
    private func selectionRects(width: CGFloat) -> [CGRect] {
        let start = caretRect(content.selection.lowerBound)
        let end = caretRect(content.selection.upperBound)
        guard end.minY > start.minY + 0.5 else {
            return [CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)]
        }
        let full = max(width, start.maxX)
        var rects = [CGRect(x: start.minX, y: start.minY, width: max(full - start.minX, 0), height: start.height)]
        if end.minY > start.maxY + 0.5 {
            rects.append(CGRect(x: 0, y: start.maxY, width: full, height: end.minY - start.maxY))
        }
        rects.append(CGRect(x: 0, y: end.minY, width: end.minX, height: end.height))
        return rects
    }
}

extension EditableTextNode: DrawnText {
    /// The placeholder while the field is empty, else the text as drawn (a secure field's bullets, an
    /// editor's whole text), each where it is drawn inside the field's clip.
    var drawnTexts: [(string: String, frame: CGRect)] {
        let scroll = controller?.scrollOffset ?? .zero
        let clip = frame.insetBy(dx: -Self.caretWidth, dy: 0)
        if showsPlaceholder {
            let shown = placeholderFrame(in: frame, scroll: scroll).intersection(clip)
            return shown.isNull ? [] : [(content.placeholder.map(\.string).joined(), shown)]
        }
        guard !content.string.isEmpty else { return [] }
        var drawn = CGRect(origin: CGPoint(x: frame.minX - scroll.x, y: frame.minY - scroll.y), size: .zero)
        if content.isMultiline, let layout = controller?.paragraphs {
            drawn.size = CGSize(width: frame.width, height: layout.height)
        } else {
            drawn.size = measurer.measure(lineRequest).size
        }
        let shown = drawn.intersection(clip)
        return shown.isNull ? [] : [(content.string, shown)]
    }
}
