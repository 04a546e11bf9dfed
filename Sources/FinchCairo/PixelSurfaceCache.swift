internal import CCairo
import FinchCore
import Foundation

/// Cairo surfaces made from `PixelBuffer`s, with scaled-down copies for buffers drawn much smaller
/// than they are. Bounded: at most `capacity` surfaces, the least recently used dropped first.
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
    private let capacity = 48

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    func surface(for buffer: PixelBuffer, drawnAt pixels: CGSize) -> OpaquePointer? {
        guard
            let full = surface(
                for: buffer, key: Key(buffer: ObjectIdentifier(buffer), width: 0, height: 0),
                make: {
                    Self.makeSurface(buffer)
                })
        else { return nil }
        let width = Int(pixels.width.rounded(.up))
        let height = Int(pixels.height.rounded(.up))
        guard pixels.width.isFinite, pixels.height.isFinite, width > 0, height > 0,
            width * 2 < buffer.width, height * 2 < buffer.height
        else { return full }
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

    private func evictIfFull() {
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
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
