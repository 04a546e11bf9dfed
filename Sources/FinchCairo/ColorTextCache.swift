internal import CCairo
import FinchCore
import Foundation

/// Text with colour emoji, rasterised once and then copied pixel for pixel.
///
/// Colour emoji are bitmaps of a fixed strike (Noto Color Emoji's are 136 pixels) that Cairo resamples
/// to the font size with a filter on every draw: about half a million instructions for one 63-pt
/// emoji, where copying the result costs a few thousand. Memorize repaints its face-up cards' emoji
/// beside every flipping card, and a matched card spins its emoji on every frame. So text with colour
/// glyphs is drawn into a layer keyed by what decides its pixels — the layout request, the wrap width,
/// the device scale, and where inside a device pixel its origin falls (quantised to 1/256 pixel, as the
/// perspective warp quantises) — and the layer is painted at whole device pixels.
///
/// Small and least-recently-used, because each entry holds pixels.
final class ColorTextCache {
    struct Key: Hashable {
        let request: TextLayoutRequest
        let wrapWidth: Int32?
        let scale: Double
        /// The origin's position inside its device pixel, in 1/256 pixel; nil for a layer drawn upright
        /// and then transformed as a picture (its position does not decide its pixels).
        let phase: Phase?
    }

    struct Phase: Hashable {
        let x: Int
        let y: Int
    }

    /// A rasterised text and where its top-left pixel lies: in device pixels from the pixel holding the
    /// text's origin (a phased entry), or in points from the text's origin (an upright one).
    struct Entry {
        let layer: OffscreenLayer
        let offset: CGPoint
    }

    static let subpixelSteps = 256.0
    private static let capacity = 128
    private var entries: [Key: (entry: Entry, used: Int)] = [:]
    private var clock = 0

    /// How many layers were rasterised, for tests.
    private(set) var rasterised = 0

    func entry(for key: Key, make: () -> Entry?) -> Entry? {
        clock += 1
        if let found = entries[key] {
            entries[key] = (found.entry, clock)
            return found.entry
        }
        guard let made = make() else { return nil }
        rasterised += 1
        if entries.count >= Self.capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
        entries[key] = (made, clock)
        return made
    }
}
