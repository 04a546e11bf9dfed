internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws a paragraph at its frame with the same layout the measurer produced.
    func drawText(_ run: TextRun, in cr: OpaquePointer) {
        let frame = run.frame
        // Spans asked one by one: joining them into one string allocated on every draw.
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, run.layout.spans.contains(where: { !$0.string.isEmpty })
        else { return }
        let (width, shift) = Self.fitToFrame(run) { layouts.measurement(of: run.layout).size.width }
        let origin = CGPoint(x: frame.minX + shift, y: frame.minY)
        let matrix = DeviceSpace.matrix(of: cr)
        if drawApproximately(run.layout, wrapWidth: width, at: origin, matrix: matrix, in: cr) { return }
        if run.layout.spans.contains(where: { Self.hasColorGlyphs($0.string) }) {
            if DeviceSpace.isUprightUniform(matrix) {
                drawColorText(run.layout, wrapWidth: width, at: origin, matrix: matrix, in: cr)
            } else {
                // The scale of a rotating matrix wobbles in its last bits; rounded to 1/256 pixel per point
                // (finer than the resampling shows), every angle shares one picture.
                let scale = max(1.0 / 256, (DeviceSpace.scale(of: matrix) * 256).rounded() / 256)
                drawUpright(run.layout, wrapWidth: width, at: origin, scale: scale, in: cr)
            }
            return
        }
        layouts.withLayout(for: run.layout, wrapWidth: width) { layout in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// The wrap width, in Pango units, that lets lines align inside the frame's width (nil: the layout's own), and
    /// how far to shift the layout horizontally.
    ///
    /// The wrap width is never below the measured width (so no new line breaks appear) nor above `maxWidth`
    /// (so lines do not merge); what is left of a wider frame is covered by shifting the whole layout.
    ///
    /// `naturalWidth` is asked only when needed: a leading text without a width limit, most text, is drawn
    /// without looking its measurement up.
    private static func fitToFrame(_ run: TextRun, naturalWidth: () -> CGFloat) -> (width: Int32?, shift: CGFloat) {
        let request = run.layout
        guard request.maxWidth != nil || request.alignment != .leading else { return (nil, 0) }
        let natural = naturalWidth()
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

    /// Text with colour glyphs under a matrix that only moves and scales uniformly: rasterised once for
    /// its position inside a device pixel (`RasterCache`) and copied at whole pixels.
    private func drawColorText(
        _ request: TextLayoutRequest, wrapWidth: Int32?, at origin: CGPoint, matrix: cairo_matrix_t,
        in cr: OpaquePointer
    ) {
        guard let (phase, pixelX, pixelY) = PixelPhase.of(DeviceSpace.apply(matrix, to: origin)) else { return }
        let key = ColorTextKey(request: request, wrapWidth: wrapWidth, scale: matrix.xx, phase: phase)
        let entry = colorTexts.entry(for: key) {
            rasterise(request, wrapWidth: wrapWidth, scale: matrix.xx, shift: phase.shift)
        }
        guard let entry else { return }
        OffscreenLayer.paint(entry, atPixel: pixelX, pixelY, on: cr)
    }

    /// Colour emoji are bitmap glyphs that Cairo draws upright and unscaled whatever the matrix, so such text is
    /// rasterised unrotated at the device scale (once: `RasterCache`) and composited through the transform
    /// like an image.
    private func drawUpright(
        _ request: TextLayoutRequest, wrapWidth: Int32?, at origin: CGPoint, scale: Double, in cr: OpaquePointer
    ) {
        let key = ColorTextKey(request: request, wrapWidth: wrapWidth, scale: scale, phase: nil)
        guard let entry = colorTexts.entry(for: key, make: { rasterise(request, wrapWidth: wrapWidth, scale: scale) })
        else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(origin.x + entry.offset.x), Double(origin.y + entry.offset.y))
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, entry.layer.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }

    /// The text drawn at `scale` pixels per point into a layer covering its ink and logical extents.
    ///
    /// With `shift` (the origin's place inside a device pixel), the entry's offset is in pixels from the
    /// pixel holding the origin; without it, in points from the origin.
    func rasterise(
        _ request: TextLayoutRequest, wrapWidth: Int32?, scale: Double, shift: CGPoint? = nil
    ) -> RasterEntry? {
        layouts.withLayout(for: request, wrapWidth: wrapWidth) { layout -> RasterEntry? in
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, &ink, &logical)
            let region = Self.cgRect(ink).union(Self.cgRect(logical)).insetBy(dx: -1, dy: -1)
            let start = shift ?? CGPoint(x: -region.minX * scale, y: -region.minY * scale)
            let pixels = CGRect(
                x: start.x + region.minX * scale, y: start.y + region.minY * scale, width: region.width * scale,
                height: region.height * scale)
            let matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: Double(start.x), y0: Double(start.y))
            guard let area = DeviceRect(covering: pixels), let layer = OffscreenLayer(area: area, matrix: matrix) else {
                return nil
            }
            cairo_set_source_rgb(layer.context, 0, 0, 0)
            colorGlyphs.show(layout, in: layer.context)
            layer.flush()
            let offset =
                shift == nil ? CGPoint(x: region.minX, y: region.minY) : CGPoint(x: Int(area.x), y: Int(area.y))
            return RasterEntry(layer: layer, offset: offset)
        } ?? nil
    }

    /// True when the text contains characters fontconfig will take from the colour emoji font.
    static func hasColorGlyphs(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    private static func cgRect(_ rect: PangoRectangle) -> CGRect {
        CGRect(x: Int(rect.x), y: Int(rect.y), width: Int(rect.width), height: Int(rect.height))
    }
}

/// What decides the pixels of a text with colour glyphs: its layout, wrap width and device scale, and where
/// its origin falls inside a device pixel (nil for a picture drawn upright and then transformed as an image,
/// whose position does not decide its pixels).
struct ColorTextKey: Hashable {
    let request: TextLayoutRequest
    let wrapWidth: Int32?
    let scale: Double
    let phase: PixelPhase?
}
