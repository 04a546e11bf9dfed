internal import CCairo
internal import CRsvg
import FinchCore
import Foundation

/// Symbol images drawn with librsvg: each icon's SVG is parsed once, then drawn at any size as a mask
/// filled with the tint colour (symbolic icons are one flat colour; only their shape counts).
final class SymbolImages {
    /// Parsed icons by SF Symbols name; nil for names that have no icon (reported once).
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>?] = [:]

    deinit {
        for case let handle? in handles.values { g_object_unref(UnsafeMutableRawPointer(handle)) }
    }

    /// The icon's own size (its shape); nil for an unknown name or an unreadable icon.
    func shape(of name: String) -> CGSize? {
        guard let handle = handle(for: name) else { return nil }
        var width = 0.0
        var height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 else {
            return CGSize(width: 16, height: 16)
        }
        return CGSize(width: width, height: height)
    }

    /// Symbols drawn at a size and a place inside a device pixel, kept as masks (`RasterCache`).
    private let masks = RasterCache<SymbolMaskKey, RasterEntry>(capacity: 96, byteBudget: 1 << 20)

    /// How many symbol masks have been rasterised, for tests.
    var masksRasterised: Int { masks.rasterised }
    /// The bytes of pixels the kept masks take.
    var cachedBytes: Int { masks.bytes }

    /// Counts a painted frame for the masks' aging (`CacheAging`).
    func endFrame() { masks.endFrame() }

    /// Draws the icon filling `frame` in `tint` (or black).
    ///
    /// Where the context only moves and scales uniformly (nearly always), the icon's shape is rasterised once
    /// for its size and place inside a device pixel and then used as a mask at whole pixels; otherwise it is
    /// drawn into a group clipped to the frame.
    func draw(_ name: String, in frame: CGRect, tint: RGBA?, on cr: OpaquePointer) {
        guard let handle = handle(for: name) else { return }
        let color = tint ?? RGBA(red: 0, green: 0, blue: 0)
        let matrix = DeviceSpace.matrix(of: cr)
        if DeviceSpace.isUprightUniform(matrix) {
            drawMask(name, handle, in: frame, color: color, matrix: matrix, on: cr)
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Clipped first, so the group is the frame's size, not the whole damaged area's.
        cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        cairo_clip(cr)
        cairo_push_group(cr)
        render(handle, in: frame, on: cr)
        guard let mask = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_mask(cr, mask)
    }

    private func drawMask(
        _ name: String, _ handle: UnsafeMutablePointer<RsvgHandle>, in frame: CGRect, color: RGBA,
        matrix: cairo_matrix_t, on cr: OpaquePointer
    ) {
        let scale = matrix.xx
        guard let (phase, pixelX, pixelY) = PixelPhase.of(DeviceSpace.apply(matrix, to: frame.origin)) else { return }
        let size = CGSize(width: frame.width * scale, height: frame.height * scale)
        let key = SymbolMaskKey(
            name: name, width: Int((Double(size.width) * PixelPhase.steps).rounded()),
            height: Int((Double(size.height) * PixelPhase.steps).rounded()), phase: phase)
        let entry = masks.entry(for: key) {
            // The icon drawn at the pixel size, its origin at the phase inside the layer's first pixel.
            let start = phase.shift
            let pixels = CGRect(origin: start, size: size).insetBy(dx: -1, dy: -1)
            let layerMatrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
            guard let area = DeviceRect(covering: pixels), let layer = OffscreenLayer(area: area, matrix: layerMatrix)
            else { return nil }
            render(handle, in: CGRect(origin: start, size: size), on: layer.context)
            layer.flush()
            return RasterEntry(layer: layer, offset: CGPoint(x: Int(area.x), y: Int(area.y)))
        }
        guard let entry else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_mask_surface(cr, entry.layer.surface, pixelX + Double(entry.offset.x), pixelY + Double(entry.offset.y))
    }

    private func render(_ handle: UnsafeMutablePointer<RsvgHandle>, in frame: CGRect, on cr: OpaquePointer) {
        var viewport = RsvgRectangle(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        var error: UnsafeMutablePointer<GError>?
        _ = rsvg_handle_render_document(handle, cr, &viewport, &error)
        if let error { g_error_free(error) }
    }

    private func handle(for name: String) -> UnsafeMutablePointer<RsvgHandle>? {
        if let known = handles[name] { return known }
        let handle = load(name)
        handles[name] = handle
        return handle
    }

    private func load(_ name: String) -> UnsafeMutablePointer<RsvgHandle>? {
        if let svg = NumberedSymbols.svg(forSymbol: name) { return loadGenerated(svg, name: name) }
        // An enclosed form the theme has no icon of (`play.circle.fill`), before a filled name falls back
        // to its outline's icon.
        if SymbolCatalog.iconNames[name] == nil, let svg = EnclosedSymbols.svg(forSymbol: name) {
            return loadGenerated(svg, name: name)
        }
        guard let path = SymbolCatalog.file(forSymbol: name) else {
            ImageLoadWarnings.shared.warn(
                path: "systemName \"\(name)\"", reason: "no symbolic icon for this name; it draws nothing")
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unreadable"
            if let error { g_error_free(error) }
            ImageLoadWarnings.shared.warn(path: path, reason: message)
            return nil
        }
        // Some symbolic icons are drawn faint on purpose (Adwaita's outline star is at 35 % opacity);
        // an SF Symbol is one solid colour, so every shape is made opaque and the tint decides.
        let css = "* { fill-opacity: 1 !important; stroke-opacity: 1 !important; opacity: 1 !important; }"
        let bytes = Array(css.utf8)
        var cssError: UnsafeMutablePointer<GError>?
        _ = rsvg_handle_set_stylesheet(handle, bytes, gsize(bytes.count), &cssError)
        if let cssError { g_error_free(cssError) }
        return handle
    }
}

extension SymbolImages {
    /// A handle for an SVG Finch made (`NumberedSymbols`), or nil with a warning when librsvg refuses it.
    fileprivate func loadGenerated(_ svg: String, name: String) -> UnsafeMutablePointer<RsvgHandle>? {
        let bytes = Array(svg.utf8)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unreadable"
            if let error { g_error_free(error) }
            ImageLoadWarnings.shared.warn(path: "systemName \"\(name)\"", reason: message)
            return nil
        }
        return handle
    }
}

/// What decides a symbol mask's pixels: the icon, its size in 1/256 device pixel, where it starts inside a
/// device pixel.
struct SymbolMaskKey: Hashable {
    let name: String
    let width: Int
    let height: Int
    let phase: PixelPhase
}
