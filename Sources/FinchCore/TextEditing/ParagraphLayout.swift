import Foundation

/// A multi-line text laid out a paragraph (a line between line breaks) at a time, so a 10,000-line
/// editor measures only what an edit changed, draws only what shows, and finds a caret in one short
/// paragraph: Pango's cursor lookups walk the whole text they are given, which on a megabyte in one
/// layout costs seconds per key.
///
/// It lives in the field's controller between frames. `update` compares the new text with the last
/// from both ends (a byte comparison) and measures again only the paragraphs between.
@MainActor
final class ParagraphLayout {
    struct Paragraph {
        /// UTF-8 offsets of the paragraph's text, without its line break.
        var start: Int
        var length: Int
        /// Where it starts vertically and how tall it is, wrapped at the width.
        var y: CGFloat = 0
        var height: CGFloat
        var end: Int { start + length }
    }

    private(set) var text = ""
    private(set) var paragraphs: [Paragraph] = []
    private var width: CGFloat = -1
    private var font: ResolvedFont?
    private var color: RGBA?
    private var alignment = TextAlignment.leading
    /// `.lineSpacing`: between the lines of a paragraph (Pango's) and between paragraphs (here).
    private var lineSpacing: CGFloat = 0
    private var measurer: (any TextMeasurer)?

    /// The height of all the paragraphs.
    var height: CGFloat { paragraphs.last.map { $0.y + $0.height } ?? 0 }

    /// Lays `text` out at `width`, measuring again only what changed since the last call.
    func update(
        _ text: String, width: CGFloat, font: ResolvedFont, color: RGBA, alignment: TextAlignment = .leading,
        lineSpacing: CGFloat = 0, measurer: any TextMeasurer
    ) {
        let sameStyle =
            width == self.width && font == self.font && color == self.color && alignment == self.alignment
            && lineSpacing == self.lineSpacing && measurer === self.measurer
        self.measurer = measurer
        (self.width, self.font, self.color, self.alignment) = (width, font, color, alignment)
        self.lineSpacing = lineSpacing
        if sameStyle, text == self.text { return }
        if !sameStyle || paragraphs.isEmpty {
            paragraphs = split(text, from: 0, to: text.utf8.count)
        } else {
            replaceChanged(with: text)
        }
        self.text = text
        var y: CGFloat = 0
        for index in paragraphs.indices {
            paragraphs[index].y = y
            y += paragraphs[index].height + lineSpacing
        }
    }

    /// Keeps the paragraphs before and after the changed bytes, measuring the ones between again.
    private func replaceChanged(with new: String) {
        let (prefix, suffix) = Self.commonEnds(text, new)
        let oldCount = text.utf8.count
        let delta = new.utf8.count - oldCount
        let first = paragraphIndex(containing: prefix)
        let last = paragraphIndex(containing: oldCount - suffix)
        let start = paragraphs[first].start
        let end = paragraphs[last].end + delta
        let middle = split(new, from: start, to: end)
        var tail = Array(paragraphs[(last + 1)...])
        for index in tail.indices { tail[index].start += delta }
        paragraphs = Array(paragraphs[..<first]) + middle + tail
    }

    /// The paragraphs of `text` between two offsets that start and end paragraphs, measured.
    private func split(_ text: String, from start: Int, to end: Int) -> [Paragraph] {
        var result: [Paragraph] = []
        let bytes = text.utf8
        var paragraphStart = start
        var index = bytes.index(bytes.startIndex, offsetBy: start)
        let stop = bytes.index(bytes.startIndex, offsetBy: end)
        var offset = start
        while index < stop {
            if bytes[index] == UInt8(ascii: "\n") {
                result.append(measured(text, paragraphStart, offset))
                paragraphStart = offset + 1
            }
            index = bytes.index(after: index)
            offset += 1
        }
        result.append(measured(text, paragraphStart, end))
        return result
    }

    private func measured(_ text: String, _ start: Int, _ end: Int) -> Paragraph {
        let request = self.request(for: Self.slice(text, start, end))
        let height = measurer?.measure(request).size.height ?? 0
        return Paragraph(start: start, length: end - start, height: height)
    }

    /// The request that lays out one paragraph's `string`.
    func request(for string: String) -> TextLayoutRequest {
        let span = TextSpan(
            string: string, font: font ?? .init(family: "Inter", size: 17, weight: 400, italic: false),
            color: color ?? .black)
        var request = TextLayoutRequest(spans: [span], maxWidth: width > 0 ? width : nil, alignment: alignment)
        request.lineSpacing = lineSpacing
        return request
    }

    func request(for paragraph: Paragraph) -> TextLayoutRequest {
        request(for: Self.slice(text, paragraph.start, paragraph.end))
    }

    /// The paragraph holding `offset` (its line break counts as its end).
    func paragraphIndex(containing offset: Int) -> Int {
        var low = 0
        var high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// The paragraph at height `y` (clamped to the first and last).
    func paragraphIndex(atY y: CGFloat) -> Int {
        var low = 0
        var high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle].y <= y { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    func caretRect(at offset: Int) -> CGRect {
        guard let measurer, !paragraphs.isEmpty else { return .zero }
        let paragraph = paragraphs[paragraphIndex(containing: offset)]
        let local = min(max(offset - paragraph.start, 0), paragraph.length)
        return measurer.caretRect(atUTF8Offset: local, in: request(for: paragraph)).offsetBy(dx: 0, dy: paragraph.y)
    }

    func offset(nearest point: CGPoint) -> Int {
        guard let measurer, !paragraphs.isEmpty else { return 0 }
        let paragraph = paragraphs[paragraphIndex(atY: point.y)]
        let local = CGPoint(x: point.x, y: min(max(point.y - paragraph.y, 0), max(paragraph.height - 0.5, 0)))
        return paragraph.start + measurer.utf8Offset(nearest: local, in: request(for: paragraph))
    }

    /// The paragraphs that meet the band `minY..<maxY`.
    func visible(from minY: CGFloat, to maxY: CGFloat) -> ArraySlice<Paragraph> {
        guard !paragraphs.isEmpty else { return [] }
        let first = paragraphIndex(atY: minY)
        var last = first
        while last + 1 < paragraphs.count, paragraphs[last + 1].y < maxY { last += 1 }
        return paragraphs[first...last]
    }

    static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let bytes = text.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: start)
        let upper = bytes.index(bytes.startIndex, offsetBy: end)
        return String(text[lower..<upper])
    }

    /// How many bytes two texts share at their start, and at their end (not overlapping).
    static func commonEnds(_ old: String, _ new: String) -> (prefix: Int, suffix: Int) {
        var old = old
        var new = new
        return old.withUTF8 { a in
            new.withUTF8 { b in
                let limit = min(a.count, b.count)
                var prefix = 0
                while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < limit - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }
}
