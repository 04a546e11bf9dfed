import Foundation

/// The offline map: a table of tiles over the bytes of `world.fmap` (format in Resources/README.md).
///
/// Reading the table checks every entry against the file's length; a tile's features are checked
/// as they are decoded, so damaged data gives a `MapTileArchiveError`, never a trap.
final class MapTileArchive: Sendable {
    typealias Entry = MapTileIndex.Entry

    static let supportedVersion = 1
    static let headerSize = 16
    static let entrySize = MapTileTable.entrySize

    /// The file, mapped: only the table is read when the archive opens, and a tile's bytes when it is
    /// decoded, so opening it does not read (or keep in memory) the whole 9.8 MB.
    let data: Data
    /// Quantisation units along a tile's side (a tile's entry may give its own).
    let extent: Int
    let index: MapTileIndex
    /// The zoom levels that have tiles, ascending.
    var zooms: [Int] { index.zooms }

    convenience init(bytes: [UInt8]) throws(MapTileArchiveError) {
        try self.init(data: Data(bytes))
    }

    init(data: Data) throws(MapTileArchiveError) {
        let head = [UInt8](data.prefix(Self.headerSize))
        var reader = ByteReader(bytes: head, range: 0..<head.count)
        var magic: [UInt8] = []
        for _ in 0..<4 { magic.append(try reader.uint8("magic")) }
        guard magic == Array("FMAP".utf8) else { throw .notAMapArchive }
        let version = Int(try reader.uint16("version"))
        guard version == Self.supportedVersion else { throw .unsupportedVersion(version) }
        _ = try reader.uint16("reserved")
        let count = Int(try reader.uint32("tile count"))
        let extent = Int(try reader.uint16("extent"))
        _ = try reader.uint16("buffer")
        guard extent > 0, extent <= 8192 else { throw .badTable("tile extent \(extent) is not in 1…8192") }
        guard count <= (data.count - Self.headerSize) / Self.entrySize else {
            throw .truncated(what: "a table of \(count) tiles", at: Self.headerSize)
        }
        // Read in place from the mapped file, and stored only where a level is out of order: the table
        // has one entry per tile (71,617 in the shipped archive), and reading it into arrays was most
        // of what the first map of a process waited for.
        let table = MapTileTable(
            data: data, start: data.startIndex + Self.headerSize, count: count, defaultExtent: extent)
        var index = MapTileIndex.Builder(table: table)
        if let failure = index.addEntries() { throw failure }
        self.data = data
        self.extent = extent
        self.index = index.finish()
    }

    /// Loads the archive from a file.
    convenience init(contentsOf url: URL) throws(MapTileArchiveError) {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
            throw .missingResource(url.lastPathComponent)
        }
        try self.init(data: data)
    }

    /// The archive MapKit ships, loaded once; nil (with the reason printed once) when it cannot be read.
    static let shipped: Result<MapTileArchive, MapTileArchiveError> = {
        guard let url = Bundle.module.url(forResource: "world", withExtension: "fmap") else {
            return .failure(.missingResource("world.fmap"))
        }
        do throws(MapTileArchiveError) {
            return .success(try MapTileArchive(contentsOf: url))
        } catch {
            FileHandle.standardError.write(Data("MapKit: \(error); the map draws plain sea\n".utf8))
            return .failure(error)
        }
    }()

    func contains(_ key: MapTileKey) -> Bool { index.entry(for: key) != nil }

    /// Whether a finer tile lies inside `key` (then `key`, standing in for a missing tile, is clipped).
    func hasStoredDescendant(_ key: MapTileKey) -> Bool { index.hasStoredDescendant(key) }

    /// Decodes one tile's features; nil when the archive has no such tile.
    func geometry(for key: MapTileKey) throws(MapTileArchiveError) -> MapTileGeometry? {
        guard let entry = index.entry(for: key) else { return nil }
        let start = data.startIndex + entry.range.lowerBound
        let tile = [UInt8](data[start..<(start + entry.range.count)])
        var reader = ByteReader(bytes: tile, range: 0..<tile.count)
        do throws(MapTileArchiveError) {
            return try decode(key, extent: entry.extent, from: &reader)
        } catch .truncated(let what, _) {
            throw .corruptTile(key, "\(what) runs past the tile's end")
        }
    }

    private func decode(
        _ key: MapTileKey, extent: Int, from reader: inout ByteReader
    ) throws(MapTileArchiveError) -> MapTileGeometry {
        let featureCount = Int(try reader.varint("feature count"))
        var coordinates: [MapFeatureKind: [Int16]] = [:]
        var ringEnds: [MapFeatureKind: [Int]] = [:]
        // Coordinates may reach a little past the tile (the overlap); anything far outside is damage.
        let limit = Int32(extent * 2)
        for _ in 0..<featureCount {
            let rawKind = try reader.uint8("feature kind")
            guard let kind = MapFeatureKind(rawValue: rawKind) else {
                throw .corruptTile(key, "unknown feature kind \(rawKind)")
            }
            let count = Int(try reader.varint("point count"))
            // Each point takes at least two bytes, so a count beyond that is damage, not a big feature.
            guard count <= (reader.end - reader.offset) / 2 else {
                throw .corruptTile(key, "a feature claims \(count) points, more than the tile holds")
            }
            // Taken out of the dictionary while appended to, so the array is not copied.
            var points = coordinates.removeValue(forKey: kind) ?? []
            points.reserveCapacity(points.count + count * 2)
            var x: Int32 = 0
            var y: Int32 = 0
            for _ in 0..<count {
                x &+= try reader.signedVarint("x")
                y &+= try reader.signedVarint("y")
                guard x.magnitude <= limit.magnitude, y.magnitude <= limit.magnitude else {
                    throw .corruptTile(key, "a point (\(x), \(y)) lies far outside the tile")
                }
                points.append(Int16(x))
                points.append(Int16(y))
            }
            coordinates[kind] = points
            ringEnds[kind, default: []].append(points.count / 2)
        }
        var layers: [MapFeatureKind: MapTileLayer] = [:]
        for (kind, points) in coordinates {
            layers[kind] = MapTileLayer(kind: kind, coordinates: points, ringEnds: ringEnds[kind] ?? [])
        }
        return MapTileGeometry(key: key, extent: extent, layers: layers)
    }
}
