/// The archive's table of contents, for looking tiles up: a level that holds every one of its tiles
/// (the whole-world levels) is a flat array indexed by column and row, a partial level a dictionary.
///
/// Built once when the archive opens, entry by entry as the table is read; a 65,536-tile level costs one
/// append per tile, not a hashed insert, so opening the map does not delay the first frame that shows it.
struct MapTileIndex: Sendable {
    /// Where a tile's bytes are, and its quantisation.
    struct Entry: Sendable, Equatable {
        var range: Range<Int>
        var extent: Int
    }

    fileprivate enum Level: Sendable {
        case complete([Entry])
        case partial([MapTileKey: Entry])
    }

    private let levels: [Int: Level]
    /// Tiles of partial levels' ancestors: a tile drawn for a missing finer one is clipped to it when
    /// it has finer tiles elsewhere, so it never covers them.
    private let ancestorsOfPartialTiles: Set<MapTileKey>

    /// The zoom levels that have tiles, ascending.
    let zooms: [Int]

    /// - Complexity: O(entries).
    init(_ entries: [(MapTileKey, Entry)]) {
        var builder = Builder()
        for (key, entry) in entries { builder.add(key, entry) }
        self = builder.finish()
    }

    fileprivate init(levels: [Int: Level], ancestors: Set<MapTileKey>) {
        self.levels = levels
        ancestorsOfPartialTiles = ancestors
        zooms = levels.keys.sorted()
    }

    func entry(for key: MapTileKey) -> Entry? {
        guard key.x >= 0, key.y >= 0, let level = levels[key.zoom] else { return nil }
        switch level {
        case .complete(let entries):
            let side = 1 << key.zoom
            guard key.x < side, key.y < side else { return nil }
            return entries[key.x * side + key.y]
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

    /// Builds the index as the table is read. A level whose entries come in the file's order (column by
    /// column, each column top to bottom, as the build script writes them) stays a flat array; one out of
    /// order, or with tiles missing, becomes a dictionary.
    struct Builder {
        private var levels: [Int: Level] = [:]
        private var ancestors = Set<MapTileKey>()
        private var zoom: Int?
        private var run: [Entry] = []
        private var partial: [MapTileKey: Entry]?

        mutating func add(_ key: MapTileKey, _ entry: Entry) {
            if key.zoom != zoom {
                closeLevel()
                zoom = key.zoom
                // A level met again (the table out of order) carries on from what it had.
                if case .partial(let kept)? = levels[key.zoom] { partial = kept }
            }
            let side = 1 << key.zoom
            if partial == nil, key.x * side + key.y == run.count {
                run.append(entry)
                return
            }
            var entries = partial ?? Self.dictionary(of: run, zoom: key.zoom)
            partial = nil
            if entries[key] == nil { entries[key] = entry }
            partial = entries
        }

        /// The run so far as a dictionary, when the level turns out not to be in order.
        private static func dictionary(of run: [Entry], zoom: Int) -> [MapTileKey: Entry] {
            let side = 1 << zoom
            var result: [MapTileKey: Entry] = [:]
            for (index, entry) in run.enumerated() {
                result[MapTileKey(zoom: zoom, x: index / side, y: index % side)] = entry
            }
            return result
        }

        private mutating func closeLevel() {
            guard let zoom else { return }
            let side = 1 << zoom
            if partial == nil, run.count == side * side {
                levels[zoom] = .complete(run)
            } else {
                let entries = partial ?? Self.dictionary(of: run, zoom: zoom)
                levels[zoom] = .partial(entries)
                for key in entries.keys {
                    var current = key.parent
                    while let ancestor = current, ancestors.insert(ancestor).inserted { current = ancestor.parent }
                }
            }
            run = []
            partial = nil
        }

        mutating func finish() -> MapTileIndex {
            closeLevel()
            zoom = nil
            return MapTileIndex(levels: levels, ancestors: ancestors)
        }
    }
}
