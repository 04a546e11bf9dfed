import Foundation
import Testing

@testable import MapKit

@Suite("The map archive decoder refuses damaged data with a clear error")
struct MapTileArchiveTests {
    @Test("A well-formed archive of one land square decodes to one ring of four points")
    func wellFormed() throws {
        let archive = try MapTileArchive(bytes: ArchiveBytes.oneTile(ArchiveBytes.landSquare))
        let geometry = try #require(try archive.geometry(for: MapTileKey(zoom: 0, x: 0, y: 0)))
        let land = try #require(geometry.layers[.land])
        #expect(land.ringEnds == [4])
        #expect(land.coordinates == [0, 0, 4096, 0, 4096, 4096, 0, 4096])
        #expect(try archive.geometry(for: MapTileKey(zoom: 1, x: 0, y: 0)) == nil)
    }

    @Test("Empty, foreign, future and truncated archives are refused, naming what is wrong")
    func badArchives() {
        #expect(throws: MapTileArchiveError.truncated(what: "magic", at: 0)) { try MapTileArchive(bytes: []) }
        #expect(throws: MapTileArchiveError.notAMapArchive) {
            try MapTileArchive(bytes: Array("PNG\u{1A} not a map at all".utf8))
        }
        #expect(throws: MapTileArchiveError.unsupportedVersion(9)) {
            try MapTileArchive(bytes: ArchiveBytes.header(count: 0, version: 9))
        }
        // A table longer than the file.
        #expect(throws: MapTileArchiveError.truncated(what: "a table of 1000 tiles", at: 16)) {
            try MapTileArchive(bytes: ArchiveBytes.header(count: 1000))
        }
        // A tile whose bytes lie past the end of the file.
        let pastEnd = ArchiveBytes.header(count: 1) + ArchiveBytes.entry(zoom: 0, x: 0, y: 0, offset: 32, length: 500)
        #expect(throws: MapTileArchiveError.truncated(what: "tile 0/0/0 (500 bytes at 32)", at: 32)) {
            try MapTileArchive(bytes: pastEnd)
        }
        // A tile outside its level's grid.
        let outside = ArchiveBytes.header(count: 1) + ArchiveBytes.entry(zoom: 1, x: 5, y: 0, offset: 32, length: 0)
        #expect(throws: MapTileArchiveError.badTable("tile 1/5/0 is outside its zoom level")) {
            try MapTileArchive(bytes: outside)
        }
        #expect(throws: MapTileArchiveError.badTable("tile extent 0 is not in 1…8192")) {
            try MapTileArchive(bytes: ArchiveBytes.header(count: 0, extent: 0))
        }
        #expect(MapTileArchiveError.notAMapArchive.description.contains("FMAP"))
    }

    @Test("Damaged tiles are refused when decoded: cut short, unknown kind, runaway count, wild point")
    func badTiles() throws {
        let key = MapTileKey(zoom: 0, x: 0, y: 0)
        let cases: [([UInt8], String)] = [
            (Array(ArchiveBytes.landSquare.dropLast(1)), "y runs past the tile's end"),
            ([1, 99, 1, 0, 0], "unknown feature kind 99"),
            (
                [1, 1] + ArchiveBytes.varint(1_000_000) + [0, 0],
                "a feature claims 1000000 points, more than the tile holds"
            ),
            (
                [1, 1, 1] + ArchiveBytes.varint(ArchiveBytes.zigzag(30_000)) + [0],
                "a point (30000, 0) lies far outside the tile"
            ),
            (
                [1, 1, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
                "x (a varint longer than 5 bytes) runs past the tile's end"
            ),
        ]
        for (payload, reason) in cases {
            let archive = try MapTileArchive(bytes: ArchiveBytes.oneTile(payload))
            #expect(throws: MapTileArchiveError.corruptTile(key, reason)) { try archive.geometry(for: key) }
        }
    }

    @Test("A store over a damaged tile reports it once and draws nothing there; no archive draws nothing")
    @MainActor
    func storeOverDamage() throws {
        let archive = try MapTileArchive(bytes: ArchiveBytes.oneTile([1, 99, 1, 0, 0]))
        let store = MapTileStore(archive: archive)
        let key = MapTileKey(zoom: 0, x: 0, y: 0)
        #expect(store.geometry(for: key) == nil)
        #expect(store.geometry(for: key) == nil)
        #expect(store.errors.count == 1)
        #expect(MapTileStore(archive: nil).geometry(for: key) == nil)
    }

    @Test("The shipped archive cut short is refused with the place it ends; damaged tile bytes never crash")
    func damagedShippedArchive() throws {
        let shipped = try MapTileArchive.shipped.get()
        let half = Array(shipped.data.prefix(shipped.data.count / 2))
        do throws(MapTileArchiveError) {
            _ = try MapTileArchive(bytes: half)
            Issue.record("half an archive was read")
        } catch {
            guard case .truncated(let what, _) = error else { return #expect(Bool(false), "\(error)") }
            #expect(what.hasPrefix("tile "), "\(error)")
        }
        // Chincoteague's densest tile, with bytes overwritten at random places (a seeded generator, so the
        // test is the same each run): each decode gives an error or points inside the tile's limits.
        let key = MapTileKey(zoom: 10, x: 297, y: 395)
        let range = try #require(shipped.index.entry(for: key)).range
        let payload = Array(shipped.data[range])
        var generator = SplitMix(seed: 14)
        var refused = 0
        for _ in 0..<300 {
            var bytes = payload
            for _ in 0..<3 {
                bytes[Int.random(in: bytes.indices, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            let damaged = try MapTileArchive(bytes: ArchiveBytes.oneTile(bytes))
            do throws(MapTileArchiveError) {
                let geometry = try damaged.geometry(for: MapTileKey(zoom: 0, x: 0, y: 0))
                for layer in geometry?.layers.values.map(\.self) ?? [] {
                    #expect(layer.coordinates.allSatisfy { abs(Int($0)) <= 8192 })
                }
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }

    @Test("The shipped archive loads, with the six levels and under 10 MB")
    func shipped() throws {
        let archive = try MapTileArchive.shipped.get()
        #expect(archive.zooms == [2, 4, 6, 8, 10, 12])
        #expect(archive.data.count < 10_000_000)
        // The whole world at zooms 2 to 8: every tile is there (open sea as an empty tile).
        for zoom in [2, 4, 6, 8] {
            let count = 1 << zoom
            #expect(archive.index.count(atZoom: zoom) == count * count)
        }
    }
}

/// A small seeded random generator (SplitMix64), so randomised tests repeat exactly.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("The tile index finds tiles however the table is ordered")
struct MapTileIndexTests {
    static func entry(_ n: Int) -> MapTileIndex.Entry { MapTileIndex.Entry(range: n..<(n + 1), extent: 4096) }

    @Test("A complete level in file order is a flat array; out of order, gaps and repeats still look up right")
    func orders() {
        let inOrder = (0..<4).flatMap { x in
            (0..<4).map { y in (MapTileKey(zoom: 2, x: x, y: y), Self.entry(x * 4 + y)) }
        }
        let shuffled = inOrder.reversed() + [(MapTileKey(zoom: 3, x: 5, y: 1), Self.entry(99))]
        let gappy = inOrder.filter { $0.0.x != 2 || $0.0.y != 1 }
        for entries in [inOrder, Array(shuffled), gappy, inOrder + inOrder] {
            let index = MapTileIndex(entries)
            for (key, entry) in entries where key.zoom == 2 {
                #expect(index.entry(for: key)?.range.lowerBound == entry.range.lowerBound)
            }
            #expect(index.entry(for: MapTileKey(zoom: 2, x: 4, y: 0)) == nil)
            #expect(index.entry(for: MapTileKey(zoom: 7, x: 0, y: 0)) == nil)
        }
        #expect(MapTileIndex(gappy).entry(for: MapTileKey(zoom: 2, x: 2, y: 1)) == nil)
        #expect(MapTileIndex(inOrder).count(atZoom: 2) == 16)
        // Zoom 3 has one tile: its ancestors know they have a finer tile inside, others do not.
        let index = MapTileIndex(Array(shuffled))
        #expect(index.hasStoredDescendant(MapTileKey(zoom: 2, x: 2, y: 0)))
        #expect(!index.hasStoredDescendant(MapTileKey(zoom: 2, x: 0, y: 0)))
        #expect(index.zooms == [2, 3])
    }

    @Test("Read from an archive's table: a complete level in order is looked up in place, one out of order by key")
    func fromTable() throws {
        // Level 1 in order, level 2's sixteen tiles backwards; each tile's one byte says which it is.
        let keys = (0..<4).map { (1, $0 / 2, $0 % 2) } + (0..<16).reversed().map { (2, $0 / 4, $0 % 4) }
        let tableEnd = 16 + keys.count * 16
        var bytes = ArchiveBytes.header(count: keys.count)
        for (index, key) in keys.enumerated() {
            bytes += ArchiveBytes.entry(
                zoom: UInt8(key.0), x: UInt16(key.1), y: UInt16(key.2), offset: tableEnd + index, length: 1)
        }
        bytes += keys.indices.map { UInt8($0) }
        let archive = try MapTileArchive(bytes: bytes)
        #expect(archive.zooms == [1, 2])
        for (index, key) in keys.enumerated() {
            let entry = try #require(archive.index.entry(for: MapTileKey(zoom: key.0, x: key.1, y: key.2)))
            #expect(entry.range == (tableEnd + index)..<(tableEnd + index + 1))
            #expect(entry.extent == 4096)
        }
        #expect(archive.index.count(atZoom: 1) == 4)
        #expect(archive.index.count(atZoom: 2) == 16)
        #expect(archive.index.entry(for: MapTileKey(zoom: 1, x: 2, y: 0)) == nil)
        #expect(archive.index.hasStoredDescendant(MapTileKey(zoom: 0, x: 0, y: 0)))
    }
}
