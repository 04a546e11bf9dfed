import FinchCore
import Foundation

/// Halvings of a large picture made ahead, where the work may take its time (an item provider's loading
/// queue), so that drawing it small later shrinks a few hundred thousand pixels, not every one of a
/// photo's millions, while a frame waits.
public enum PixelReductions {
    /// Pictures with fewer pixels than this are shrunk at draw time as before: the cost is small.
    static let minimumPixelCount = 4_000_000
    /// Halving stops once a reduction has fewer pixels than this.
    static let smallestPixelCount = 1_000_000

    /// `buffer` with its halvings (each half the width and height of the one before, the last under a
    /// megapixel), or `buffer` itself when it is small or already has them.
    public static func prepared(_ buffer: PixelBuffer) -> PixelBuffer {
        guard buffer.width * buffer.height >= minimumPixelCount, buffer.reductions.isEmpty else { return buffer }
        var reductions: [PixelBuffer] = []
        var current = buffer
        while current.width * current.height >= smallestPixelCount, current.width >= 2, current.height >= 2,
            let half = halved(current)
        {
            reductions.append(half)
            current = half
        }
        return reductions.isEmpty ? buffer : buffer.withReductions(reductions)
    }

    /// `buffer` at half its width and height (rounded up), each pixel the average of the area it covers.
    private static func halved(_ buffer: PixelBuffer) -> PixelBuffer? {
        let width = (buffer.width + 1) / 2
        let height = (buffer.height + 1) / 2
        guard let source = buffer.baseAddress else { return nil }
        return PixelBuffer(width: width, height: height, stride: width * 4, scale: buffer.scale / 2) { memory in
            guard let destination = memory.baseAddress else { return }
            AreaDownscale.scale(
                source, width: buffer.width, height: buffer.height, stride: buffer.stride,
                into: destination, width: width, height: height, stride: width * 4)
        }
    }
}
