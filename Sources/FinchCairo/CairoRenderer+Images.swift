internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Scales the decoded image into its frame; with a tint, the image's alpha masks a fill of the tint colour.
    func drawImage(_ run: ImageRun, in cr: OpaquePointer) {
        let frame = run.frame.standardized
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite,
            frame.minY.isFinite
        else { return }
        let surface: OpaquePointer?
        var approximate = false
        let deviceScale = DeviceSpace.scale(of: DeviceSpace.matrix(of: cr))
        let pixels = CGSize(width: frame.width * deviceScale, height: frame.height * deviceScale)
        switch run.source {
        case .file(let path):
            surface = images.surface(forFile: path, drawnAt: pixels)
        case .pixels(let buffer) where motion.isActive:
            let found = images.motionSurface(for: buffer, drawnAt: pixels)
            surface = found.surface
            approximate = found.approximate
            if found.approximate { motion.record(Self.deviceBounds(of: frame, under: DeviceSpace.matrix(of: cr))) }
        case .pixels(let buffer):
            surface = images.surface(for: buffer, drawnAt: pixels)
        case .symbol(let name):
            images.symbols.draw(name, in: frame, tint: run.tint, on: cr)
            return
        }
        guard let surface, let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let scaleX = Double(cairo_image_surface_get_width(surface)) / Double(frame.width)
        let scaleY = Double(cairo_image_surface_get_height(surface)) / Double(frame.height)
        // The pattern matrix maps user space to image pixels.
        var matrix = cairo_matrix_t(
            xx: scaleX, yx: 0, xy: 0, yy: scaleY, x0: -Double(frame.minX) * scaleX, y0: -Double(frame.minY) * scaleY)
        cairo_pattern_set_matrix(pattern, &matrix)
        // An approximation in motion is bilinear whatever it shrinks: Cairo's GOOD filter convolves the
        // whole source, what the approximation is there to avoid.
        let filter =
            approximate
            ? CAIRO_FILTER_BILINEAR : Self.filter(run.interpolation, shrink: max(scaleX, scaleY) / deviceScale)
        cairo_pattern_set_filter(pattern, filter)
        // Padding keeps the edge pixels solid instead of fading them against transparency.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        if let tint = run.tint {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.opacity)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// GOOD rather than BEST for high quality: Cairo 1.16's BEST is many times slower for little visible gain.
    /// `shrink` is image pixels per device pixel: up to 1/0.75 (a cached copy is at most a quarter-octave
    /// larger than drawn), bilinear filtering looks as good as GOOD and is many times faster than the
    /// convolution GOOD may use.
    private static func filter(_ interpolation: ImageRun.Interpolation, shrink: Double) -> cairo_filter_t {
        switch interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .medium, .high:
            return shrink.isFinite && shrink <= 1 / Double(PixelSurfaceCache.directShrink)
                ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
        }
    }
}
