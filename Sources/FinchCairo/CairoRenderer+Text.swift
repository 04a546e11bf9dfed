internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws a paragraph at its frame with the same layout the measurer produced.
    func drawText(_ run: TextRun, in cr: OpaquePointer) {
        let frame = run.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, !run.layout.string.isEmpty else { return }
        let natural = layouts.measurement(of: run.layout).size.width
        let (width, shift) = Self.fitToFrame(run, natural: natural)
        let origin = CGPoint(x: frame.minX + shift, y: frame.minY)
        let matrix = DeviceSpace.matrix(of: cr)
        let upright = !DeviceSpace.isUprightUniform(matrix) && Self.hasColorGlyphs(run.layout.string)
        layouts.withLayout(for: run.layout, wrapWidth: width) { layout in
            if upright {
                drawUpright(layout, at: origin, scale: DeviceSpace.scale(of: matrix), in: cr)
            } else {
                cairo_save(cr)
                defer { cairo_restore(cr) }
                cairo_set_source_rgb(cr, 0, 0, 0)
                cairo_move_to(cr, Double(origin.x), Double(origin.y))
                pango_cairo_show_layout(cr, layout)
            }
        }
    }

    /// The wrap width, in Pango units, that lets lines align inside the frame's width (nil: the layout's own), and
    /// how far to shift the layout horizontally.
    ///
    /// The wrap width is never below the measured width (so no new line breaks appear) nor above `maxWidth`
    /// (so lines do not merge); what is left of a wider frame is covered by shifting the whole layout.
    private static func fitToFrame(_ run: TextRun, natural: CGFloat) -> (width: Int32?, shift: CGFloat) {
        let request = run.layout
        guard request.maxWidth != nil || request.alignment != .leading else { return (nil, 0) }
        let frameWidth = run.frame.width.isFinite ? max(0, run.frame.width) : natural
        var width = max(frameWidth, natural)
        if let maxWidth = request.maxWidth, maxWidth.isFinite { width = min(width, max(maxWidth, natural)) }
        let spare = max(0, frameWidth - width)
        switch request.alignment {
        case .leading: return (PangoLayoutBuilder.pangoUnits(width), 0)
        case .center: return (PangoLayoutBuilder.pangoUnits(width), spare / 2)
        case .trailing: return (PangoLayoutBuilder.pangoUnits(width), spare)
        }
    }

    /// Colour emoji are bitmap glyphs that Cairo draws upright and unscaled whatever the matrix, so such text is
    /// rasterised unrotated at the device scale and composited through the transform like an image.
    private func drawUpright(_ layout: OpaquePointer, at origin: CGPoint, scale: Double, in cr: OpaquePointer) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        let region = Self.cgRect(ink).union(Self.cgRect(logical)).insetBy(dx: -1, dy: -1)
        let pixels = CGRect(x: 0, y: 0, width: region.width * scale, height: region.height * scale)
        let matrix = cairo_matrix_t(
            xx: scale, yx: 0, xy: 0, yy: scale, x0: -Double(region.minX) * scale, y0: -Double(region.minY) * scale)
        guard let area = DeviceRect(covering: pixels), let layer = OffscreenLayer(area: area, matrix: matrix) else {
            return
        }
        cairo_set_source_rgb(layer.context, 0, 0, 0)
        pango_cairo_show_layout(layer.context, layout)
        layer.flush()
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(origin.x + region.minX), Double(origin.y + region.minY))
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, layer.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }

    /// True when the text contains characters fontconfig will take from the colour emoji font.
    static func hasColorGlyphs(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    private static func cgRect(_ rect: PangoRectangle) -> CGRect {
        CGRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.width), height: Int(rect.height))
    }
}
