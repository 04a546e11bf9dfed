import Foundation

/// Caret geometry for measurers that only measure (test measurers): each line is measured from its
/// start to the offset, lines stacked at the height one line measures. Wrapping is not followed;
/// Pango's measurer answers from the real layout instead.
extension TextMeasurer {
    public func caretRect(atUTF8Offset utf8Offset: Int, in request: TextLayoutRequest) -> CGRect {
        let text = request.string
        let bytes = Array(text.utf8)
        let offset = min(max(utf8Offset, 0), bytes.count)
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineNumber = bytes[..<offset].filter { $0 == UInt8(ascii: "\n") }.count
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        let height = lineHeight(of: request)
        let width = prefix.isEmpty ? 0 : measure(Self.line(prefix, like: request)).size.width
        return CGRect(x: width, y: CGFloat(lineNumber) * height, width: 0, height: height)
    }

    public func utf8Offset(nearest point: CGPoint, in request: TextLayoutRequest) -> Int {
        let text = request.string
        let height = lineHeight(of: request)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineNumber = min(max(Int(point.y / max(height, 1)), 0), lines.count - 1)
        var start = 0
        for line in lines.prefix(lineNumber) { start += line.utf8.count + 1 }
        var best = start
        var bestDistance = CGFloat.infinity
        var offset = start
        let line = lines[lineNumber]
        for index in line.indices + [line.endIndex] {
            offset = start + line.utf8.distance(from: line.startIndex, to: index)
            let x = caretRect(atUTF8Offset: offset, in: request).minX
            if abs(x - point.x) < bestDistance {
                bestDistance = abs(x - point.x)
                best = offset
            }
        }
        return best
    }

    private func lineHeight(of request: TextLayoutRequest) -> CGFloat {
        measure(Self.line("X", like: request)).size.height
    }

    private static func line(_ string: String, like request: TextLayoutRequest) -> TextLayoutRequest {
        let spans = request.spans.first.map { [TextSpan(string: string, font: $0.font, color: $0.color)] } ?? []
        return TextLayoutRequest(spans: spans)
    }
}
