internal import CCairo
import FinchCore
import Foundation

/// Cairo surfaces made from `PixelBuffer`s, with scaled-down copies for buffers drawn smaller than
/// three quarters of their size (quarter-octave steps down from the full size). Bounded to 256 MB, the least recently used dropped first,
/// and aged as the renderer's other caches are (`CacheAging`): a picture drawn at many sizes (a navigation
/// transition, a zoom) left a copy at each, and Landmarks' images filled the cache towards its bound over
/// minutes of use, which a soak run read as memory growing.
final class PixelSurfaceCache {
    private struct Key: Hashable {
        let buffer: ObjectIdentifier
        let width: Int
        let height: Int
    }

    private struct Entry {
        let buffer: PixelBuffer
        let surface: OpaquePointer
        var lastUse: Int
        /// The last frame painted that used it (`CacheAging`).
        var frame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var clock = 0
    /// Frames painted so far (`endFrame()`).
    private var frame = 0
    /// How many scaled copies were made, for tests.
    private(set) var copiesMade = 0

    /// The bytes the scaled copies take (full-size surfaces share their buffers' memory).
    var copyBytes: Int {
        entries.reduce(0) { $0 + ($1.key.width == 0 ? 0 : Self.bytes($1.value)) }
    }

    /// Counts a painted frame; every `CacheAging.sweepInterval` frames, drops the surfaces no frame used for
    /// `CacheAging.idleFrames` frames.
    func endFrame() {
        frame += 1
        guard CacheAging.sweepsAfter(frame: frame) else { return }
        let oldest = CacheAging.oldestKept(after: frame)
        for (key, entry) in entries where entry.frame < oldest {
            cairo_surface_destroy(entry.surface)
            entries[key] = nil
        }
    }
    /// Scaled copies kept at most, in bytes (full-size surfaces share the buffers' memory and cost nothing
    /// extra, but they keep their buffers alive, so they count too).
    private let budget = 256 * 1024 * 1024

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    func surface(for buffer: PixelBuffer, drawnAt pixels: CGSize) -> OpaquePointer? {
        surface(for: buffer, drawnAt: pixels, approximating: false).surface
    }

    /// The same, for a frame painted in motion (a pinch, a zoom animation): where the right copy is not
    /// made yet, the smallest surface at least as large as drawn that shrinks nothing to make (a reduction
    /// made ahead, or the full buffer), with `approximate` true so the caller records the area for the
    /// exact repaint when the motion ends. Making the copy there shrank megapixels during a frame.
    func surface(
        for buffer: PixelBuffer, drawnAt pixels: CGSize, approximating: Bool
    ) -> (surface: OpaquePointer?, approximate: Bool) {
        guard
            let full = surface(
                for: buffer, key: Key(buffer: ObjectIdentifier(buffer), width: 0, height: 0),
                make: { Self.makeSurface(buffer) })
        else { return (nil, false) }
        // Sizes are checked as numbers before they become integers: a huge or infinite drawn size
        // (an absurd scale effect) must not trap.
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width >= 1, pixels.height >= 1,
            pixels.width < CGFloat(buffer.width) * Self.directShrink,
            pixels.height < CGFloat(buffer.height) * Self.directShrink
        else { return (full, false) }
        if let reduction = Self.reduction(of: buffer, drawnDirectlyAt: pixels) {
            let key = Key(buffer: ObjectIdentifier(buffer), width: reduction.width, height: reduction.height)
            return (surface(for: buffer, key: key) { Self.makeSurface(reduction) } ?? full, false)
        }
        // Quarter-octave steps down from the full size, the smallest still at least as large as drawn:
        // the copy is then drawn shrunk by less than a quarter-octave (bilinear does that well, fast),
        // and an animated size reuses a few copies instead of making one per frame.
        let shrink = Double(max(pixels.width / CGFloat(buffer.width), pixels.height / CGFloat(buffer.height)))
        let level = max(1, Int((-4 * log2(shrink)).rounded(.down)))
        let factor = pow(2, -Double(level) / 4)
        let width = max(1, Int((Double(buffer.width) * factor).rounded(.up)))
        let height = max(1, Int((Double(buffer.height) * factor).rounded(.up)))
        // A reduction made ahead, when one is still large enough, costs a fraction of the full buffer to
        // shrink (a dropped photo's first frame then does not wait on all its pixels).
        let source = buffer.reductions.last { $0.width >= width && $0.height >= height } ?? buffer
        let key = Key(buffer: ObjectIdentifier(buffer), width: width, height: height)
        if approximating, entries[key]?.buffer !== buffer {
            // In motion, no pixels are shrunk while the frame waits: the source is drawn as it is, with
            // bilinear filtering, and the frame after the motion makes the copy and paints exactly.
            let sourceKey = Key(buffer: ObjectIdentifier(buffer), width: source.width, height: source.height)
            let drawn = source === buffer ? full : surface(for: buffer, key: sourceKey) { Self.makeSurface(source) }
            return (drawn ?? full, true)
        }
        return (surface(for: buffer, key: key) { Self.scaled(source, to: width, height) } ?? full, false)
    }

