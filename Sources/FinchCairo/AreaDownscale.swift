import Foundation

/// Shrinks premultiplied 32-bit pixels by averaging the area each destination pixel covers (a box
/// filter), in two separable passes with fixed-point weights.
///
/// Cairo's GOOD filter does the same job through pixman's separable convolution, which costs about
/// 1.6 ms for a 256-pixel thumbnail shrunk by 1.4 on this project's machines; this costs a tenth of
/// that, so a grid can make the copies it shows while it scrolls.
enum AreaDownscale {
    /// One destination pixel's footprint along an axis: the first source pixel and the weights (out of
    /// 65,536) of the source pixels it covers.
    private struct Footprint {
        let first: Int
        let weights: [UInt32]
    }

    /// Writes `source` (width × height, `sourceStride` bytes a row) shrunk to `destination` (width ×
    /// height, `destinationStride` bytes a row). Both sizes must be positive and the destination no
    /// larger than the source along either axis.
    static func scale(
        _ source: UnsafeRawPointer, width: Int, height: Int, stride sourceStride: Int,
        into destination: UnsafeMutableRawPointer, width outWidth: Int, height outHeight: Int,
        stride destinationStride: Int
    ) {
        guard width > 0, height > 0, outWidth > 0, outHeight > 0, outWidth <= width, outHeight <= height else {
            return
        }
        let columns = footprints(from: width, to: outWidth)
        let rows = footprints(from: height, to: outHeight)
        // The loops index buffers with plain counters: `enumerated()` over an array is generic code that,
        // unoptimised (the tests' debug and sanitizer builds), looks up a tuple's metadata at every step
        // under a lock the threads share, which made a 12-megapixel picture's halving take minutes there.
        // The horizontal pass keeps full precision: four 16.16 channel sums per pixel.
        var across = [UInt32](repeating: 0, count: outWidth * height * 4)
        across.withUnsafeMutableBufferPointer { sums in
            for y in 0..<height {
                let line = (source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<outWidth {
                    let column = columns[x]
                    var channels: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    column.weights.withUnsafeBufferPointer { weights in
                        var offset = 0
                        while offset < weights.count {
                            let weight = weights[offset]
                            let pixel = line[column.first + offset]
                            channels.0 &+= (pixel & 0xFF) &* weight
                            channels.1 &+= ((pixel >> 8) & 0xFF) &* weight
                            channels.2 &+= ((pixel >> 16) & 0xFF) &* weight
                            channels.3 &+= (pixel >> 24) &* weight
                            offset += 1
                        }
                    }
                    let base = (y * outWidth + x) * 4
                    sums[base] = channels.0 >> 8
                    sums[base + 1] = channels.1 >> 8
                    sums[base + 2] = channels.2 >> 8
                    sums[base + 3] = channels.3 >> 8
                }
            }
            // The vertical pass: sums in 8.8 fixed point times 16-bit weights fit in 32 bits.
            for y in 0..<outHeight {
                let row = rows[y]
                let line = (destination + y * destinationStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<outWidth {
                    var channels: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    row.weights.withUnsafeBufferPointer { weights in
                        var offset = 0
                        while offset < weights.count {
                            let weight = weights[offset]
                            let base = ((row.first + offset) * outWidth + x) * 4
                            channels.0 &+= sums[base] &* weight
                            channels.1 &+= sums[base + 1] &* weight
                            channels.2 &+= sums[base + 2] &* weight
                            channels.3 &+= sums[base + 3] &* weight
                            offset += 1
                        }
                    }
                    // Back from 8.24 to 8 bits, rounded.
                    let round: UInt32 = 1 << 23
                    line[x] =
                        min(255, (channels.0 &+ round) >> 24) | min(255, (channels.1 &+ round) >> 24) << 8
                        | min(255, (channels.2 &+ round) >> 24) << 16 | min(255, (channels.3 &+ round) >> 24) << 24
                }
            }
        }
    }

    /// For each of `count` destination pixels, the source pixels it covers out of `length` and how much
    /// of each (the weights of one footprint add up to 65,536, up to rounding put on the last one).
    private static func footprints(from length: Int, to count: Int) -> [Footprint] {
        let ratio = Double(length) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * ratio
            let end = min(Double(length), start + ratio)
            let first = Int(start.rounded(.down))
            let last = max(first, Int(end.rounded(.up)) - 1)
            var weights: [UInt32] = []
            var total: UInt32 = 0
            for pixel in first...last {
                let covered = min(end, Double(pixel + 1)) - max(start, Double(pixel))
                let weight = UInt32(max(0, (covered / ratio * 65_536).rounded()))
                weights.append(weight)
                total &+= weight
            }
            // Rounding may leave the sum a little off 65,536: the last pixel takes the difference.
            if let lastWeight = weights.last {
                weights[weights.count - 1] = UInt32(max(0, Int(lastWeight) + 65_536 - Int(total)))
            }
            return Footprint(first: first, weights: weights)
        }
    }
}
