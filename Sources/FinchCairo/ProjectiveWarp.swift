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
        // Source coordinates are worked in 1/256 pixel (`sample`): the image ends at its size times 256.
        let limitX = Double(sourceWidth) * 256
        let limitY = Double(sourceHeight) * 256
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
                    // The source position of the pixel centre, in 1/256 pixel from the first pixel's centre.
                    let scale = 256 / w
                    let sx = u * scale - 128
                    let sy = v * scale - 128
                    if sx > -256, sy > -256, sx < limitX, sy < limitY {
                        line[column] = sample(
                            pixels, stride: sourceStride, width: sourceWidth, height: sourceHeight,
                            fixedX: floorToInt(sx), fixedY: floorToInt(sy))
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

    /// Bilinear sample of premultiplied ARGB at (x, y) given in 1/256 pixel (more than −256 each),
    /// transparent outside the image: the pixel is the value over 256, the filter weight what remains.
    @inline(__always)
    private static func sample(
        _ pixels: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int, fixedX: Int, fixedY: Int
    ) -> UInt32 {
        let x0 = fixedX >> 8
        let y0 = fixedY >> 8
        let fx = UInt32(truncatingIfNeeded: fixedX & 0xFF)
        let fy = UInt32(truncatingIfNeeded: fixedY & 0xFF)
        // 0 ≤ x0 < width − 1 in one unsigned comparison (a negative x0 is a huge unsigned one).
        if UInt(bitPattern: x0) < UInt(bitPattern: width &- 1), UInt(bitPattern: y0) < UInt(bitPattern: height &- 1) {
            // Inside: the four neighbours without bounds tests.
            return bilinear(pixels + (y0 * stride + x0), stride: stride, fx: fx, fy: fy)
        }
        @inline(__always) func at(_ px: Int, _ py: Int) -> UInt32 {
            px >= 0 && py >= 0 && px < width && py < height ? pixels[py * stride + px] : 0
        }
        let top = mix(at(x0, y0), at(x0 + 1, y0), fx)
        let bottom = mix(at(x0, y0 + 1), at(x0 + 1, y0 + 1), fx)
        return mix(top, bottom, fy)
    }

    /// ⌊value⌋, within a 1/1024 of a unit, for |value| < 2⁵⁰, without the range check (and branches) of
    /// `Int(_: Double)`, which was a third of the inner loop: adding 1.5·2⁵² rounds to the nearest
    /// integer, held in the low bits of the sum; rounding `value` − 0.499 to nearest is flooring it,
    /// except for values less than 1/1000 below an integer, which round up (a weight 1/256 off, at
    /// most one level of a channel). Callers pass positions already checked to be near the image.
    @inline(__always)
    static func floorToInt(_ value: Double) -> Int {
        let magic = 6_755_399_441_055_744.0
        let sum = (value - 0.499) + magic
        return Int(truncatingIfNeeded: Int64(bitPattern: sum.bitPattern) &- Int64(bitPattern: magic.bitPattern))
    }

    /// The four pixels at `base`, `base + 1` and a row below, mixed as `mix` would (each channel
    /// `(a·(256 − w) + b·w) >> 8`, horizontally then vertically), all channels of both rows at once in
    /// 16-bit lanes: the largest sum, 255·256, fits.
    @inline(__always)
    static func bilinear(_ base: UnsafePointer<UInt32>, stride: Int, fx: UInt32, fy: UInt32) -> UInt32 {
        let top = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(base).loadUnaligned(as: SIMD8<UInt8>.self))
        let bottom = SIMD8<UInt16>(
            truncatingIfNeeded: UnsafeRawPointer(base + stride).loadUnaligned(as: SIMD8<UInt8>.self))
        let left = SIMD8(lowHalf: top.lowHalf, highHalf: bottom.lowHalf)
        let right = SIMD8(lowHalf: top.highHalf, highHalf: bottom.highHalf)
        let weightX = UInt16(truncatingIfNeeded: fx)
        let weightY = UInt16(truncatingIfNeeded: fy)
        let rows = (left &* (256 &- weightX) &+ right &* weightX) &>> 8
        let mixed = (rows.lowHalf &* (256 &- weightY) &+ rows.highHalf &* weightY) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: mixed), to: UInt32.self)
    }

    /// Mixes two premultiplied pixels, `weight`/256 of the second, two channels at a time.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
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