    /// Drawn at least this fraction of its size, a buffer is drawn from its full-size surface: shrinking
    /// that little, bilinear filtering loses nothing (Cairo's GOOD filter is bilinear there too).
    static let directShrink: CGFloat = 0.75

    /// The reduction made ahead that is drawn at no more than its size and at least `directShrink` of it,
    /// if there is one: it is drawn from its own surface as a full-size buffer is, so a dropped photo's
    /// first frame shrinks nothing when its size falls there.
    private static func reduction(of buffer: PixelBuffer, drawnDirectlyAt pixels: CGSize) -> PixelBuffer? {
        buffer.reductions.last { reduction in
            let shrink = max(pixels.width / CGFloat(reduction.width), pixels.height / CGFloat(reduction.height))
            return shrink >= directShrink && shrink <= 1
        }
    }

    private func surface(for buffer: PixelBuffer, key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
        clock += 1
        if let entry = entries[key], entry.buffer === buffer {
            entries[key]?.lastUse = clock
            entries[key]?.frame = frame
            return entry.surface
        }
        guard let surface = make() else { return nil }
        if key.width != 0 { copiesMade += 1 }
        if let stale = entries[key] { cairo_surface_destroy(stale.surface) }
        entries[key] = Entry(buffer: buffer, surface: surface, lastUse: clock, frame: frame)
        evictIfFull()
        return surface
    }

    /// Drops the least recently used surfaces while the cache holds more than its budget.
    private func evictIfFull() {
        var total = entries.values.reduce(0) { $0 + Self.bytes($1) }
        while total > budget, entries.count > 1,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            total -= Self.bytes(oldest.value)
            cairo_surface_destroy(oldest.value.surface)
            entries[oldest.key] = nil
        }
    }

    private static func bytes(_ entry: Entry) -> Int {
        Int(cairo_image_surface_get_stride(entry.surface)) * Int(cairo_image_surface_get_height(entry.surface))
    }

    /// A surface over the buffer's own memory (no copy): the cache entry keeps the buffer alive for as
    /// long as the surface, and a source surface is only read.
    private static func makeSurface(_ buffer: PixelBuffer) -> OpaquePointer? {
        guard let base = buffer.baseAddress,
            Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(buffer.width))) == buffer.stride,
            let surface = cairo_image_surface_create_for_data(
                base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(buffer.width),
                Int32(buffer.height), Int32(buffer.stride)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        return surface
    }

    /// The buffer shrunk into a `width`×`height` surface by averaging the area each pixel covers (no
    /// aliasing).
    private static func scaled(_ buffer: PixelBuffer, to width: Int, _ height: Int)
        -> OpaquePointer?
    {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(surface)
        guard let source = buffer.baseAddress, let destination = cairo_image_surface_get_data(surface),
            width <= buffer.width, height <= buffer.height
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        AreaDownscale.scale(
            source, width: buffer.width, height: buffer.height, stride: buffer.stride,
            into: destination, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
