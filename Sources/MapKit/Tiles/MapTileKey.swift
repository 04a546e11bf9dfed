import Foundation

/// A tile of the Web Mercator pyramid: at `zoom`, the world is 2^zoom tiles across and down.
struct MapTileKey: Hashable, Sendable, CustomStringConvertible {
    var zoom: Int
    var x: Int
    var y: Int

    /// The tile one level up that holds this one (nil at zoom 0).
    var parent: MapTileKey? {
        zoom > 0 ? MapTileKey(zoom: zoom - 1, x: x >> 1, y: y >> 1) : nil
    }

    var description: String { "\(zoom)/\(x)/\(y)" }

    /// One word hashed, not three: keys are hashed for every tile a frame draws and every partial-level
    /// entry the archive's index stores (zoom ≤ 16 and x, y < 2^16 in an archive; any values still hash).
    func hash(into hasher: inout Hasher) {
        hasher.combine(
            UInt64(truncatingIfNeeded: zoom) << 48 ^ UInt64(truncatingIfNeeded: x) << 24 ^ UInt64(truncatingIfNeeded: y)
        )
    }
}
