import Foundation

/// Resamples one offscreen layer onto another through a projective transform, bilinearly, in Swift.
///
/// pixman can do this too, but its projective path fetches each pixel through a generic routine;
/// walking each destination row with incremental homogeneous coordinates is about four times
/// faster, and pixels whose source lies behind the viewer (w ≤ 0) are simply left empty.
enum ProjectiveWarp {
    /// Writes into the (transparent) `destination` the `source` seen through `transform`, which maps
    /// destination pixel centres (column vectors: x, y, 1) to source pixel coordinates.
    static func draw(
        _ source: OffscreenLayer, onto destination: OffscreenLayer, transform: Matrix3, quad: [CGPoint] = []
    ) {
        source.flush()
        destination.flush()
        guard let sourceBytes = source.data, let destinationBytes = destination.data else { return }
        let m = transform.rows
        guard m.count == 3, m.allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isFinite) }) else { return }
        let sourceWidth = Int(source.area.width)
        let sourceHeight = Int(source.area.height)
        let sourceStride = source.stride / 4
        let destinationStride = destination.stride / 4
        let pixels = UnsafeRawPointer(sourceBytes).assumingMemoryBound(to: UInt32.self)
        let output = UnsafeMutableRawPointer(destinationBytes).assumingMemoryBound(to: UInt32.self)
        let width = Int(destination.area.width)
        // Matrix entries in locals: the inner loop must not index nested arrays.
        let (m00, m01, m02) = (m[0][0], m[0][1], m[0][2])
        let (m10, m11, m12) = (m[1][0], m[1][1], m[1][2])
        let (m20, m21, m22) = (m[2][0], m[2][1], m[2][2])
        let limitX = Double(sourceWidth)
        let limitY = Double(sourceHeight)
        for row in 0..<Int(destination.area.height) {
            let y = Double(row) + 0.5
            // Only the part of the row the projected quad covers (plus a pixel for the filter's edge).
            let span = Self.span(of: quad, atY: y, width: width)
            guard span.lowerBound < span.upperBound else { continue }
            let x = Double(span.lowerBound) + 0.5
            // Homogeneous source coordinates at the span's first pixel centre, stepped per pixel.
            var u = m00 * x + m01 * y + m02
            var v = m10 * x + m11 * y + m12
            var w = m20 * x + m21 * y + m22
            let line = output + row * destinationStride
            for column in span {
                if w > 1e-9 {
                    let reciprocal = 1 / w
                    let sx = u * reciprocal - 0.5
                    let sy = v * reciprocal - 0.5
                    if sx > -1, sy > -1, sx < limitX, sy < limitY {
                        line[column] = sample(
                            pixels, stride: sourceStride, width: sourceWidth, height: sourceHeight, x: sx, y: sy)
                    }
                }
                u += m00
                v += m10
                w += m20
            }
        }
        destination.markDirty()
    }

    /// The columns of a row inside a convex quad (all columns when no quad is given).
    private static func span(of quad: [CGPoint], atY y: Double, width: Int) -> Range<Int> {
        guard quad.count >= 3 else { return 0..<width }
        var low = Double.infinity
        var high = -Double.infinity
        for index in quad.indices {
            let p = quad[index]
            let q = quad[(index + 1) % quad.count]
            let (py, qy) = (Double(p.y), Double(q.y))
            guard (py <= y && y <= qy) || (qy <= y && y <= py) else { continue }
            let x = py == qy ? Double(p.x) : Double(p.x) + (y - py) / (qy - py) * Double(q.x - p.x)
            low = min(low, py == qy ? min(Double(p.x), Double(q.x)) : x)
            high = max(high, py == qy ? max(Double(p.x), Double(q.x)) : x)
        }
        guard low <= high, low.isFinite, high.isFinite else { return 0..<0 }
        let first = max(0, Int((low - 1).rounded(.down)))
        let last = min(width, Int((high + 1).rounded(.up)))
        return first..<max(first, last)
    }

    /// Bilinear sample of premultiplied ARGB at (x, y), transparent outside the image.
    @inline(__always)
    private static func sample(
        _ pixels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int, x: Double, y: Double
    ) -> UInt32 {
        // x, y > −1, so truncating x + 1 is floor(x) + 1 (and avoids a call into libm).
        let x0 = Int(x + 1) - 1
        let y0 = Int(y + 1) - 1
        let fx = UInt32(truncatingIfNeeded: Int((x - Double(x0)) * 256))
        let fy = UInt32(truncatingIfNeeded: Int((y - Double(y0)) * 256))
        if x0 >= 0, y0 >= 0, x0 + 1 < width, y0 + 1 < height {
            // Inside: the four neighbours without bounds tests.
            let base = pixels + (y0 * stride + x0)
            let top = mix(base[0], base[1], fx)
            let bottom = mix(base[stride], base[stride + 1], fx)
            return mix(top, bottom, fy)
        }
        @inline(__always) func at(_ px: Int, _ py: Int) -> UInt32 {
            px >= 0 && py >= 0 && px < width && py < height ? pixels[py * stride + px] : 0
        }
        let top = mix(at(x0, y0), at(x0 + 1, y0), fx)
        let bottom = mix(at(x0, y0 + 1), at(x0 + 1, y0 + 1), fx)
        return mix(top, bottom, fy)
    }

    /// Mixes two premultiplied pixels, `weight`/256 of the second, two channels at a time.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        let inverse = 256 - weight
        let evenA = a & 0x00FF_00FF
        let oddA = (a >> 8) & 0x00FF_00FF
        let evenB = b & 0x00FF_00FF
        let oddB = (b >> 8) & 0x00FF_00FF
        let even = ((evenA &* inverse &+ evenB &* weight) >> 8) & 0x00FF_00FF
        let odd = (oddA &* inverse &+ oddB &* weight) & 0xFF00_FF00
        return even | odd
    }
}
