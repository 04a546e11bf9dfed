internal import CCairo
import FinchCore
import Foundation

/// A window's picture kept between frames: each frame paints into it only where its display list
/// differs from the last one painted (the frame's damage, `FrameHost.lastDamage`), so an unchanged frame
/// paints nothing and a changed text repaints its own few points.
///
/// A frame painted in motion (`FrameHost.isInMotion`: a gesture under way, an animation running) may
/// draw scaled text from rasters made at a nearby scale (`MotionPainting`); the picture remembers where,
/// and the first update out of motion, or `refine()`, paints those places exactly again.
///
/// Used from the main actor only, like the renderer it paints with.
public final class RetainedSurface {
    private let renderer: CairoRenderer
    private var surface: OpaquePointer?
    private var pixels: (width: Int32, height: Int32) = (0, 0)
    private var scale: CGFloat = 1
    private var last: DisplayList?
    /// The rectangles (points) the last `update` painted; empty when it painted nothing.
    public private(set) var lastPainted: [CGRect] = []
    /// How many pixels all updates painted, for tests and benchmarks.
    public private(set) var pixelsPainted = 0
    /// Where frames painted in motion drew approximately (points), still to be painted exactly.
    private var approximated: CGRect?

    public init(renderer: CairoRenderer) {
        self.renderer = renderer
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Brings the picture up to `list` at `size` points and `scale` pixels per point, painting over
    /// `background` only where `list` changed since the list this picture painted last (everywhere when
    /// the size or scale changed). Returns the rectangles painted, in points. For pictures painted
    /// outside a frame host; a host passes its frame's damage instead (`update(_:damage:size:scale:)`).
    @discardableResult
    public func update(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA = .white) -> [CGRect] {
        let damage = isCurrent(size: size, scale: scale) ? list.damage(since: last, in: size) : []
        return update(list, damage: damage, size: size, scale: scale, background: background)
    }

    /// Brings the picture up to `list`, repainting only `damage` (window points), the frame's damage as
    /// `FrameHost` computed it against the list painted before; everything when the size or scale changed
    /// (the picture is new). Returns the rectangles painted.
    ///
    /// `inMotion` lets the frame approximate what moves (see the type); out of motion, what earlier frames
    /// approximated is painted again too, and is part of the rectangles returned.
    @discardableResult
    public func update(
        _ list: DisplayList, damage frameDamage: [CGRect], size: CGSize, scale: CGFloat, background: RGBA = .white,
        inMotion: Bool = false
    ) -> [CGRect] {
        var damage = frameDamage
        if !isCurrent(size: size, scale: scale) {
            guard let wanted = Self.pixelSize(size, scale: scale), makeSurface(wanted, scale: scale) else {
                lastPainted = []
                return []
            }
            damage = [CGRect(origin: .zero, size: size)]
            approximated = nil
        }
        if !inMotion, let approximated {
            damage.append(approximated)
            self.approximated = nil
        }
        last = list
        lastPainted = damage
        paint(list, in: damage, inMotion: inMotion, background: background)
        return damage
    }

    /// True when frames painted in motion left approximations that no exact frame has painted over yet: a
    /// host whose motion ended without a frame (a gesture that changed nothing) calls `refine()`.
    public var needsRefinement: Bool { approximated != nil }

    /// Paints exactly, from the last list, where frames in motion approximated. Returns the rectangles
    /// painted (none when there was nothing to refine).
    @discardableResult
    public func refine(background: RGBA = .white) -> [CGRect] {
        guard let approximated, let last else { return [] }
        self.approximated = nil
        lastPainted = [approximated]
        paint(last, in: lastPainted, inMotion: false, background: background)
        return lastPainted
    }

    /// Paints `list` over `background` inside `damage` (points); in motion, notes what it approximated.
    private func paint(_ list: DisplayList, in damage: [CGRect], inMotion: Bool, background: RGBA) {
        guard !damage.isEmpty, let surface, let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        for rect in damage {
            // Whole device pixels, so an antialiased edge at the rectangle's border is painted entirely.
            let x = (rect.minX * scale).rounded(.down) / scale
            let y = (rect.minY * scale).rounded(.down) / scale
            let right = (rect.maxX * scale).rounded(.up) / scale
            let bottom = (rect.maxY * scale).rounded(.up) / scale
            cairo_rectangle(cr, Double(x), Double(y), Double(right - x), Double(bottom - y))
            pixelsPainted += Int(((right - x) * scale) * ((bottom - y) * scale))
        }
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.opacity)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        renderer.motion.isActive = inMotion
        renderer.render(list, in: cr)
        renderer.motion.isActive = false
        keep(renderer.motion.takeApproximated())
        cairo_surface_flush(surface)
    }

    /// Remembers `area` (device pixels the renderer approximated), in points, inside the picture.
    private func keep(_ area: CGRect?) {
        guard let area else { return }
        let visible = area.intersection(CGRect(x: 0, y: 0, width: Int(pixels.width), height: Int(pixels.height)))
        guard !visible.isNull, !visible.isEmpty else { return }
        let points = CGRect(
            x: visible.minX / scale, y: visible.minY / scale, width: visible.width / scale,
            height: visible.height / scale)
        approximated = approximated.map { $0.union(points) } ?? points
    }

    /// Paints the picture onto `cr`, whose user space is in points (a window's drawing context).
    public func draw(in cr: OpaquePointer) {
        guard let surface else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
    }

    /// The picture as PNG data.
    public func pngData() -> Data? {
        guard let surface else { return nil }
        return CairoPNGEncoder.encode(surface)
    }

    /// Whether the picture exists at `size` and `scale`.
    private func isCurrent(size: CGSize, scale: CGFloat) -> Bool {
        let wanted = Self.pixelSize(size, scale: scale)
        return surface != nil && wanted?.width == pixels.width && wanted?.height == pixels.height && scale == self.scale
    }

    private func makeSurface(_ size: (width: Int32, height: Int32), scale: CGFloat) -> Bool {
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.width, size.height),
            cairo_surface_status(made) == CAIRO_STATUS_SUCCESS
        else { return false }
        surface = made
        pixels = size
        self.scale = scale
        return true
    }

    private static func pixelSize(_ size: CGSize, scale: CGFloat) -> (width: Int32, height: Int32)? {
        let width = Double(size.width * scale).rounded(.up)
        let height = Double(size.height * scale).rounded(.up)
        guard scale.isFinite, scale > 0, width.isFinite, height.isFinite,
            (1...32767).contains(width), (1...32767).contains(height)
        else { return nil }
        return (Int32(width), Int32(height))
    }
}
