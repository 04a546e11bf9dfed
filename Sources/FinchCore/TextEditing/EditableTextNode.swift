import Foundation

/// Draws a field's text with its caret, selection, composition underline and placeholder, scrolled
/// to keep the caret in view, and tells the controller where the text ended up.
///
/// One line (a `TextField`) does not wrap and scrolls sideways; several lines (`axis: .vertical`,
/// `TextEditor`) wrap at the field's width. The node is made again when the field is evaluated (on
/// every edit and blink), so it holds a snapshot, not the controller's live state.
final class EditableTextNode: LayoutNode {
    struct Content {
        var spans: [TextSpan]
        var placeholder: [TextSpan]
        var font: ResolvedFont
        var isMultiline: Bool
        var isSecure: Bool
        var lineLimit: Int?
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

    private var string: String { content.spans.map(\.string).joined() }

    /// The request the text is laid out (and its caret found) with at `width`.
    private func request(width: CGFloat?) -> TextLayoutRequest {
        let spans = content.spans.isEmpty ? [TextSpan(string: "", font: content.font, color: .black)] : content.spans
        let wraps = content.isMultiline && width.map { $0.isFinite && $0 > 0 } == true
        return TextLayoutRequest(spans: spans, maxWidth: wraps ? width : nil)
    }

    private func lineHeight() -> CGFloat {
        measurer.measure(TextLayoutRequest(spans: [TextSpan(string: "X", font: content.font, color: .black)])).size
            .height
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let line = lineHeight()
        let natural = measurer.measure(request(width: proposal.width)).size
        let placeholder =
            content.placeholder.isEmpty
            ? CGSize.zero : measurer.measure(TextLayoutRequest(spans: content.placeholder)).size
        // A field takes the width offered (SwiftUI's fields stretch); alone it is as wide as its text.
        var width = max(natural.width, placeholder.width) + Self.caretWidth
        if let offered = proposal.width, offered.isFinite { width = offered }
        var height = line
        if content.isMultiline {
            let lines = max(1, Int((natural.height / max(line, 1)).rounded()))
            height = CGFloat(min(lines, content.lineLimit ?? lines)) * line
        }
        return CGSize(width: ceilToPixels(max(width, 0)), height: ceilToPixels(height))
    }

    override func placeChildren() {
        super.placeChildren()
        guard let controller else { return }
        let request = request(width: frame.width)
        let size = measurer.measure(request).size
        controller.geometry = EditableTextGeometry(
            request: request, measurer: measurer, windowOrigin: windowFrame.origin,
            isMultiline: content.isMultiline, isSecure: content.isSecure, textHeight: size.height)
        controller.scrollOffset = scrolledToCaret(controller.scrollOffset, request: request, textSize: size)
        controller.textNode = self
        controller.placed()
    }

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

    /// Scrolls the enclosing scroll view vertically as little as shows `caret` (text coordinates),
    /// with a line's margin.
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

    /// The scroll offset that keeps the caret inside the frame, moving as little as possible, and
    /// never past the text's end.
    private func scrolledToCaret(_ current: CGPoint, request: TextLayoutRequest, textSize: CGSize) -> CGPoint {
        let caret = measurer.caretRect(atUTF8Offset: content.caret, in: request)
        var scroll = current
        let width = frame.width - Self.caretWidth
        if content.isMultiline {
            scroll.x = 0
        } else {
            if caret.minX - scroll.x > width { scroll.x = caret.minX - width }
            if caret.minX < scroll.x { scroll.x = caret.minX }
            scroll.x = min(max(0, scroll.x), max(0, textSize.width - width))
        }
        if caret.maxY - scroll.y > frame.height { scroll.y = caret.maxY - frame.height }
        if caret.minY < scroll.y { scroll.y = caret.minY }
        scroll.y = min(max(0, scroll.y), max(0, textSize.height - frame.height))
        return scroll
    }

    override func render(into items: inout [DisplayItem]) {
        let frame = displayFrame
        let request = request(width: frame.width)
        let scroll = controller?.scrollOffset ?? .zero
        let origin = CGPoint(x: frame.minX - scroll.x, y: frame.minY - scroll.y)
        var children: [DisplayItem] = []
        if content.showsSelection, !content.selection.isEmpty {
            for rect in selectionRects(request: request, width: frame.width + scroll.x) {
                children.append(
                    .fill(
                        Path(rect.offsetBy(dx: origin.x, dy: origin.y)), .color(content.selectionColor), eoFill: false))
            }
        }
        let textSize = measurer.measure(request).size
        if string.isEmpty, !content.placeholder.isEmpty {
            let placeholder = TextLayoutRequest(spans: content.placeholder)
            children.append(
                .text(
                    TextRun(
                        layout: placeholder, frame: CGRect(origin: origin, size: measurer.measure(placeholder).size))))
        } else if !string.isEmpty {
            let width = content.isMultiline ? frame.width : textSize.width
            children.append(
                .text(
                    TextRun(
                        layout: request, frame: CGRect(x: origin.x, y: origin.y, width: width, height: textSize.height))
                ))
        }
        if let marked = content.marked {
            let start = measurer.caretRect(atUTF8Offset: marked.lowerBound, in: request)
            let end = measurer.caretRect(atUTF8Offset: marked.upperBound, in: request)
            let underline = CGRect(x: start.minX, y: start.maxY - 2, width: max(end.minX - start.minX, 1), height: 1)
            children.append(
                .fill(Path(underline.offsetBy(dx: origin.x, dy: origin.y)), .color(content.markedColor), eoFill: false))
        }
        if content.showsCaret {
            let caret = measurer.caretRect(atUTF8Offset: content.caret, in: request)
            let rect = CGRect(
                x: caret.minX - Self.caretWidth / 2, y: caret.minY, width: Self.caretWidth, height: caret.height)
            children.append(
                .fill(Path(rect.offsetBy(dx: origin.x, dy: origin.y)), .color(content.caretColor), eoFill: false))
        }
        guard !children.isEmpty else { return }
        // Clipped to the field (the caret may stand half a width outside at either end).
        let clip = frame.insetBy(dx: -Self.caretWidth, dy: 0)
        items.append(
            .group(
                DisplayGroup(
                    clip: Path(clip), bounds: clip, children: children, identity: ObjectIdentifier(self).hashValue)))
    }

    /// The selection as one rectangle per line it covers, in the text's coordinates.
    private func selectionRects(request: TextLayoutRequest, width: CGFloat) -> [CGRect] {
        let start = measurer.caretRect(atUTF8Offset: content.selection.lowerBound, in: request)
        let end = measurer.caretRect(atUTF8Offset: content.selection.upperBound, in: request)
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
