/// The archive's table of contents, for looking tiles up: a level that holds every one of its tiles
/// (the whole-world levels) is looked up by column and row, a partial level through a dictionary.
///
/// Built once when the archive opens, entry by entry as the table is read. A complete level in the
/// table's order stores nothing: its entries are read from the table where they are (`MapTileTable`),
/// so opening the map does not delay the first frame that shows it.
struct MapTileIndex: Sendable {
    /// Where a tile's bytes are, and its quantisation.
    struct Entry: Sendable, Equatable {
        var range: Range<Int>
        var extent: Int
    }

    /// A complete level's entries, column by column, each column top to bottom.
    fileprivate enum Run: Sendable {
        case entries([Entry])
        /// Slots `first ..< first + side²` of the archive's table.
        case table(MapTileTable, first: Int)

        subscript(index: Int) -> Entry? {
            switch self {
            case .entries(let entries): entries[index]
            case .table(let table, let first): table.entry(at: first + index)
            }
        }
    }

    fileprivate enum Level: Sendable {
        case complete(Run)
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
        case .complete(let run):
            let side = 1 << key.zoom
            guard key.x < side, key.y < side else { return nil }
            return run[key.x * side + key.y]
        case .partial(let entries):
            return entries[key]
        }
    }

    func count(atZoom zoom: Int) -> Int {
        switch levels[zoom] {
        case .complete: 1 << (2 * zoom)
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
    /// column, each column top to bottom, as the build script writes them) stays a run (of the table's
    /// slots when the entries come from one); one out of order, or with tiles missing, becomes a dictionary.
    struct Builder {
        /// The table the entries are read from, if any: then an in-order run is its slots.
        private let table: MapTileTable?
        private var levels: [Int: Level] = [:]
        private var ancestors = Set<MapTileKey>()
        private var zoom: Int?
        /// The run so far: its length, its first slot, and its entries when there is no table.
        private var runCount = 0
        private var runFirstSlot = 0
        private var run: [Entry] = []
        private var partial: [MapTileKey: Entry]?
        /// Whether the level so far is a run (`partial` is nil).
        private var isInRun = true
        private let hasTable: Bool

        init(table: MapTileTable? = nil) {
            self.table = table
            hasTable = table != nil
        }

        /// Adds every entry of the table, each checked; the first bad one stops the reading and is returned.
        /// (A loop here, not a closure handed the builder: that would box it and check each access to it.)
        mutating func addEntries() -> MapTileArchiveError? {
            guard let table else { return nil }
            return table.withBytes { bytes in
                var slot = 0
                while slot < table.count {
                    switch table.read(bytes, slot: slot) {
                    case .success(let (key, entry)):
                        // A level's first tile: the whole level, if it is there in order, is taken at once.
                        if key.x == 0, key.y == 0, table.isCompleteLevel(bytes, zoom: key.zoom, first: slot) {
                            closeLevel()
                            zoom = nil
                            levels[key.zoom] = .complete(.table(table, first: slot))
                            slot += 1 << (2 * key.zoom)
                            continue
                        }
                        add(key, entry, slot: slot)
                    case .failure(let error): return error
                    }
                    slot += 1
                }
                return nil
            }
        }

        /// Adds the entry for `key`, which is in `slot` of the table (when there is one).
        mutating func add(_ key: MapTileKey, _ entry: Entry, slot: Int = 0) {
            if key.zoom != zoom {
                closeLevel()
                zoom = key.zoom
                // A level met again (the table out of order) carries on from what it had.
                if case .partial(let kept)? = levels[key.zoom] {
                    partial = kept
                    isInRun = false
                }
            }
            let side = 1 << key.zoom
            // `hasTable` and `isInRun`, not comparisons of the optionals with nil: those copy them (a
            // retain and a release per entry, most of what adding one cost).
            if isInRun, key.x * side + key.y == runCount, !hasTable || runCount == 0 || slot == runFirstSlot + runCount
            {
                if runCount == 0 { runFirstSlot = slot }
                if !hasTable { run.append(entry) }
                runCount += 1
                return
            }
            if isInRun {
                partial = runDictionary(zoom: key.zoom)
                isInRun = false
            }
            // Changed where it is (through the optional), so the dictionary is never copied.
            if partial?[key] == nil { partial?[key] = entry }
        }

        /// The run so far as a dictionary, when the level turns out not to be in order.
        private func runDictionary(zoom: Int) -> [MapTileKey: Entry] {
            let side = 1 << zoom
            var result: [MapTileKey: Entry] = [:]
            for index in 0..<runCount {
                let entry = table.map { $0.entry(at: runFirstSlot + index) } ?? run[index]
                result[MapTileKey(zoom: zoom, x: index / side, y: index % side)] = entry
            }
            return result
        }

        private mutating func closeLevel() {
            guard let zoom else { return }
            let side = 1 << zoom
            if isInRun, runCount == side * side {
                levels[zoom] = .complete(table.map { .table($0, first: runFirstSlot) } ?? .entries(run))
            } else {
                let entries = partial ?? runDictionary(zoom: zoom)
                levels[zoom] = .partial(entries)
                for key in entries.keys {
                    var current = key.parent
                    while let ancestor = current, ancestors.insert(ancestor).inserted { current = ancestor.parent }
                }
            }
            runCount = 0
            run = []
            partial = nil
            isInRun = true
        }

        mutating func finish() -> MapTileIndex {
            closeLevel()
            zoom = nil
            return MapTileIndex(levels: levels, ancestors: ancestors)
        }
    }
}
