import FinchCore
import Foundation

/// What decides the pixels of a text rasterised at a motion step: its layout, wrap width and step.
///
/// Looked up for every text of every frame painted in motion (hundreds a frame on a zooming canvas), so it
/// hashes and compares its strings by their UTF-8 bytes: `String`'s own hash normalises non-ASCII text
/// (every emoji) each time, which cost more than drawing the raster. Byte equality is stricter than
/// `String`'s canonical equivalence, so two spellings of one text only get a raster each.
struct MotionTextKey: Hashable {
    let request: TextLayoutRequest
    let wrapWidth: Int32?
    let step: Double

    static func == (lhs: Self, rhs: Self) -> Bool {
        let (left, right) = (lhs.request, rhs.request)
        guard lhs.step == rhs.step, lhs.wrapWidth == rhs.wrapWidth, left.spans.count == right.spans.count,
            left.maxWidth == right.maxWidth, left.maxHeight == right.maxHeight, left.lineLimit == right.lineLimit,
            left.alignment == right.alignment, left.truncation == right.truncation
        else { return false }
        return zip(left.spans, right.spans).allSatisfy { pair in
            pair.0.font == pair.1.font && pair.0.color == pair.1.color
                && pair.0.string.utf8.elementsEqual(pair.1.string.utf8)
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(step)
        hasher.combine(wrapWidth)
        hasher.combine(request.spans.count)
        for span in request.spans {
            let hashed: Bool? = span.string.utf8.withContiguousStorageIfAvailable { bytes in
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
                return true
            }
            if hashed == nil {
                for byte in span.string.utf8 { hasher.combine(byte) }
            }
            hasher.combine(span.font.size)
        }
    }
}
