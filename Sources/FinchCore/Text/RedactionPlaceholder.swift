import Foundation

/// How `.redacted(reason: .placeholder)` draws: each line of a text as a rounded bar as wide as the
/// line's characters, and an image as a rounded fill of its frame, in the text's (the foreground's)
/// colour at `opacity`. The bar's height (`barHeight` of a line), its corner radius and the opacity are
/// Finch's choices, pinned by `RedactedTests`.
@MainActor
enum RedactionPlaceholder {
    static let opacity = 0.16
    /// A bar's height as a fraction of its line's.
    static let barHeight: CGFloat = 0.6
    static let cornerRadius: CGFloat = 4

    /// The bars of `request`'s lines, laid out in `frame` (lines aligned in its width, as drawn).
    static func bars(of request: TextLayoutRequest, in frame: CGRect, measurer: any TextMeasurer) -> [DisplayItem] {
        guard let first = request.spans.first else { return [] }
        let measured = measurer.measure(request)
        let count = max(measured.lineCount, 1)
        let lineHeight = measured.size.height / CGFloat(count)
        let color = RGBA(red: first.color.red, green: first.color.green, blue: first.color.blue, opacity: opacity)
        let bytes = Array(request.string.utf8)
        var start = 0
        var items: [DisplayItem] = []
        for line in 0..<count {
            // The line ends where the character nearest its trailing edge ends.
            let midY = (CGFloat(line) + 0.5) * lineHeight
            var end = measurer.utf8Offset(nearest: CGPoint(x: frame.width + 1, y: midY), in: request)
            end = min(max(end, start), bytes.count)
            let text = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            // Past a line break, the next line starts after it.
            start = end < bytes.count && bytes[end] == UInt8(ascii: "\n") ? end + 1 : end
            guard !text.isEmpty else { continue }
            let single = TextLayoutRequest(spans: [TextSpan(string: text, font: first.font, color: first.color)])
            let width = min(measurer.measure(single).size.width, frame.width)
            let x = frame.minX + (frame.width - width) * alignmentFactor(request.alignment)
            let height = (lineHeight * barHeight).rounded()
            let bar = CGRect(
                x: x, y: frame.minY + CGFloat(line) * lineHeight + (lineHeight - height) / 2, width: width,
                height: height)
            items.append(.fill(Path(roundedRect: bar, cornerRadius: cornerRadius), .color(color), eoFill: false))
        }
        return items
    }

    /// An image's placeholder: its frame filled.
    static func fill(_ frame: CGRect, color: RGBA) -> DisplayItem {
        .fill(
            Path(roundedRect: frame, cornerRadius: cornerRadius), .color(color.multiplyingOpacity(by: opacity)),
            eoFill: false)
    }

    private static func alignmentFactor(_ alignment: TextAlignment) -> CGFloat {
        switch alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
