internal import CCairo
import FinchCore
import Foundation

/// Laid-out Pango paragraphs kept between frames, shared by the measurer and the renderer of one backend.
///
/// A text whose spans, limits, alignment and truncation stay the same keeps its layout: measuring it and then
/// drawing it builds one Pango layout, and later frames build none. A layout is keyed by its request and by the
/// wrap width it finally has, because drawing may change the wrap width to fit the text's frame (see
/// `CairoRenderer.drawText`); a cached layout is never changed, another width is another entry.
///
/// Bounded to `capacity` layouts (a few kilobytes each for a line of text, so some megabytes when full): past it
/// the least recently used quarter is released at once, which keeps eviction rare and cheap.
package final class PangoLayoutCache {
    /// A paragraph and the wrap width, in Pango units (-1 for none), its layout ends up with.
    private struct Key: Hashable {
        let request: TextLayoutRequest
        let width: Int32
    }

    private struct Entry {
        let layout: OpaquePointer
        /// Measured once when built: the renderer needs it for every draw.
        let measurement: TextMeasurement
        var lastUse: Int
    }

    /// Layouts kept at most: a screen of text uses a few hundred, and a text is measured under a few proposals.
    static let capacity = 4096

    private let builder = PangoLayoutBuilder()
    private var entries: [Key: Entry] = [:]
    private var clock = 0

    package init() {}

    deinit {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    }

    /// How many Pango layouts this cache has built, so tests can pin how many a frame makes.
    package var layoutsMade: Int { builder.layoutsMade }

    /// The logical size, baselines and line count of `request`.
    func measurement(of request: TextLayoutRequest) -> TextMeasurement {
        let key = Key(request: request, width: PangoLayoutBuilder.wrapWidth(of: request))
        return entry(for: key)?.measurement
            ?? TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }

    /// Runs `body` with the layout of `request` wrapped at `wrapWidth` Pango units (nil: the request's own width).
    ///
    /// The layout belongs to the cache: `body` must not change it, keep it, or call the cache (which could release
    /// it). Returns nil when Pango could not make a layout.
    func withLayout<Result>(
        for request: TextLayoutRequest, wrapWidth: Int32?, _ body: (OpaquePointer) -> Result
    ) -> Result? {
        let width = wrapWidth ?? PangoLayoutBuilder.wrapWidth(of: request)
        return entry(for: Key(request: request, width: width)).map { body($0.layout) }
    }

    /// The entry for `key`, built and stored on a miss.
    private func entry(for key: Key) -> Entry? {
        clock += 1
        // By index, so a hit hashes the request (all its strings) once.
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            return entries.values[index]
        }
        guard let layout = builder.makeLayout(for: key.request) else { return nil }
        // A drawn width is set before the layout is measured, so its lines are computed at that width only.
        if pango_layout_get_width(layout) != key.width { pango_layout_set_width(layout, key.width) }
        if entries.count >= Self.capacity { evictLeastRecentlyUsed() }
        let entry = Entry(layout: layout, measurement: PangoLayoutBuilder.measurement(of: layout), lastUse: clock)
        entries[key] = entry
        return entry
    }

    /// Releases the least recently used quarter of the layouts.
    private func evictLeastRecentlyUsed() {
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(Self.capacity / 4)
        for (key, entry) in oldest {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            entries[key] = nil
        }
    }
}
