internal import CCairo
import Foundation

/// Shows a Pango layout whose colour glyphs (bitmap emoji) Finch draws itself, from one picture per glyph at
/// its font's strike, and whose other glyphs, decorations and backgrounds Pango draws as always.
///
/// Cairo renders a bitmap colour glyph once for every size and scale it is drawn at and keeps that image
/// in the scaled font, and it keeps up to 256 scaled fonts after their last user lets them go. A card game
/// meets its emoji at ever new sizes (each theme's card count, each window size, each motion step), so
/// those images filled the C heap for minutes of play (a heap profile of a Memorize soak found most of its
/// growth there), beside the rasters Finch keeps anyway. Here a glyph's strike picture is decoded once and
/// kept in a small cache bounded by bytes, and each draw resamples it exactly as Cairo would (the same
/// scale, the same `CAIRO_FILTER_GOOD`, the glyph's box placed at the rounded pen position), so a
/// picture is the same as Cairo's.
final class ColorGlyphPainter {
    /// Strike pictures by face and glyph: Noto Color Emoji's are 136 × 128 pixels, about 70 kB each. Only
    /// rasterising a text needs them (its picture is kept by the renderer), so a few dozen are enough.
    private let strikes = RasterCache<ColorGlyphKey, ColorGlyphStrike>(capacity: 64, byteBudget: 2 << 20)
    /// Each face's strike size in pixels per em, or nil for a face that is not drawn from colour bitmaps.
    private var strikeSizes: [String: CGSize?] = [:]
    /// Faces by font, for the fonts of one layout (a font is asked for its face name once per show).
    private var faceNames: [OpaquePointer: String?] = [:]

    /// False to let Cairo draw colour glyphs as before: tests compare the two pictures.
    var drawsColorGlyphs = true

    /// How many strike pictures were decoded, for tests.
    var strikesDecoded: Int { strikes.rasterised }

    /// The bytes the strike pictures take.
    var bytes: Int { strikes.bytes }

    /// Draws `layout` on `cr` at user space's origin, in `cr`'s source colour.
    func show(_ layout: OpaquePointer, in cr: OpaquePointer) {
        defer { faceNames.removeAll(keepingCapacity: true) }
        let hidden = drawsColorGlyphs ? colorGlyphs(of: layout, in: cr) : []
        guard !hidden.isEmpty else {
            pango_cairo_show_layout(cr, layout)
            return
        }
        // Pango draws the rest with the colour glyphs turned into empty ones, which it skips.
        for glyph in hidden { glyph.info.pointee.glyph = Self.emptyGlyph }
        pango_cairo_show_layout(cr, layout)
        for glyph in hidden { glyph.info.pointee.glyph = glyph.id }
        for glyph in hidden { paint(glyph, on: cr) }
    }

    /// Counts a painted frame for the cache's aging.
    func endFrame() {
        strikes.endFrame()
    }

    /// A colour glyph found in a layout: where its id is stored, the id, its strike picture and where its
    /// pen position falls in device pixels, and its size in device pixels per em.
    private struct FoundGlyph {
        let info: UnsafeMutablePointer<PangoGlyphInfo>
        let id: PangoGlyph
        let strike: ColorGlyphStrike
        let strikeSize: CGSize
        let pen: CGPoint
        let pixelsPerEm: CGSize
    }

    /// Pango's glyph that draws nothing (`PANGO_GLYPH_EMPTY`), and the flag of a glyph the font lacks.
    private static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF
    private static let unknownGlyphFlag: PangoGlyph = 0x1000_0000

