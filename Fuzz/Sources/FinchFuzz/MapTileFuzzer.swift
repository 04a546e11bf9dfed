import Foundation

@testable import MapKit

/// The map's tile archive (`world.fmap`'s format): the table read when it opens, then every tile it
/// lists decoded, as the map does for the tiles it shows.
enum MapTileFuzzer {
    static func run(_ data: Data) {
        guard let archive = try? MapTileArchive(data: data) else { return }
        for key in listedKeys(in: data).prefix(64) {
            _ = archive.contains(key)
            _ = archive.hasStoredDescendant(key)
            _ = try? archive.geometry(for: key)
            if let parent = key.parent { _ = try? archive.geometry(for: parent) }
        }
        for zoom in archive.zooms.prefix(4) {
            _ = try? archive.geometry(for: MapTileKey(zoom: zoom, x: 0, y: 0))
        }
    }

    /// The keys of the table's entries (read here independently of the archive's own reader).
    private static func listedKeys(in data: Data) -> [MapTileKey] {
        let bytes = [UInt8](data)
        guard bytes.count >= 16 else { return [] }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        var keys: [MapTileKey] = []
        var offset = 16
        while offset + 16 <= bytes.count, keys.count < 64 {
            keys.append(MapTileKey(zoom: Int(bytes[offset]), x: u16(offset + 2), y: u16(offset + 4)))
            offset += 16
        }
        return keys
    }
}
