internal import CCairo
import Foundation

/// Resamples one offscreen layer onto another through a projective transform with pixman.
///
/// Cairo's own patterns are affine only; pixman, which Cairo's image backend is built on, also takes 3×3
/// projective transforms, so perspective costs one bilinear pass and no extra dependency.
enum PixmanWarp {
    /// Composites `source` OVER `destination`, where `transform` maps destination pixels to source pixels.
    ///
    /// Returns false when the transform cannot be expressed in pixman's 16.16 fixed point.
    @discardableResult
    static func composite(_ source: OffscreenLayer, onto destination: OffscreenLayer, transform: Matrix3) -> Bool {
        source.flush()
        destination.flush()
        guard let fixed = fixedTransform(transform, width: destination.area.width, height: destination.area.height),
            let sourceImage = image(for: source), let destinationImage = image(for: destination)
        else { return false }
        defer {
            pixman_image_unref(sourceImage)
            pixman_image_unref(destinationImage)
        }
        var matrix = fixed
        pixman_image_set_transform(sourceImage, &matrix)
        pixman_image_set_filter(sourceImage, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_composite32(
            PIXMAN_OP_OVER, sourceImage, nil, destinationImage, 0, 0, 0, 0, 0, 0,
            destination.area.width, destination.area.height)
        cairo_surface_mark_dirty(destination.surface)
        return true
    }

    /// A pixman view of the layer's pixels; Cairo's ARGB32 is pixman's premultiplied a8r8g8b8.
    private static func image(for layer: OffscreenLayer) -> OpaquePointer? {
        guard let data = layer.data else { return nil }
        let bits = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        return pixman_image_create_bits(
            PIXMAN_a8r8g8b8, layer.area.width, layer.area.height, bits, Int32(clamping: layer.stride))
    }

    /// Scales the homogeneous matrix (which leaves the mapping unchanged) so its largest entry is at most 256:
    /// small perspective terms then keep enough bits in 16.16 fixed point.
    ///
    /// pixman also holds each transformed coordinate, row · (x, y, 1), in 16.16 fixed point, which wraps
    /// above 32767; so the scale is further limited to keep those under 16384 over the whole destination.
    /// Without that limit, matrices with small entries overflowed and parts of a turned card were smeared.
    private static func fixedTransform(_ transform: Matrix3, width: Int32, height: Int32) -> pixman_transform? {
        let largest = transform.rows.joined().map(abs).max() ?? 0
        guard largest.isFinite, largest > 0 else { return nil }
        let corners = [(0, 0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))]
        let reach =
            transform.rows.flatMap { row in
                corners.map { abs(row[0] * $0.0 + row[1] * $0.1 + row[2]) }
            }.max() ?? 0
        guard reach.isFinite else { return nil }
        let k = reach > 0 ? min(256 / largest, 16384 / reach) : 256 / largest
        let r = transform.rows.map { $0.map { $0 * k } }
        var floating = pixman_f_transform(
            m: ((r[0][0], r[0][1], r[0][2]), (r[1][0], r[1][1], r[1][2]), (r[2][0], r[2][1], r[2][2])))
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &floating) != 0 else { return nil }
        return fixed
    }
}
