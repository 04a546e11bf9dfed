internal import CCairo
import FinchCore
import Foundation

/// Paints display lists with Cairo, Pango and gdk-pixbuf, onto a window's context or into a PNG.
///
/// Used from the main actor only, like the rest of painting; it keeps caches and is deliberately not Sendable.
public final class CairoRenderer {
    /// Laid-out text, kept while it is unchanged; `CairoBackend` shares it with its text measurer.
    let layouts: PangoLayoutCache
    let images: PixbufImageLoader
    /// Flat pictures of groups drawn in perspective, reused while only their projection changes
    /// (a card turning keeps its face); see `CairoRenderer+Projection`.
    let flatLayers = FlatLayerCache()
    /// Text with colour emoji, rasterised once and copied (see `CairoRenderer+Text`).
    let colorTexts = RasterCache<ColorTextKey, RasterEntry>(capacity: 128, byteBudget: colorTextBytes)
    /// The most pixels, in bytes, `colorTexts` keeps: a few screens of large emoji.
    package static let colorTextBytes = 2 << 20
    /// Text drawn from rasters at motion steps while the frame may approximate (`CairoRenderer+Motion`):
    /// larger, since a zooming canvas shows every text it holds at the same step.
    let motionTexts = RasterCache<MotionTextKey, RasterEntry>(capacity: 512, byteBudget: 4 << 20)
    /// Draws the colour emoji of the texts above from one picture per glyph (`ColorGlyphPainter`).
    let colorGlyphs = ColorGlyphPainter()
    /// Whether the frame being painted may approximate, and where it did (`RetainedSurface` sets it).
    let motion = MotionPainting()
    /// The surface `paint(_:size:scale:background:)` draws on, kept between calls of one size.
    private let scratch = ScratchSurface()

    /// Pass the loader the `PixbufImageMeasurer` uses so each image is decoded once and reported once.
    public convenience init(images: PixbufImageLoader = PixbufImageLoader()) {
        self.init(images: images, layouts: PangoLayoutCache())
    }

    /// Pass the cache the `PangoTextMeasurer` uses too, so a text measured is drawn with the same Pango layout.
    package init(images: PixbufImageLoader, layouts: PangoLayoutCache) {
        self.images = images
        self.layouts = layouts
    }

    /// How many Pango layouts text measuring and drawing have made through this renderer's cache.
    package var textLayoutsMade: Int { layouts.layoutsMade }
    /// The laid-out texts kept, the fonts they use, and how often Pango's font caches were cleared (`PangoLayoutCache`).
    package var textCache: (layouts: Int, fonts: Int, fontCachesCleared: Int) {
        (layouts.count, layouts.fontCount, layouts.fontCachesCleared)
    }

    /// How many pictures of text with colour emoji this renderer has rasterised (`RasterCache`).
    package var colorTextsRasterised: Int { colorTexts.rasterised }
    /// The bytes of pixels the colour-text and motion caches keep (what `FINCH_REPORT_MEMORY` reports).
    package var rasterCacheBytes: Int {
        colorTexts.bytes + motionTexts.bytes + images.symbols.cachedBytes + colorGlyphs.bytes
    }

    /// The bytes of decoded image files and scaled copies of pictures the renderer keeps (`PixbufImageLoader`).
    package var imageCacheBytes: Int { images.cachedBytes }

    /// How many colour glyphs' strike pictures this renderer has decoded (`ColorGlyphPainter`).
    package var colorGlyphStrikesDecoded: Int { colorGlyphs.strikesDecoded }

    /// Whether colour glyphs are drawn by Finch (`ColorGlyphPainter`), or by Cairo as tests compare with.
    package var drawsColorGlyphs: Bool {
        get { colorGlyphs.drawsColorGlyphs }
        set { colorGlyphs.drawsColorGlyphs = newValue }
    }

    /// How many texts this renderer has rasterised at a motion step (`CairoRenderer+Motion`).
    package var motionTextsRasterised: Int { motionTexts.rasterised }

    /// How many draws this renderer has approximated in frames painted in motion.
    package var motionApproximations: Int { motion.approximations }

    /// How many symbol images this renderer has rasterised as masks (`RasterCache`).
    package var symbolMasksRasterised: Int { images.symbols.masksRasterised }

    /// Paints `list` onto `cr`, whose user space must be in points (the caller has already scaled by the device scale).
    ///
    /// The context's state (matrix, clip, source) is the same afterwards.
    public func render(_ list: DisplayList, in cr: OpaquePointer) {
        cairo_save(cr)
        defer {
            cairo_restore(cr)
            endFrame()
        }
        draw(list.items, in: cr)
    }

