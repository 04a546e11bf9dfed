import Foundation

/// The blur behind a material: a rectangle of premultiplied ARGB32 pixels, shrunk by an integer factor
/// (averaging each block), then blurred by three box passes each way (close to a Gaussian), so a wide
/// blur costs a pass over the pixels once plus a small image's passes. The result is drawn enlarged,
/// bilinearly, as iOS draws its blurs from a reduced copy.
struct BackdropBlur {
    let width: Int
    let height: Int
    /// The shrunk, blurred pixels, `width` × `height`, four bytes each.
    private(set) var pixels: [UInt8]

    /// The factor a blur of `sigma` device pixels shrinks by: a blur that wide hides the detail lost.
    static func factor(sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 4 else { return 1 }
        return min(8, Int(sigma / 2))
    }

    /// Reads `columns` × `rows` pixels at (x, y) of an image with `stride` bytes per row, shrunk by `factor`
    /// and blurred by `sigma` device pixels.
    init(
        source: UnsafePointer<UInt8>, stride: Int, x: Int, y: Int, columns: Int, rows: Int, factor: Int,
        sigma: Double
    ) {
        width = (columns + factor - 1) / factor
        height = (rows + factor - 1) / factor
        pixels = Self.shrink(
            source: source, stride: stride, origin: (x, y), size: (columns, rows), factor: factor,
            into: (width, height))
        let small = sigma / Double(factor)
        // Three boxes of width w have the variance of a Gaussian of sigma when w² = 4σ² + 1.
        let radius = max(0, Int(((4 * small * small + 1).squareRoot() - 1) / 2 + 0.5))
        guard radius > 0 else { return }
        for _ in 0..<3 {
            boxPass(radius: radius, horizontal: true)
            boxPass(radius: radius, horizontal: false)
        }
    }

    /// Each block of factor × factor pixels averaged (blocks cut by the edge average what they hold).
    private static func shrink(
        source: UnsafePointer<UInt8>, stride: Int, origin: (Int, Int), size: (Int, Int), factor: Int,
        into small: (Int, Int)
    ) -> [UInt8] {
        var sums = [UInt32](repeating: 0, count: small.0 * small.1 * 4)
        var counts = [UInt32](repeating: 0, count: small.0 * small.1)
        for row in 0..<size.1 {
            let line = source + (origin.1 + row) * stride + origin.0 * 4
            let base = (row / factor) * small.0
            for column in 0..<size.0 {
                let cell = base + column / factor
                let pixel = line + column * 4
                sums[cell * 4] &+= UInt32(pixel[0])
                sums[cell * 4 + 1] &+= UInt32(pixel[1])
                sums[cell * 4 + 2] &+= UInt32(pixel[2])
                sums[cell * 4 + 3] &+= UInt32(pixel[3])
                counts[cell] &+= 1
            }
        }
        var result = [UInt8](repeating: 0, count: sums.count)
        for cell in counts.indices where counts[cell] > 0 {
            let count = counts[cell]
            for channel in 0..<4 {
                result[cell * 4 + channel] = UInt8(min(255, (sums[cell * 4 + channel] + count / 2) / count))
            }
        }
        return result
    }

    /// One box blur of `radius` along rows or columns; pixels past the edge repeat the edge pixel.
    private mutating func boxPass(radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        let step = horizontal ? 4 : width * 4
        let span = UInt32(2 * radius + 1)
        var line = [UInt32](repeating: 0, count: length * 4)
        for index in 0..<lines {
            let start = horizontal ? index * width * 4 : index * 4
            for position in 0..<length {
                for channel in 0..<4 {
                    line[position * 4 + channel] = UInt32(pixels[start + position * step + channel])
                }
            }
            var sum: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            for offset in -radius...radius {
                let at = min(max(offset, 0), length - 1) * 4
                sum = (sum.0 + line[at], sum.1 + line[at + 1], sum.2 + line[at + 2], sum.3 + line[at + 3])
            }
            for position in 0..<length {
                let out = start + position * step
                pixels[out] = UInt8(sum.0 / span)
                pixels[out + 1] = UInt8(sum.1 / span)
                pixels[out + 2] = UInt8(sum.2 / span)
                pixels[out + 3] = UInt8(sum.3 / span)
                let leaving = max(position - radius, 0) * 4
                let entering = min(position + radius + 1, length - 1) * 4
                sum.0 = sum.0 - line[leaving] + line[entering]
                sum.1 = sum.1 - line[leaving + 1] + line[entering + 1]
                sum.2 = sum.2 - line[leaving + 2] + line[entering + 2]
                sum.3 = sum.3 - line[leaving + 3] + line[entering + 3]
            }
        }
    }
}
