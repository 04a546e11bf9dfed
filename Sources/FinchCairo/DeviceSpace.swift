internal import CCairo
import FinchCore
import Foundation

/// A whole-pixel rectangle in a Cairo context's device space.
struct DeviceRect: Equatable {
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32

    /// The largest side an offscreen buffer may have; bigger requests are clipped to the visible area first.
    static let maximumSide: Int32 = 16384

    /// The pixels covering `rect`, or nil when it is empty, not finite or absurdly large.
    init?(covering rect: CGRect) {
        let minX = Double(rect.minX).rounded(.down)
        let minY = Double(rect.minY).rounded(.down)
        let maxX = Double(rect.maxX).rounded(.up)
        let maxY = Double(rect.maxY).rounded(.up)
        let side = Double(Self.maximumSide)
        guard [minX, minY, maxX, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 }),
            maxX > minX, maxY > minY, maxX - minX <= side, maxY - minY <= side
        else { return nil }
        (x, y, width, height) = (Int32(minX), Int32(minY), Int32(maxX - minX), Int32(maxY - minY))
    }
}

/// Helpers for moving between a context's user space (points) and device space (pixels).
enum DeviceSpace {
    /// The context's user-to-device matrix.
    static func matrix(of cr: OpaquePointer) -> cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix
    }

    static func matrix(_ transform: Transform2D) -> cairo_matrix_t {
        cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
    }

    /// How many device pixels one point spans at most, so offscreen buffers are never coarser than the target.
    static func scale(of matrix: cairo_matrix_t) -> Double {
        let scale = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// True when the matrix only scales uniformly and moves, so glyph bitmaps can be drawn directly.
    static func isUprightUniform(_ matrix: cairo_matrix_t) -> Bool {
        matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0 && abs(matrix.xx - matrix.yy) < 1e-9
    }

    static func apply(_ matrix: cairo_matrix_t, to point: CGPoint) -> CGPoint {
        let (x, y) = (Double(point.x), Double(point.y))
        return CGPoint(x: matrix.xx * x + matrix.xy * y + matrix.x0, y: matrix.yx * x + matrix.yy * y + matrix.y0)
    }

    /// The current clip's bounding box in device pixels.
    static func clipExtents(of cr: OpaquePointer) -> CGRect {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        var extents = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &extents.0, &extents.1, &extents.2, &extents.3)
        return CairoRenderer.rect(extents)
    }

    /// The bounding box of `points`.
    static func bounds(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
    }
}
