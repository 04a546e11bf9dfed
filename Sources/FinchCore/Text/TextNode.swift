import Foundation

/// Lays out a paragraph: one line at its ideal size, wrapped to a proposed width, cut to a proposed height.
final class TextNode: LayoutNode {
    let spans: [TextSpan]
    let lineLimit: Int?
    let alignment: TextAlignment
    let truncation: TextLayoutRequest.TruncationMode
    private let measurer: any TextMeasurer
    /// Recent measurements: layout asks for the same request's size and baselines several times.
    private var measurements: [(request: TextLayoutRequest, result: TextMeasurement)] = []

    init(spans: [TextSpan], environment: EnvironmentValues, services: PlatformServices) {
        self.spans = spans
        self.lineLimit = environment.lineLimit
        self.alignment = environment.multilineTextAlignment
        self.truncation = environment.truncationMode
        self.measurer = services.textMeasurer
        super.init(displayScale: environment.displayScale)
    }

    var string: String { spans.map(\.string).joined() }

    private func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        if let hit = measurements.first(where: { $0.request == request }) { return hit.result }
        let result = measurer.measure(request)
        if measurements.count >= 8 { measurements.removeFirst() }
        measurements.append((request, result))
        return result
    }

    /// The request for a proposal: width wraps (∞ and nil do not), a finite height truncates.
    func request(for proposal: ProposedViewSize) -> TextLayoutRequest {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        return TextLayoutRequest(
            spans: spans, maxWidth: width, maxHeight: height, lineLimit: lineLimit, alignment: alignment,
            truncation: truncation)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // Finch's choice, pinned by a test: at zero width text takes no width but keeps one line's height.
        if proposal.width == 0 {
            let ideal = measure(request(for: .unspecified))
            return CGSize(width: 0, height: ceilToPixels(ideal.size.height / CGFloat(max(ideal.lineCount, 1))))
        }
        let measured = measure(request(for: proposal))
        var width = measured.size.width
        if let limit = proposal.width, limit.isFinite { width = min(width, limit) }
        return CGSize(width: ceilToPixels(width), height: ceilToPixels(measured.size.height))
    }

    override var explicitGuides: ExplicitGuides { .textBaselines }

    override func dimensions(in size: CGSize) -> ViewDimensions {
        let measured = measure(request(for: ProposedViewSize(size)))
        return ViewDimensions(
            size: size,
            verticalGuides: [
                VerticalAlignment.firstTextBaseline.id: measured.firstBaseline,
                VerticalAlignment.lastTextBaseline.id: measured.lastBaseline,
            ])
    }

    override func render(into items: inout [DisplayItem]) {
        guard !string.isEmpty else { return }
        var layout = request(for: placedProposal)
        // Lines align inside the frame; the frame is at least as wide as the widest line.
        if layout.maxWidth != nil { layout.maxWidth = frame.width }
        items.append(.text(TextRun(layout: layout, frame: frame)))
    }
}
