internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Fills the current path with a blur of what is already drawn under it (the tint is filled after, by
    /// the caller). Reads the target's pixels, so it works on image surfaces only (windows, snapshots,
    /// offscreen layers); elsewhere only the tint shows. The blur reads only the pixels under the path's
    /// bounds (edges repeat): a retained picture repaints a material whole (`DisplayList.damage`), so what
    /// it reads is always freshly drawn content, never its own earlier result.
    func drawBackdrop(_ material: BackdropMaterial, in cr: OpaquePointer) {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return }
        var extents = (0.0, 0.0, 0.0, 0.0)
        cairo_fill_extents(cr, &extents.0, &extents.1, &extents.2, &extents.3)
        let matrix = DeviceSpace.matrix(of: cr)
        let area = DeviceSpace.bounds(
            of: DeviceSpace.corners(of: Self.rect(extents)).map { DeviceSpace.apply(matrix, to: $0) }
        ).intersection(DeviceSpace.clipExtents(of: cr))
        guard !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite else { return }
        var offset = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offset.0, &offset.1)
        let surfaceWidth = Int(cairo_image_surface_get_width(target))
        let surfaceHeight = Int(cairo_image_surface_get_height(target))
        let x0 = max(0, Int((Double(area.minX) + offset.0).rounded(.down)))
        let y0 = max(0, Int((Double(area.minY) + offset.1).rounded(.down)))
        let x1 = min(surfaceWidth, Int((Double(area.maxX) + offset.0).rounded(.up)))
        let y1 = min(surfaceHeight, Int((Double(area.maxY) + offset.1).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return }
        let sigma = Double(material.radius) / 2 * DeviceSpace.scale(of: matrix)
        let factor = BackdropBlur.factor(sigma: sigma)
        let blur = BackdropBlur(
            source: data, stride: Int(cairo_image_surface_get_stride(target)), x: x0, y: y0, columns: x1 - x0,
            rows: y1 - y0, factor: factor, sigma: sigma)
        paintBlur(blur, at: (Double(x0) - offset.0, Double(y0) - offset.1), factor: factor, in: cr)
    }

    /// Fills the current path (kept) with `blur` enlarged by `factor`, its top-left pixel at `origin` in
    /// device space.
    func paintBlur(_ blur: BackdropBlur, at origin: (Double, Double), factor: Int, in cr: OpaquePointer) {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(blur.width), Int32(blur.height))
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(image)
        else { return }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        blur.pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<blur.height {
                (pixels + row * stride).update(from: base + row * blur.width * 4, count: blur.width * 4)
            }
        }
        cairo_surface_mark_dirty(image)
        guard let pattern = cairo_pattern_create_for_surface(image) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / Double(factor), 1 / Double(factor))
        cairo_matrix_translate(&matrix, -origin.0, -origin.1)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        // The path is kept in device space, so it stays where it is under the identity matrix.
        cairo_identity_matrix(cr)
        cairo_set_source(cr, pattern)
        cairo_fill_preserve(cr)
        cairo_restore(cr)
    }
}