    private func colorGlyphs(of layout: OpaquePointer, in cr: OpaquePointer) -> [FoundGlyph] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var found: [FoundGlyph] = []
        repeat {
            guard let run = pango_layout_iter_get_run(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator) - run.pointee.y_offset
            collect(run, penX: logical.x, baseline: baseline, in: cr, into: &found)
        } while pango_layout_iter_next_run(iterator) != 0
        return found
    }

    private func collect(
        _ run: UnsafeMutablePointer<PangoGlyphItem>, penX: Int32, baseline: Int32, in cr: OpaquePointer,
        into found: inout [FoundGlyph]
    ) {
        guard let item = run.pointee.item, let glyphs = run.pointee.glyphs, let infos = glyphs.pointee.glyphs,
            let font = item.pointee.analysis.font, let face = faceName(of: font),
            let strikeSize = strikeSize(of: face, font: font)
        else { return }
        var yScale = 0.0
        let xScale = finch_font_matrix_scale(font, &yScale)
        var deviceScale = cairo_matrix_t()
        cairo_get_matrix(cr, &deviceScale)
        let perEm = CGSize(width: xScale * deviceScale.xx, height: yScale * deviceScale.yy)
        var x = penX
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
            let info = infos + index
            let geometry = info.pointee.geometry
            defer { x += geometry.width }
            let id = info.pointee.glyph
            guard id & Self.unknownGlyphFlag == 0,
                let strike = strike(of: id, face: face, font: font)
            else { continue }
            var penX = Double(x + geometry.x_offset) / Double(finch_pango_scale)
            var penY = Double(baseline + geometry.y_offset) / Double(finch_pango_scale)
            cairo_user_to_device(cr, &penX, &penY)
            found.append(
                FoundGlyph(
                    info: info, id: id, strike: strike, strikeSize: strikeSize, pen: CGPoint(x: penX, y: penY),
                    pixelsPerEm: perEm))
        }
    }

    private func faceName(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        let key = OpaquePointer(font)
        if let known = faceNames[key] { return known }
        var buffer = [CChar](repeating: 0, count: 4096)
        let name =
            finch_font_face_name(font, &buffer, Int32(buffer.count)) == 1
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        faceNames[key] = name
        return name
    }

    private func strikeSize(of face: String, font: UnsafeMutablePointer<PangoFont>) -> CGSize? {
        if let known = strikeSizes[face] { return known }
        var (x, y) = (0.0, 0.0)
        let size = finch_font_color_strike(font, &x, &y) == 1 && x > 0 && y > 0 ? CGSize(width: x, height: y) : nil
        strikeSizes[face] = size
        return size
    }

    private func strike(of glyph: PangoGlyph, face: String, font: UnsafeMutablePointer<PangoFont>) -> ColorGlyphStrike?
    {
        strikes.entry(for: ColorGlyphKey(face: face, glyph: glyph)) {
            var (left, top): (Int32, Int32) = (0, 0)
            guard let surface = finch_color_glyph_strike(font, glyph, &left, &top) else { return nil }
            return ColorGlyphStrike(surface: surface, left: Int(left), top: Int(top))
        }
    }

    /// Paints the strike picture resampled to the glyph's size, as Cairo's FreeType backend does: the picture
    /// scaled about the glyph origin into the whole pixels covering it, that box placed at the pen position
    /// rounded to a pixel, and sampled with the default (good) filter.
    private func paint(_ glyph: FoundGlyph, on cr: OpaquePointer) {
        let scaleX = Double(glyph.pixelsPerEm.width / glyph.strikeSize.width)
        let scaleY = Double(glyph.pixelsPerEm.height / glyph.strikeSize.height)
        guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite else { return }
        let strike = glyph.strike
        let (left, top) = (Double(strike.left), Double(strike.top))
        let boxMinX = (scaleX * left).rounded(.down)
        let boxMaxX = (scaleX * (left + Double(strike.width))).rounded(.up)
        let boxMinY = (-scaleY * top).rounded(.down)
        let boxMaxY = (scaleY * (Double(strike.height) - top)).rounded(.up)
        let penX = (Double(glyph.pen.x) + 0.5).rounded(.down)
        let penY = (Double(glyph.pen.y) + 0.5).rounded(.down)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, penX + boxMinX, penY + boxMinY, boxMaxX - boxMinX, boxMaxY - boxMinY)
        cairo_clip(cr)
        cairo_set_source_surface(cr, strike.surface, 0, 0)
        // Device pixel → strike pixel: the glyph origin sits at the rounded pen and at (−left, top) in the strike.
        var matrix = cairo_matrix_t(
            xx: 1 / scaleX, yx: 0, xy: 0, yy: 1 / scaleY, x0: -penX / scaleX - left, y0: -penY / scaleY + top)
        cairo_pattern_set_matrix(cairo_get_source(cr), &matrix)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }
}

/// A colour glyph of a face, by the face's file and index and the glyph's id.
struct ColorGlyphKey: Hashable {
    let face: String
    let glyph: PangoGlyph
}

/// A colour glyph's picture at its font's strike, and where the glyph origin lies from its top-left pixel.
final class ColorGlyphStrike: CachedPicture {
    let surface: OpaquePointer
    /// The picture's first column is `left` pixels right of the glyph origin, its first row `top` above it.
    let left: Int
    let top: Int
    let width: Int
    let height: Int

    init(surface: OpaquePointer, left: Int, top: Int) {
        self.surface = surface
        (self.left, self.top) = (left, top)
        (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    deinit { cairo_surface_destroy(surface) }

    var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * height }
}
