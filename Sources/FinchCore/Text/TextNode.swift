import Foundation

/// Lays out a paragraph: one line at its ideal size, wrapped to a proposed width, cut to a proposed height.
final class TextNode: LayoutNode {
    let spans: [TextSpan]
    let lineLimit: Int?
    /// The lines the text takes room for however few it shows (`.lineLimit(_:reservesSpace:)`, a range).
    let reservedLines: Int
    let alignment: TextAlignment
    let truncation: TextLayoutRequest.TruncationMode
    /// Extra points between lines (`.lineSpacing(_:)`).
    let lineSpacing: CGFloat
    /// Tightening and shrinking before truncation (`.allowsTightening`, `.minimumScaleFactor`).
    let fitting: TextFitting
    let measurer: any TextMeasurer
    /// Under `.redacted(reason: .placeholder)`: drawn as a bar per line (`RedactionPlaceholder`).
    let isRedacted: Bool
    /// Recent measurements, keyed by the request's width and height only (nil as -1): spans, line
    /// limit, alignment and truncation are fixed per node, so a hit hashes and compares no strings.
    private var measurements: [(width: CGFloat, height: CGFloat, result: TextMeasurement)] = []
    /// The spans fitted to recent limits (nil as -1), when `fitting` may change them.
    private var fittedSpans: [(width: CGFloat, height: CGFloat, spans: [TextSpan])] = []
    /// The hash of `spans`, found at the first request and handed to every later one.
    private var spansHash: Int?

    init(spans: [TextSpan], environment: EnvironmentValues, services: PlatformServices) {
        self.spans = spans
        self.lineLimit = environment.lineLimit
        self.reservedLines = environment.reservedLineCount
        self.alignment = environment.multilineTextAlignment
        self.truncation = environment.truncationMode
        self.lineSpacing = environment.lineSpacing
        self.fitting = environment.textFitting
        self.measurer = services.textMeasurer
        self.isRedacted = environment.isRedactedAsPlaceholder
        super.init(displayScale: environment.displayScale)
    }

    /// A text laid out as `node` is (line limit, alignment, truncation, fitting, measurer), with `spans`.
    init(copying node: TextNode, spans: [TextSpan]) {
        self.spans = spans
        lineLimit = node.lineLimit
        reservedLines = node.reservedLines
        alignment = node.alignment
        truncation = node.truncation
        lineSpacing = node.lineSpacing
        fitting = node.fitting
        measurer = node.measurer
        isRedacted = node.isRedacted
        super.init(displayScale: node.displayScale)
    }

    var string: String { spans.map(\.string).joined() }

    /// Whether `other` draws the same characters: span by span when split alike (no string is built,
    /// the common case of a text built again unchanged), else as the joined strings.
    func hasSameCharacters(as other: TextNode) -> Bool {
        if spans.count == other.spans.count,
            zip(spans, other.spans).allSatisfy({ $0.string == $1.string })
        {
            return true
        }
        return string == other.string
    }

