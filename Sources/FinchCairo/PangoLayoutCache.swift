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
/// A text is measured under several proposals and drawn with its frame's width, each a different request. When
/// the text without limits is one line within a request's width, the limits change nothing (no wrap, no cut, no
/// ellipsis), so that request shares the unlimited layout; drawn leading-aligned and left to right, where the wrap
/// width moves no line, it is drawn with it too. A label therefore costs one layout however it is proposed.
///
/// Bounded to `capacity` layouts (measured: about 2.5 KB for a short label, 7 KB for a wrapped 180-character
/// paragraph, so 2.5–7 MB when full): past it the least recently used quarter is released at once, which keeps
/// eviction rare and cheap. It was four times as large, and minutes of Memorize (each theme's emoji at each
/// card size a layout of its own) filled it slowly, which a soak run saw as the C heap growing.
///
/// Each font size is a font of its own to Pango, with its shaping and glyph caches, and text whose size follows
/// an animated frame (a card's emoji sized from its `GeometryReader`) asks for a new one nearly every frame. Two
/// owners keep those fonts: the layouts here, and the font map, which keeps every font it was asked for until its
/// cache is cleared (2,000 frames of one emoji at a thousand sizes held some 40 MB). So the layouts here may use
/// at most `fontCapacity` fonts (past it, the layouts of the least recently used quarter of them go), and once
/// that many fonts have no layout left, the font map's cache is cleared. Layouts still kept are laid out again
/// when next used (Pango sees its font map changed); that is rare, and bounded by `fontCapacity` new fonts.
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
        /// Its first line runs left to right, so aligned left it starts at x = 0 whatever the wrap width
        /// (Pango aligns a right-to-left line to the other side).
        let isLeftToRight: Bool
        /// The font of its first span, under which it is counted in `fonts`.
        let font: ResolvedFont
        var lastUse: Int
        /// The last frame painted while it was used (`CacheAging`).
        var lastFrame: Int
    }

    /// Layouts kept at most: a screen of text uses a few hundred, and a text is measured under a few proposals.
    package static let capacity = 1024
    /// Fonts the kept layouts may use at most, and how many fonts without a layout the font map may keep: a screen
    /// uses a few dozen (text styles and weights), and each takes tens of kilobytes.
    package static let fontCapacity = 128

    private let builder = PangoLayoutBuilder()
    private var entries: [Key: Entry] = [:]
    /// How many kept layouts use each font (counted by their first span's font).
    private var fonts: [ResolvedFont: Int] = [:]
    /// Fonts whose last layout went since the font map's cache was last cleared.
    private var releasedFonts = 0
    /// How many times the font map's cache was cleared, for tests.
    package private(set) var fontCachesCleared = 0
    private var clock = 0
    /// Frames painted so far (`endFrame()`).
    private var frame = 0
    private let sharesFittingLines: Bool

    /// Pass `sharesFittingLines: false` to lay out every request on its own (for tests that check that sharing
    /// measures and draws exactly the same).
    package init(sharesFittingLines: Bool = true) {
        self.sharesFittingLines = sharesFittingLines
    }

    deinit {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    }

    /// How many Pango layouts this cache has built, so tests can pin how many a frame makes.
    package var layoutsMade: Int { builder.layoutsMade }

    /// How many layouts it holds now.
    package var count: Int { entries.count }

    /// How many fonts the layouts it holds use.
    package var fontCount: Int { fonts.count }

    /// The logical size, baselines and line count of `request`.
    func measurement(of request: TextLayoutRequest) -> TextMeasurement {
        if let line = fittingLine(for: request) { return line.entry.measurement }
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
        entry(for: drawingKey(request, wrapWidth: wrapWidth)).map { body($0.layout) }
    }

    /// Which layout draws `request` at `wrapWidth`: the shared line when the width cannot move it, the shared line's
    /// request at that width when it can, and otherwise the request's own.
    private func drawingKey(_ request: TextLayoutRequest, wrapWidth: Int32?) -> Key {
        guard let line = fittingLine(for: request) else {
            let own = Key(request: request, width: PangoLayoutBuilder.wrapWidth(of: request))
            guard let wrapWidth, wrapWidth != own.width else { return own }
            return sharesWrappedLines(own, drawnAt: wrapWidth) ? own : Key(request: request, width: wrapWidth)
        }
        guard let wrapWidth, request.alignment != .leading || !line.entry.isLeftToRight else { return line.key }
        return Key(request: line.key.request, width: wrapWidth)
    }

    /// Whether the layout of `own` (a request at its own wrap width) draws as it would wrapped at `width`:
    /// narrower than its wrap width but no narrower than its widest line (a paragraph drawn in the frame its
    /// measurement gave it). Breaking lines greedily then puts the same words on every line, and a leading,
    /// left-to-right paragraph is drawn where it is whatever the wrap width; it saves laying out a paragraph
    /// twice, the second time for its first draw.
    private func sharesWrappedLines(_ own: Key, drawnAt width: Int32) -> Bool {
        guard sharesFittingLines, own.request.alignment == .leading, width >= 0, own.width < 0 || width < own.width,
            let entry = entries[own], entry.isLeftToRight
        else { return false }
        return entry.measurement.size.width <= PangoLayoutBuilder.points(width)
    }

    /// The layout of `request` without its limits, when that is one line no wider than the request's wrap width.
    ///
    /// Pango then breaks, cuts and ellipsizes nothing under the request's limits, so both layouts have the same
    /// line, measurement and (at the same wrap width) drawing.
    private func fittingLine(for request: TextLayoutRequest) -> (key: Key, entry: Entry)? {
        guard sharesFittingLines else { return nil }
        var unlimited = request
        unlimited.maxWidth = nil
        unlimited.maxHeight = nil
        unlimited.lineLimit = nil
        let key = Key(request: unlimited, width: -1)
        guard let entry = entry(for: key), entry.measurement.lineCount == 1 else { return nil }
        let width = PangoLayoutBuilder.wrapWidth(of: request)
        guard width < 0 || entry.measurement.size.width <= PangoLayoutBuilder.points(width) else { return nil }
        return (key, entry)
    }

    /// The entry for `key`, built and stored on a miss.
    private func entry(for key: Key) -> Entry? {
        clock += 1
        // By index, so a hit hashes the request (all its strings) once.
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUse = clock
            entries.values[index].lastFrame = frame
            return entries.values[index]
        }
        guard let layout = builder.makeLayout(for: key.request) else { return nil }
        // A drawn width is set before the layout is measured, so its lines are computed at that width only.
        if pango_layout_get_width(layout) != key.width { pango_layout_set_width(layout, key.width) }
        if entries.count >= Self.capacity { evictLeastRecentlyUsed() }
        let font = key.request.spans.first?.font ?? PangoLayoutBuilder.defaultFont
        if fonts[font] == nil, fonts.count >= Self.fontCapacity { evictLeastRecentlyUsedFonts() }
        fonts[font, default: 0] += 1
        let entry = Entry(
            layout: layout, measurement: PangoLayoutBuilder.measurement(of: layout),
            isLeftToRight: Self.firstLineIsLeftToRight(layout), font: font, lastUse: clock, lastFrame: frame)
        entries[key] = entry
        return entry
    }

    private static func firstLineIsLeftToRight(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_LTR
    }

    /// Counts a painted frame; every `CacheAging.sweepInterval` frames, releases the layouts no measurement or
    /// drawing used for `CacheAging.idleFrames` frames.
    func endFrame() {
        frame += 1
        guard CacheAging.sweepsAfter(frame: frame) else { return }
        let oldest = CacheAging.oldestKept(after: frame)
        guard entries.values.contains(where: { $0.lastFrame < oldest }) else { return }
        for (key, entry) in entries where entry.lastFrame < oldest { release(key) }
        clearFontCachesIfManyReleased()
    }

    /// Releases the least recently used quarter of the layouts.
    private func evictLeastRecentlyUsed() {
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(Self.capacity / 4)
        for (key, _) in oldest { release(key) }
        clearFontCachesIfManyReleased()
    }

    /// Releases the layouts of the least recently used quarter of the fonts (a font's last use is its layouts' latest).
    private func evictLeastRecentlyUsedFonts() {
        var lastUse: [ResolvedFont: Int] = [:]
        for entry in entries.values { lastUse[entry.font] = max(lastUse[entry.font] ?? 0, entry.lastUse) }
        let oldest = Set(lastUse.sorted { $0.value < $1.value }.prefix(Self.fontCapacity / 4).map(\.key))
        for (key, entry) in entries where oldest.contains(entry.font) { release(key) }
        clearFontCachesIfManyReleased()
    }

    private func release(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        g_object_unref(UnsafeMutableRawPointer(entry.layout))
        let remaining = (fonts[entry.font] ?? 1) - 1
        fonts[entry.font] = remaining > 0 ? remaining : nil
        if remaining <= 0 { releasedFonts += 1 }
    }

    private func clearFontCachesIfManyReleased() {
        guard releasedFonts >= Self.fontCapacity else { return }
        builder.clearFontCaches()
        releasedFonts = 0
        fontCachesCleared += 1
    }
}
