/// How long the renderer's caches keep what painting stopped using, in frames painted.
///
/// The caches are bounded by count and bytes, but a bound is not a working set: a card game meets each
/// theme's emoji at new sizes and places inside a pixel, and its caches filled towards their bounds over
/// minutes of play, which a soak run reads as memory growing. So an entry no frame used for `idleFrames`
/// frames (half a minute of continuous animation at 60 Hz; a window that paints nothing ages nothing) is
/// dropped at the next sweep, every `sweepInterval` frames. Painting it again later costs one rasterisation
/// or one layout, as the first time.
enum CacheAging {
    static let idleFrames = 1800
    static let sweepInterval = 300

    /// True when a sweep is due after frame `frame`.
    static func sweepsAfter(frame: Int) -> Bool { frame % sweepInterval == 0 }

    /// The oldest frame an entry may have last been used in and stay, after frame `frame`.
    static func oldestKept(after frame: Int) -> Int { frame - idleFrames }
}
