internal import CCairo
import FinchCore
import Foundation

/// Pictures drawn once and then copied pixel for pixel: text with colour emoji, symbol images.
///
/// Colour emoji are bitmaps of a fixed strike (Noto Color Emoji's are 136 pixels) that Cairo resamples
/// to the font size with a filter on every draw: about half a million instructions for one 63-pt emoji,
/// where copying the result costs a few thousand. A symbol image was drawn by librsvg into a group the
/// size of the whole damaged area (a window-sized allocation per chevron while a page slides). So each is
/// drawn into a layer keyed by what decides its pixels — what is drawn, its size, the device scale, and
/// where inside a device pixel it starts (quantised to 1/256 pixel, as the perspective warp quantises) —
/// and the layer is painted at whole device pixels.
///
/// Small and least-recently-used, because each entry holds pixels: at most `capacity` pictures and
/// `byteBudget` bytes of pixels. A count alone bounded nothing: a picture's size follows its font size,
/// and Memorize's cards (large emoji, turning through motion steps) filled a 512-entry cache with some
/// 30 MB over minutes of play, which a soak run saw as the C heap growing.
final class RasterCache<Key: Hashable, Entry: CachedPicture> {

    private let capacity: Int
    private let byteBudget: Int
    private var entries: [Key: (entry: Entry, used: Int, frame: Int)] = [:]
    private var clock = 0
    /// Frames painted so far (`endFrame()`); each entry keeps the last one that used it (`CacheAging`).
    private var frame = 0

    /// How many pictures were rasterised, for tests.
    private(set) var rasterised = 0
    /// The bytes of pixels the kept pictures take (never over `byteBudget`, but for one larger picture).
    private(set) var bytes = 0

    init(capacity: Int, byteBudget: Int) {
        self.capacity = capacity
        self.byteBudget = byteBudget
    }

    func entry(for key: Key, make: () -> Entry?) -> Entry? {
        clock += 1
        if let found = entries[key] {
            entries[key] = (found.entry, clock, frame)
            return found.entry
        }
        guard let made = make() else { return nil }
        rasterised += 1
        let size = made.bytes
        while !entries.isEmpty, entries.count >= capacity || bytes + size > byteBudget, let oldest = oldestIndex() {
            bytes -= entries[oldest].value.entry.bytes
            entries.remove(at: oldest)
        }
        entries[key] = (made, clock, frame)
        bytes += size
        return made
    }

    /// Counts a painted frame; every `CacheAging.sweepInterval` frames, drops what no frame used for
    /// `CacheAging.idleFrames` frames.
    func endFrame() {
        frame += 1
        guard CacheAging.sweepsAfter(frame: frame) else { return }
        let oldest = CacheAging.oldestKept(after: frame)
        guard entries.values.contains(where: { $0.frame < oldest }) else { return }
        entries = entries.filter { $0.value.frame >= oldest }
        bytes = entries.values.reduce(0) { $0 + $1.entry.bytes }
    }

    /// The least recently used entry, found through the values alone: going through the dictionary's
    /// elements copied every key (a text's layout request, with its strings) on each miss, which made a
    /// pinch frame, where every emoji misses, spend most of its time choosing what to drop.
    private func oldestIndex() -> [Key: (entry: Entry, used: Int, frame: Int)].Index? {
        let values = entries.values
        var oldest: [Key: (entry: Entry, used: Int, frame: Int)].Index?
        var oldestUse = Int.max
        var index = values.startIndex
        while index != values.endIndex {
            let used = values[index].used
            if used < oldestUse {
                oldestUse = used
                oldest = index
            }
            values.formIndex(after: &index)
        }
        return oldest
    }
}

/// What a `RasterCache` keeps: pixels that count against its byte budget.
protocol CachedPicture {
    /// The bytes its pixels take.
    var bytes: Int { get }
}

/// A rasterised picture and where its top-left pixel lies: in device pixels from the pixel holding the
/// picture's origin (a phased entry), or in points from its origin (one drawn upright and then transformed
/// as an image).
struct RasterEntry: CachedPicture {
    let layer: OffscreenLayer
    let offset: CGPoint

    var bytes: Int { layer.stride * Int(layer.area.height) }
}

/// Where a picture's origin falls inside its device pixel, in 1/256 pixel, and that pixel.
struct PixelPhase: Hashable {
    static let steps = 256.0

    let x: Int
    let y: Int

    /// The phase of `device` (a point in device pixels) and the pixel holding it; nil when not finite or
    /// absurdly far.
    static func of(_ device: CGPoint) -> (phase: PixelPhase, pixelX: Double, pixelY: Double)? {
        let (x, y) = (Double(device.x), Double(device.y))
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        let (pixelX, pixelY) = (x.rounded(.down), y.rounded(.down))
        let phase = PixelPhase(x: Int(((x - pixelX) * steps).rounded()), y: Int(((y - pixelY) * steps).rounded()))
        return (phase, pixelX, pixelY)
    }

    /// The phase as a fraction of a pixel.
    var shift: CGPoint { CGPoint(x: Double(x) / Self.steps, y: Double(y) / Self.steps) }
}

extension OffscreenLayer {
    /// Paints a cached picture whose top-left pixel is `offset` from the device pixel (`pixelX`, `pixelY`).
    static func paint(
        _ entry: RasterEntry, atPixel pixelX: Double, _ pixelY: Double, on cr: OpaquePointer
    ) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(
            cr, entry.layer.surface, pixelX + Double(entry.offset.x), pixelY + Double(entry.offset.y))
        cairo_paint(cr)
    }
}
