internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws `request` from a raster made at the motion step above the context's scale (`MotionScale`), when
    /// the frame may approximate (`MotionPainting`) and that scale is not a step itself; false when it did
    /// not draw, so the caller draws exactly.
    ///
    /// A text under a scale that changes every frame (a pinch, a zoom animation) would otherwise be
    /// rasterised, or its glyphs rendered again, at each new scale; with steps an eighth of an octave apart,
    /// one raster serves every frame until the scale crosses a step.
    func drawApproximately(
        _ request: TextLayoutRequest, wrapWidth: Int32?, at origin: CGPoint, matrix: cairo_matrix_t,
        in cr: OpaquePointer
    ) -> Bool {
        guard motion.isActive, let step = MotionScale.step(for: DeviceSpace.scale(of: matrix)) else { return false }
        let key = MotionTextKey(request: request, wrapWidth: wrapWidth, step: step)
        guard let entry = motionTexts.entry(for: key, make: { rasterise(request, wrapWidth: wrapWidth, scale: step) })
        else { return true }
        let placed = CGPoint(x: origin.x + entry.offset.x, y: origin.y + entry.offset.y)
        let size = CGSize(
            width: Double(entry.layer.area.width) / step, height: Double(entry.layer.area.height) / step)
        motion.record(Self.deviceBounds(of: CGRect(origin: placed, size: size), under: matrix))
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(placed.x), Double(placed.y))
        cairo_scale(cr, 1 / step, 1 / step)
        cairo_set_source_surface(cr, entry.layer.surface, 0, 0)
        // Shrunk by less than an eighth of an octave: bilinear loses nothing a moving picture shows.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        return true
    }

    /// The device pixels `rect` (user space under `matrix`) covers, grown by a pixel for filtering.
    static func deviceBounds(of rect: CGRect, under matrix: cairo_matrix_t) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { DeviceSpace.apply(matrix, to: $0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).insetBy(dx: -1, dy: -1)
    }
}
