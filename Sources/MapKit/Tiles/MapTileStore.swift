import Foundation

/// Decoded tiles kept for reuse, so a pan or a return to a place decodes nothing.
///
/// Holds at most `capacity` tiles, forgetting the least recently used; a tile that fails to decode is
/// reported once and drawn as nothing (the sea shows through).
@MainActor
final class MapTileStore {
    static var shared = MapTileStore(archive: try? MapTileArchive.shipped.get())

    let archive: MapTileArchive?
    let capacity: Int
    private var tiles: [MapTileKey: (geometry: MapTileGeometry?, lastUse: Int)] = [:]
    private var clock = 0
    private(set) var decodeCount = 0
    private(set) var errors: [MapTileArchiveError] = []

    init(archive: MapTileArchive?, capacity: Int = 256) {
        self.archive = archive
        self.capacity = max(1, capacity)
    }

    /// The tile's features, decoding them the first time.
    func geometry(for key: MapTileKey) -> MapTileGeometry? {
        clock += 1
        if let kept = tiles[key] {
            tiles[key] = (kept.geometry, clock)
            return kept.geometry
        }
        guard let archive else { return nil }
        var geometry: MapTileGeometry?
        do throws(MapTileArchiveError) {
            geometry = try archive.geometry(for: key)
            decodeCount += 1
        } catch {
            errors.append(error)
            print("MapKit: \(error); drawn as sea")
        }
        if tiles.count >= capacity { evictOldest() }
        tiles[key] = (geometry, clock)
        return geometry
    }

    private func evictOldest() {
        // Evicting a quarter at once keeps the cost of finding the oldest per decode small.
        let victims = tiles.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, capacity / 4))
        for (key, _) in victims { tiles[key] = nil }
    }
}
