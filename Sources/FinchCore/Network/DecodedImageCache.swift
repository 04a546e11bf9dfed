import FinchUnsafe
import Foundation

/// Decoded `AsyncImage` pictures kept in memory by URL and scale, bounded by the bytes of their pixels:
/// when a new picture would pass the bound, the least recently used ones are let go first.
///
/// The bound is 64 MB of pixels. A grid of thumbnails (a hundred pictures of 256 × 256 take 26 MB) stays
/// in it whole, so scrolling back shows them at once, and so do a few window-sized photos at 2×; a
/// program that scrolls through thousands of pictures keeps at most that much. A picture larger than a
/// quarter of the bound is not kept, so one huge image cannot push every thumbnail out.
///
/// Locked by a `LockedValue`, which ThreadSanitizer can see: decoding threads insert while the main
/// thread reads.
final class DecodedImageCache: Sendable {
    static let shared = DecodedImageCache(maximumBytes: 64 * 1024 * 1024)

    struct Key: Hashable, Sendable {
        let url: URL
        let scale: CGFloat
    }

    private struct Entries {
        var pixels: [Key: PixelBuffer] = [:]
        /// Least recently used first.
        var order: [Key] = []
        var bytes = 0
    }

    let maximumBytes: Int
    private let entries = LockedValue(Entries())

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// The picture kept for `key`, now the most recently used; nil when there is none.
    func pixels(for key: Key) -> PixelBuffer? {
        entries.withLock { entries in
            guard let pixels = entries.pixels[key] else { return nil }
            if let index = entries.order.firstIndex(of: key) {
                entries.order.remove(at: index)
                entries.order.append(key)
            }
            return pixels
        }
    }

    /// Keeps `pixels` for `key` unless they are too large, letting the oldest pictures go to make room.
    func insert(_ pixels: PixelBuffer, for key: Key) {
        let size = Self.byteCount(of: pixels)
        guard size <= maximumBytes / 4 else { return }
        entries.withLock { entries in
            if let old = entries.pixels.removeValue(forKey: key) {
                entries.bytes -= Self.byteCount(of: old)
                entries.order.removeAll { $0 == key }
            }
            while entries.bytes + size > maximumBytes, !entries.order.isEmpty {
                let oldest = entries.order.removeFirst()
                if let gone = entries.pixels.removeValue(forKey: oldest) { entries.bytes -= Self.byteCount(of: gone) }
            }
            entries.pixels[key] = pixels
            entries.order.append(key)
            entries.bytes += size
        }
    }

    /// The bytes of pixels held now.
    var byteCount: Int { entries.withLock { $0.bytes } }

    /// How many pictures are held now.
    var count: Int { entries.withLock { $0.pixels.count } }

    /// Lets every picture go (tests start from an empty cache).
    func removeAll() {
        entries.withLock { $0 = Entries() }
    }

    private static func byteCount(of pixels: PixelBuffer) -> Int {
        pixels.stride * pixels.height
    }
}
