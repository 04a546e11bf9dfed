import Foundation

/// A tile to draw: the data tile, where it lies in the view, and the part of it to draw when it
/// stands in for a finer tile the archive lacks.
struct MapDrawnTile: Equatable, Sendable {
    var key: MapTileKey
    /// The data tile's square in view points.
    var frame: CGRect
    /// When set, only this part is drawn (the missing finer tile's square).
    var clip: CGRect?
    /// The data tile's column before wrapping (copies of the world east and west differ in it), and the
    /// clip's tile at the drawn level: with the key, what tells the map's tile views apart across frames.
    var column: Int
    var clipTile: (column: Int, row: Int)?

    static func == (lhs: MapDrawnTile, rhs: MapDrawnTile) -> Bool {
        lhs.key == rhs.key && lhs.frame == rhs.frame && lhs.clip == rhs.clip && lhs.column == rhs.column
            && lhs.clipTile?.column == rhs.clipTile?.column && lhs.clipTile?.row == rhs.clipTile?.row
    }
}

/// Which tiles a viewport draws.
enum MapTileSelection {
    /// The stored level nearest `zoom` (a tie goes to the finer level); nil when there are no levels.
    ///
    /// A level drawn at most one zoom step coarser than the view is magnified at most twice, and at
    /// most one step finer is shrunk at most by half.
    static func level(forZoom zoom: Double, in zooms: [Int]) -> Int? {
        guard let first = zooms.first else { return nil }
        var best = first
        for level in zooms where abs(Double(level) - zoom) <= abs(Double(best) - zoom) { best = level }
        return best
    }

    /// The tiles covering a view of `size` at `viewport`, at the nearest level; where the archive lacks a
    /// tile, its nearest stored ancestor stands in (clipped to it when the ancestor has finer tiles elsewhere).
    ///
    /// - Complexity: O(tiles in view × levels).
    static func tiles(for viewport: MapViewport, in size: CGSize, archive: MapTileArchive) -> [MapDrawnTile] {
        guard size.width > 0, size.height > 0, let level = level(forZoom: viewport.zoom, in: archive.zooms) else {
            return []
        }
        let count = 1 << level
        let tileSize = viewport.worldSize / Double(count)
        let left = viewport.centerX * viewport.worldSize - Double(size.width) / 2
        let top = viewport.centerY * viewport.worldSize - Double(size.height) / 2
        let columns = Int(floor(left / tileSize))...Int(floor((left + Double(size.width)) / tileSize - 1e-9))
        let firstRow = max(0, Int(floor(top / tileSize)))
        let lastRow = min(count - 1, Int(floor((top + Double(size.height)) / tileSize - 1e-9)))
        guard firstRow <= lastRow else { return [] }
        var drawn: [MapDrawnTile] = []
        var wholeAncestors = Set<MapTileKey>()
        for row in firstRow...lastRow {
            for column in columns {
                let wrapped = ((column % count) + count) % count
                var candidate: MapTileKey? = MapTileKey(zoom: level, x: wrapped, y: row)
                while let key = candidate, !archive.contains(key) { candidate = key.parent }
                guard let found = candidate else { continue }
                let steps = level - found.zoom
                let span = tileSize * Double(1 << steps)
                // The unwrapped column of the stand-in, so a copy of the world east or west lands right.
                let foundColumn = Int(floor(Double(column) / Double(1 << steps)))
                let frame = CGRect(
                    x: Double(foundColumn) * span - left, y: Double(found.y) * span - top, width: span, height: span)
                if steps == 0 {
                    drawn.append(MapDrawnTile(key: found, frame: frame, column: foundColumn))
                } else if archive.hasStoredDescendant(found) {
                    let clip = CGRect(
                        x: Double(column) * tileSize - left, y: Double(row) * tileSize - top, width: tileSize,
                        height: tileSize)
                    drawn.append(
                        MapDrawnTile(
                            key: found, frame: frame, clip: clip, column: foundColumn, clipTile: (column, row)))
                } else {
                    let copy = MapTileKey(zoom: found.zoom, x: foundColumn, y: found.y)
                    if wholeAncestors.insert(copy).inserted {
                        drawn.append(MapDrawnTile(key: found, frame: frame, column: foundColumn))
                    }
                }
            }
        }
        return drawn
    }
}
