internal import CCairo
import Foundation

/// An ARGB32 image surface standing for a rectangle of a parent context's device space, with its own context.
///
/// Shadows, perspective and rotated colour emoji all need pixels they can read or resample, so they draw here
/// first and composite the result onto the parent.
final class OffscreenLayer {
    let surface: OpaquePointer
    let context: OpaquePointer
    /// Where the layer's top-left pixel sits in the parent's device space.
    let area: DeviceRect

    /// A transparent layer over `area`; its context draws with `matrix` (user → parent device space).
    init?(area: DeviceRect, matrix: cairo_matrix_t) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, area.width, area.height) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        var local = matrix
        local.x0 -= Double(area.x)
        local.y0 -= Double(area.y)
        cairo_set_matrix(context, &local)
        (self.surface, self.context, self.area) = (surface, context, area)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Pixels as 32-bit premultiplied ARGB words; valid after `flush()`.
    var data: UnsafeMutablePointer<UInt8>? { cairo_image_surface_get_data(surface) }
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Tells Cairo the pixels were written directly.
    func markDirty() {
        cairo_surface_mark_dirty(surface)
    }

    /// Finishes pending drawing so the pixel data can be read directly.
    func flush() {
        cairo_surface_flush(surface)
    }

    /// Paints the layer onto `cr` at its device position, through `cr`'s clip.
    func paint(onto cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(area.x), Double(area.y))
        cairo_paint(cr)
    }
}
