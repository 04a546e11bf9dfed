import Foundation

/// The links of a `Text` (Markdown's `[text](url)`, an attributed string's `.link`): the UTF-8 range of
/// the characters each covers in the paragraph as laid out, so a tap can be matched to its glyphs.
struct TextLinks {
    var ranges: [(bytes: Range<Int>, url: URL)]

    /// The links of `segments`, laid out as `spans` (one span per segment); nil when there are none,
    /// so a text without links makes nothing more than its `TextNode`.
    init?(segments: [Text.Segment], spans: [TextSpan]) {
        guard segments.contains(where: { $0.inline.link != nil }), segments.count == spans.count else { return nil }
        var ranges: [(bytes: Range<Int>, url: URL)] = []
        var start = 0
        for (segment, span) in zip(segments, spans) {
            // The span's string, not the segment's: `.textCase` may change how many bytes a character takes.
            let end = start + span.string.utf8.count
            if let url = segment.inline.link, end > start { ranges.append((start..<end, url)) }
            start = end
        }
        guard !ranges.isEmpty else { return nil }
        self.ranges = ranges
    }

    /// The link whose glyphs are under `point` (in the paragraph's coordinates), if any: each character
    /// of a link is the box between the carets before and after it, on its line. A character whose
    /// carets are on two lines (the space where a line wraps) has no box.
    func url(at point: CGPoint, in request: TextLayoutRequest, measurer: any TextMeasurer) -> URL? {
        let text = request.string
        for (bytes, url) in ranges where bytes.upperBound <= text.utf8.count {
            var offset = bytes.lowerBound
            var before = measurer.caretRect(atUTF8Offset: offset, in: request)
            for index in Self.boundaries(of: text, in: bytes) {
                offset = index
                let after = measurer.caretRect(atUTF8Offset: offset, in: request)
                defer { before = after }
                guard after.minY == before.minY else { continue }
                let box = CGRect(
                    x: min(before.minX, after.minX), y: before.minY, width: abs(after.minX - before.minX),
                    height: before.height)
                if box.contains(point) { return url }
            }
        }
        return nil
    }

    /// The character boundaries after each character of `bytes` (UTF-8 offsets).
    private static func boundaries(of string: String, in bytes: Range<Int>) -> [Int] {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
        var result: [Int] = []
        var index = lower
        while index < upper {
            index = string.index(after: index)
            result.append(min(utf8.distance(from: utf8.startIndex, to: index), bytes.upperBound))
        }
        return result
    }
}
