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

    /// Draws the icon filling `frame` in `tint` (or black).
    func draw(_ name: String, in frame: CGRect, tint: RGBA?, on cr: OpaquePointer) {
        guard let handle = handle(for: name) else { return }
        let color = tint ?? RGBA(red: 0, green: 0, blue: 0)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_push_group(cr)
        var viewport = RsvgRectangle(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        var error: UnsafeMutablePointer<GError>?
        _ = rsvg_handle_render_document(handle, cr, &viewport, &error)
        if let error { g_error_free(error) }
        guard let mask = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_mask(cr, mask)
    }

    private func handle(for name: String) -> UnsafeMutablePointer<RsvgHandle>? {
        if let known = handles[name] { return known }
        let handle = load(name)
        handles[name] = handle
        return handle
    }

    private func load(_ name: String) -> UnsafeMutablePointer<RsvgHandle>? {
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
