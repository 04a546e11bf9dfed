internal import CCairo
import FinchCore
import Foundation

/// A window's frame for headless pictures: the header bar GTK 4 makes for a window it decorates
/// client-side (GNOME on Wayland), drawn as GTK 4.8's Default (Adwaita) theme draws it, above the
/// window's content at the content's size.
///
/// GTK makes that bar a `GtkHeaderBar` with the `default-decoration` class when a window sets no title
/// bar of its own, as Finch's windows do (`gtkwindow.c`). The numbers and colours are the focused
/// window's, from the theme's CSS compiled into GTK 4.8.3 (`Default-light.css`):
/// - `headerbar`: a 1px `#bfb8b1` bottom border under `linear-gradient(to top, #dad6d2, #e1dedb)`;
/// - `headerbar.default-decoration`: `padding: 4px; min-height: 28px`, so the bar is 36pt and its border 1pt;
/// - `headerbar .title`: `font-weight: bold; padding: 0 12px`, in the foreground colour `#2e3436`, in GTK's
///   font when no desktop settings name one (`Sans 10`), ellipsized at its end;
/// - the close button: `windowcontrols button` in a default decoration is 26pt plus a 1pt transparent
///   border, round and transparent until hovered, 7pt after the title (`margin-left: 7px`), holding the
///   16pt `window-close-symbolic` icon, whose cross fills its middle 8pt.
///
/// Finch's choice, pinned by `WindowFrameTests`: the corners are square and there is no shadow (GTK
/// rounds the top corners by 8pt and draws a shadow outside the window where a compositor shows it), the
/// bar is always the focused window's, and the close button is the only window control (GNOME's
/// `appmenu:close` layout). The cross is drawn here, not read from GTK's icon.
package struct WindowFrame {
    /// The window's title, as the host sets it; an empty one draws no text, as GTK's header bar shows it.
    package var title: String

    /// The header bar's height in points, its bottom border included.
    package static let headerBarHeight: CGFloat = 37

    private static let barHeight: CGFloat = 36
    private static let barPadding: CGFloat = 4
    private static let buttonSize: CGFloat = 28
    private static let controlsMargin: CGFloat = 7
    private static let titlePadding: CGFloat = 12
    private static let iconInk: CGFloat = 8
    private static let font = "Sans Bold 10"
    private static let gradientTop = rgb(0xE1DEDB)
    private static let gradientBottom = rgb(0xDAD6D2)
    private static let border = rgb(0xBFB8B1)
    private static let foreground = rgb(0x2E3436)

    package init(title: String) {
        self.title = title
    }

    /// The framed window's size: the content's, and the header bar above it.
    package static func size(around contentSize: CGSize) -> CGSize {
        CGSize(width: contentSize.width, height: contentSize.height + headerBarHeight)
    }

    /// The window as PNG data: this frame, and `content` (the window's display list, laid out at
    /// `contentSize`) under it over white, at `scale` pixels per point; nil for a size no picture has.
    package func pngData(content: DisplayList, contentSize: CGSize, scale: CGFloat, renderer: CairoRenderer) -> Data? {
        let size = Self.size(around: contentSize)
        guard let pixels = CairoRenderer.pixelSize(size, scale: scale),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.width, pixels.height)
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, Double(scale), Double(scale))
        drawHeaderBar(width: Double(size.width), in: cr)
        cairo_save(cr)
        cairo_rectangle(cr, 0, Double(Self.headerBarHeight), Double(contentSize.width), Double(contentSize.height))
        cairo_clip(cr)
        cairo_translate(cr, 0, Double(Self.headerBarHeight))
        renderer.render(content, in: cr)
        cairo_restore(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return CairoPNGEncoder.encode(surface)
    }

    private func drawHeaderBar(width: Double, in cr: OpaquePointer) {
        let barHeight = Double(Self.barHeight)
        if let gradient = cairo_pattern_create_linear(0, 0, 0, barHeight) {
            Self.addStop(gradient, at: 0, Self.gradientTop)
            Self.addStop(gradient, at: 1, Self.gradientBottom)
            cairo_set_source(cr, gradient)
            cairo_rectangle(cr, 0, 0, width, barHeight)
            cairo_fill(cr)
            cairo_pattern_destroy(gradient)
        }
        Self.setSource(Self.border, in: cr)
        cairo_rectangle(cr, 0, barHeight, width, Double(Self.headerBarHeight - Self.barHeight))
        cairo_fill(cr)
        drawCloseButton(width: width, in: cr)
        drawTitle(width: width, in: cr)
    }

    /// The cross of `window-close-symbolic`: two strokes corner to corner of its 8pt square, cut square
    /// at the square's edges, centred in the round button at the bar's end.
    private func drawCloseButton(width: Double, in cr: OpaquePointer) {
        let button = Double(Self.buttonSize)
        let centerX = width - Double(Self.barPadding) - button / 2
        let centerY = Double(Self.barHeight) / 2
        let half = Double(Self.iconInk) / 2
        cairo_save(cr)
        cairo_rectangle(cr, centerX - half, centerY - half, 2 * half, 2 * half)
        cairo_clip(cr)
        Self.setSource(Self.foreground, in: cr)
        cairo_set_line_width(cr, 2)
        let reach = half + 1
        cairo_move_to(cr, centerX - reach, centerY - reach)
        cairo_line_to(cr, centerX + reach, centerY + reach)
        cairo_move_to(cr, centerX + reach, centerY - reach)
        cairo_line_to(cr, centerX - reach, centerY + reach)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// The title, centred in the bar's width (and between the close button and its mirror at the
    /// start, so a long title is ellipsized where GTK would), and in the bar's height.
    private func drawTitle(width: Double, in cr: OpaquePointer) {
        guard !title.isEmpty, let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let controls = Double(Self.barPadding + Self.buttonSize + Self.controlsMargin)
        let available = width - 2 * controls - 2 * Double(Self.titlePadding)
        guard available > 0 else { return }
        pango_layout_set_text(layout, title, Int32(clamping: title.utf8.count))
        if let description = pango_font_description_from_string(Self.font) {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_width(layout, Int32(clamping: Int(available * Double(finch_pango_scale))))
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let textWidth = Double(logical.width) / Double(finch_pango_scale)
        let textHeight = Double(logical.height) / Double(finch_pango_scale)
        let x = (width - textWidth) / 2 - Double(logical.x) / Double(finch_pango_scale)
        let y = ((Double(Self.barHeight) - textHeight) / 2).rounded()
        Self.setSource(Self.foreground, in: cr)
        cairo_move_to(cr, x.rounded(), y)
        pango_cairo_show_layout(cr, layout)
    }

    private static func rgb(_ hex: UInt32) -> RGBA {
        RGBA(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }

    private static func setSource(_ color: RGBA, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    private static func addStop(_ pattern: OpaquePointer, at offset: Double, _ color: RGBA) {
        cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.opacity)
    }
}