    /// The measurement of `request(for: proposal)`.
    private func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
        let (width, height) = Self.limits(of: proposal)
        let widthKey = width ?? -1
        let heightKey = height ?? -1
        // A loop, not `first(where:)`, whose main-actor-isolated closure would check the executor per call.
        for entry in measurements where entry.width == widthKey && entry.height == heightKey { return entry.result }
        let result = measurer.measure(request(width: width, height: height))
        if measurements.count >= 8 { measurements.removeFirst() }
        measurements.append((widthKey, heightKey, result))
        return result
    }

    /// The width and height a proposal limits the text to: width wraps (∞ and nil do not), a finite height truncates.
    private static func limits(of proposal: ProposedViewSize) -> (width: CGFloat?, height: CGFloat?) {
        var width: CGFloat?
        var height: CGFloat?
        if let value = proposal.width, value.isFinite { width = value }
        if let value = proposal.height, value.isFinite { height = value }
        return (width, height)
    }

    private func request(width: CGFloat?, height: CGFloat?) -> TextLayoutRequest {
        var request: TextLayoutRequest
        if fitting == TextFitting() {
            let hash = spansHash ?? TextLayoutRequest.hash(of: spans)
            spansHash = hash
            request = TextLayoutRequest(
                spans: spans, spansHash: hash, maxWidth: width, maxHeight: height, lineLimit: lineLimit,
                alignment: alignment, truncation: truncation)
        } else {
            request = TextLayoutRequest(
                spans: spans(width: width, height: height), maxWidth: width, maxHeight: height, lineLimit: lineLimit,
                alignment: alignment, truncation: truncation)
        }
        request.lineSpacing = lineSpacing
        return request
    }

    /// The spans laid out within `width` × `height`: tightened or shrunk when `fitting` allows and they
    /// do not fit as they are.
    private func spans(width: CGFloat?, height: CGFloat?) -> [TextSpan] {
        guard fitting != TextFitting() else { return spans }
        let widthKey = width ?? -1
        let heightKey = height ?? -1
        for entry in fittedSpans where entry.width == widthKey && entry.height == heightKey { return entry.spans }
        let result = fitting.spans(spans, width: width, height: height, lineLimit: lineLimit, measurer: measurer)
        if fittedSpans.count >= 8 { fittedSpans.removeFirst() }
        fittedSpans.append((widthKey, heightKey, result))
        return result
    }

    /// The request for a proposal: width wraps (∞ and nil do not), a finite height truncates.
    func request(for proposal: ProposedViewSize) -> TextLayoutRequest {
        let (width, height) = Self.limits(of: proposal)
        return request(width: width, height: height)
    }

    override func clearSizeCache() {
        measurements.removeAll()
        fittedSpans.removeAll()
        super.clearSizeCache()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // Finch's choice, pinned by a test: at zero width text takes no width but keeps one line's height.
        if proposal.width == 0 {
            let ideal = measure(.unspecified)
            return CGSize(width: 0, height: ceilToPixels(ideal.size.height / CGFloat(max(ideal.lineCount, 1))))
        }
        let measured = measure(proposal)
        var width = Self.ceilMeasured(measured.size.width, scale: displayScale)
        if let limit = proposal.width, limit.isFinite { width = min(width, ceilToPixels(limit)) }
        return CGSize(width: width, height: ceilToPixels(reservedHeight(measured)))
    }

    /// The measured height, or the height of `reservedLines` lines when the text shows fewer: its lines'
    /// height (one line's when it is empty) with `lineSpacing` between them.
    private func reservedHeight(_ measured: TextMeasurement) -> CGFloat {
        guard reservedLines > measured.lineCount else { return measured.size.height }
        let line: CGFloat
        if measured.lineCount > 0 {
            let spacing = lineSpacing * CGFloat(measured.lineCount - 1)
            line = (measured.size.height - spacing) / CGFloat(measured.lineCount)
        } else {
            line = measure(.unspecified).size.height
        }
        return line * CGFloat(reservedLines) + lineSpacing * CGFloat(reservedLines - 1)
    }

    /// A measured width rounded up to whole device pixels, cutting nothing. Pango measures in 1/1024 pt, so
    /// a line one unit past a whole pixel (Inter Bold 34's "Habits", 108.001 pt) must take the next pixel:
    /// `ceilToPixels` forgives a thousandth of a pixel, and the line drawn at 108 pt would then break or
    /// end in an ellipsis, though measured as fitting.
    static func ceilMeasured(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }

    override var explicitGuides: ExplicitGuides { .textBaselines }

    override func dimensions(in size: CGSize) -> ViewDimensions {
        let measured = measure(ProposedViewSize(size))
        return ViewDimensions(
            size: size,
            verticalGuides: [
                VerticalAlignment.firstTextBaseline.id: measured.firstBaseline,
                VerticalAlignment.lastTextBaseline.id: measured.lastBaseline,
            ])
    }

    /// The request the paragraph is drawn with: lines align inside the frame, which is at least as
    /// wide as the widest line.
    var drawnRequest: TextLayoutRequest {
        var layout = request(for: placedProposal)
        if layout.maxWidth != nil { layout.maxWidth = displayFrame.width }
        return layout
    }

    override func render(into items: inout [DisplayItem]) {
        guard !string.isEmpty else { return }
        if isRedacted {
            return items += RedactionPlaceholder.bars(of: drawnRequest, in: displayFrame, measurer: measurer)
        }
        items.append(.text(TextRun(layout: drawnRequest, frame: displayFrame)))
    }
}
