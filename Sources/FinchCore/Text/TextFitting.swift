import Foundation

/// How a paragraph that does not fit its space is fitted before it is truncated, as SwiftUI orders it:
/// first its letters are drawn closer (`.allowsTightening(true)`), then its fonts shrink, at most to
/// `minimumScaleFactor` of their size. What still does not fit is then truncated.
struct TextFitting: Hashable, Sendable {
    /// The smallest fraction of its size the text may shrink to (1: it never shrinks).
    var minimumScaleFactor: CGFloat = 1
    var allowsTightening = false

    /// Finch's tightening, as SwiftUI's amount is not documented: letters closer by 5 % of their
    /// font's size (about a point at body size), pinned by a test.
    static let tighteningPerPoint: CGFloat = 0.05

    /// The spans laid out in `width` × `height` under `lineLimit`: `spans` when they fit, else tightened
    /// and shrunk as far as allowed, to the largest size that fits (1/256 of the range apart).
    func spans(
        _ spans: [TextSpan], width: CGFloat?, height: CGFloat?, lineLimit: Int?, measurer: any TextMeasurer
    ) -> [TextSpan] {
        guard minimumScaleFactor < 1 || allowsTightening, width != nil || height != nil else { return spans }
        func fits(_ candidate: [TextSpan]) -> Bool {
            // Laid out at the width only, so its height and line count say how much it would need.
            let measured = measurer.measure(TextLayoutRequest(spans: candidate, maxWidth: width))
            if let width, measured.size.width > width + 0.01 { return false }
            if let height, measured.size.height > height + 0.01 { return false }
            if let lineLimit, measured.lineCount > lineLimit { return false }
            return true
        }
        guard !fits(spans) else { return spans }
        let base = allowsTightening ? Self.tightened(spans) : spans
        guard !allowsTightening || !fits(base) else { return base }
        let smallest = max(minimumScaleFactor, 0.01)
        guard smallest < 1 else { return base }
        guard fits(Self.scaled(base, by: smallest)) else { return Self.scaled(base, by: smallest) }
        var low = smallest
        var high: CGFloat = 1
        for _ in 0..<8 {
            let middle = (low + high) / 2
            if fits(Self.scaled(base, by: middle)) { low = middle } else { high = middle }
        }
        return Self.scaled(base, by: low)
    }

    private static func tightened(_ spans: [TextSpan]) -> [TextSpan] {
        spans.map { span in
            var tight = span
            tight.decoration.letterSpacing -= span.font.size * tighteningPerPoint
            return tight
        }
    }

    /// `spans` with their fonts, spacing and raise at `scale` of their size.
    static func scaled(_ spans: [TextSpan], by scale: CGFloat) -> [TextSpan] {
        spans.map { span in
            var scaled = span
            scaled.font.size *= scale
            scaled.decoration.letterSpacing *= scale
            scaled.decoration.baselineOffset *= scale
            return scaled
        }
    }
}
