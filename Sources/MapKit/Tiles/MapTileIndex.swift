/// The archive's table of contents, for looking tiles up: a level that holds every one of its tiles
/// (the whole-world levels) is a flat array indexed by row and column, a partial level a dictionary.
///
/// Built once when the archive opens; a 65,536-tile level costs one array, not 65,536 hashed inserts,
/// so opening the map does not delay the first frame that shows it.
struct MapTileIndex: Sendable {
    /// Where a tile's bytes are, and its quantisation.
    struct Entry: Sendable, Equatable {
        var range: Range<Int>
        var extent: Int
    }

    private enum Level: Sendable {
        case complete([Entry])
        case partial([MapTileKey: Entry])
    }

    private var levels: [Int: Level] = [:]
    /// Tiles of partial levels' ancestors: a tile drawn for a missing finer one is clipped to it when
    /// it has finer tiles elsewhere, so it never covers them.
    private var ancestorsOfPartialTiles = Set<MapTileKey>()

    /// The zoom levels that have tiles, ascending.
    let zooms: [Int]

    /// - Complexity: O(entries).
    init(_ entries: [(MapTileKey, Entry)]) {
        var byZoom: [Int: [(MapTileKey, Entry)]] = [:]
        for item in entries { byZoom[item.0.zoom, default: []].append(item) }
        zooms = byZoom.keys.sorted()
        for (zoom, items) in byZoom {
            let side = 1 << zoom
            if items.count == side * side, let dense = Self.dense(items, side: side) {
                levels[zoom] = .complete(dense)
            } else {
                levels[zoom] = .partial(Dictionary(items, uniquingKeysWith: { first, _ in first }))
                for (key, _) in items {
                    var current = key.parent
                    while let ancestor = current, ancestorsOfPartialTiles.insert(ancestor).inserted {
                        current = ancestor.parent
                    }
                }
            }
        }
    }

    /// The entries of a level in row-major order, or nil when some tile appears twice (and so another is missing).
    private static func dense(_ items: [(MapTileKey, Entry)], side: Int) -> [Entry]? {
        var slots = [Entry?](repeating: nil, count: side * side)
        for (key, entry) in items {
            let index = key.y * side + key.x
            guard slots[index] == nil else { return nil }
            slots[index] = entry
        }
        return slots.compactMap { $0 }
    }

    func entry(for key: MapTileKey) -> Entry? {
        guard key.x >= 0, key.y >= 0, let level = levels[key.zoom] else { return nil }
        switch level {
        case .complete(let entries):
            let side = 1 << key.zoom
            guard key.x < side, key.y < side else { return nil }
            return entries[key.y * side + key.x]
        case .partial(let entries):
            return entries[key]
        }
    }

    func count(atZoom zoom: Int) -> Int {
        switch levels[zoom] {
        case .complete(let entries): entries.count
        case .partial(let entries): entries.count
        case nil: 0
        }
    }

    /// Whether the archive has a tile finer than `key` inside it.
    func hasStoredDescendant(_ key: MapTileKey) -> Bool {
        if zooms.contains(where: { $0 > key.zoom && count(atZoom: $0) == 1 << (2 * $0) }) { return true }
        return ancestorsOfPartialTiles.contains(key)
    }
}
