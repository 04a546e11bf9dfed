internal import CCairo
import FinchCore
import Foundation

/// Cairo surfaces made from `PixelBuffer`s, with scaled-down copies for buffers drawn much smaller
/// than they are (halvings of the full size). Bounded to 256 MB, the least recently used dropped first.
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
    }

    private var entries: [Key: Entry] = [:]
    private var clock = 0
    /// Scaled copies kept at most, in bytes (full-size surfaces share the buffers' memory and cost nothing
    /// extra, but they keep their buffers alive, so they count too).
    private let budget = 256 * 1024 * 1024

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    func surface(for buffer: PixelBuffer, drawnAt pixels: CGSize) -> OpaquePointer? {
        guard
            let full = surface(
                for: buffer, key: Key(buffer: ObjectIdentifier(buffer), width: 0, height: 0),
                make: { Self.makeSurface(buffer) })
        else { return nil }
        // Sizes are checked as numbers before they become integers: a huge or infinite drawn size
        // (an absurd scale effect) must not trap.
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width >= 1, pixels.height >= 1,
            pixels.width * 2 < CGFloat(buffer.width), pixels.height * 2 < CGFloat(buffer.height)
        else { return full }
        // Halvings of the full size (a mipmap level), the smallest still at least as large as drawn:
        // an animated size reuses a few copies instead of making one per frame.
        var level = 1
        while CGFloat(buffer.width >> (level + 1)) >= pixels.width,
            CGFloat(buffer.height >> (level + 1)) >= pixels.height
        {
            level += 1
        }
        let width = max(1, buffer.width >> level)
        let height = max(1, buffer.height >> level)
        return surface(for: buffer, key: Key(buffer: ObjectIdentifier(buffer), width: width, height: height)) {
            Self.scaled(full, from: buffer, to: width, height)
        } ?? full
    }

    private func surface(for buffer: PixelBuffer, key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
        clock += 1
        if let entry = entries[key], entry.buffer === buffer {
            entries[key]?.lastUse = clock
            return entry.surface
        }
        guard let surface = make() else { return nil }
        if let stale = entries[key] { cairo_surface_destroy(stale.surface) }
        entries[key] = Entry(buffer: buffer, surface: surface, lastUse: clock)
        evictIfFull()
        return surface
    }

    /// Drops the least recently used surfaces while the cache holds more than its budget.
    private func evictIfFull() {
        func bytes(_ entry: Entry) -> Int {
            Int(cairo_image_surface_get_stride(entry.surface)) * Int(cairo_image_surface_get_height(entry.surface))
        }
        var total = entries.values.reduce(0) { $0 + bytes($1) }
        while total > budget, entries.count > 1,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            total -= bytes(oldest.value)
            cairo_surface_destroy(oldest.value.surface)
            entries[oldest.key] = nil
        }
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

    /// `full` drawn into a `width`×`height` surface with a filter that averages (no aliasing).
    private static func scaled(_ full: OpaquePointer, from buffer: PixelBuffer, to width: Int, _ height: Int)
        -> OpaquePointer?
    {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface)
        else { return nil }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(width) / Double(buffer.width), Double(height) / Double(buffer.height))
        cairo_set_source_surface(cr, full, 0, 0)
        if let pattern = cairo_get_source(cr) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD) }
        cairo_paint(cr)
        cairo_surface_flush(surface)
        return surface
    }
}