    /// A frame was painted: the caches age what it did not use (`CacheAging`).
    private func endFrame() {
        colorTexts.endFrame()
        motionTexts.endFrame()
        colorGlyphs.endFrame()
        images.symbols.endFrame()
        images.endFrame()
        layouts.endFrame()
    }

    /// Renders `list` into a PNG of ceil(size × scale) pixels, over `background` (nil leaves it transparent).
    ///
    /// Returns nil when `size` or `scale` is zero, negative, not finite or larger than 32,767 pixels a side,
    /// because there is no meaningful picture to encode.
    public func pngData(for list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA? = .white) -> Data? {
        guard let surface = makeImageSurface(list: list, size: size, scale: scale, background: background) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        return CairoPNGEncoder.encode(surface)
    }

    /// Paints `list` into an image surface of ceil(size × scale) pixels, without encoding it.
    ///
    /// For benchmarks and for warming font and image caches: it does the work of `pngData(for:size:scale:background:)`
    /// except the PNG encoding. The surface is kept for the next call of the same size, as a window keeps its
    /// back buffer, so a benchmark measures painting rather than allocating pages. Does nothing for the sizes and
    /// scales for which `pngData` returns nil.
    public func paint(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA? = .white) {
        guard let pixels = Self.pixelSize(size, scale: scale), let surface = scratch.surface(pixels) else { return }
        paint(list, onto: surface, scale: scale, background: background)
    }

    /// An ARGB32 surface with `list` painted on it, or nil for an invalid size; the caller destroys it.
    func makeImageSurface(list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA?) -> OpaquePointer? {
        guard let pixels = Self.pixelSize(size, scale: scale),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.width, pixels.height)
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        paint(list, onto: surface, scale: scale, background: background)
        return surface
    }

    /// Clears `surface` to `background` (or transparent) and paints `list` on it.
    private func paint(_ list: DisplayList, onto surface: OpaquePointer, scale: CGFloat, background: RGBA?) {
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        let fill = background ?? RGBA(red: 0, green: 0, blue: 0, opacity: 0)
        cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.opacity)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, Double(scale), Double(scale))
        render(list, in: cr)
        cairo_surface_flush(surface)
    }

    /// ceil(size × scale) in pixels, or nil for a size or scale no image surface has.
    static func pixelSize(_ size: CGSize, scale: CGFloat) -> (width: Int32, height: Int32)? {
        let width = Double(size.width * scale).rounded(.up)
        let height = Double(size.height * scale).rounded(.up)
        guard scale.isFinite, scale > 0, width.isFinite, height.isFinite,
            (1...32767).contains(width), (1...32767).contains(height)
        else { return nil }
        return (Int32(width), Int32(height))
    }

    /// Draws `items`, skipping the leaves that fall outside the clip (a retained picture repaints only
    /// a damaged part, and most items lie elsewhere).
    func draw(_ items: [DisplayItem], in cr: OpaquePointer) {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        for item in items {
            if case .group = item {
                draw(item, in: cr)
            } else if let bounds = item.paintBounds, !bounds.intersects(visible) {
                continue
            } else {
                draw(item, in: cr)
            }
        }
    }

    private func draw(_ item: DisplayItem, in cr: OpaquePointer) {
        switch item {
        case .fill(let path, let paint, let eoFill): fill(path, with: paint, evenOdd: eoFill, in: cr)
        case .stroke(let path, let paint, let style): stroke(path, with: paint, style: style, in: cr)
        case .text(let run): drawText(run, in: cr)
        case .image(let run): drawImage(run, in: cr)
        case .group(let group): drawGroup(group, in: cr)
        }
    }
}

/// One image surface reused while the requested pixel size stays the same.
private final class ScratchSurface {
    private var current: OpaquePointer?
    private var size: (width: Int32, height: Int32) = (0, 0)

    func surface(_ pixels: (width: Int32, height: Int32)) -> OpaquePointer? {
        if let current, size == pixels { return current }
        if let current { cairo_surface_destroy(current) }
        current = nil
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.width, pixels.height),
            cairo_surface_status(made) == CAIRO_STATUS_SUCCESS
        else { return nil }
        current = made
        size = pixels
        return made
    }

    deinit {
        if let current { cairo_surface_destroy(current) }
    }
}
