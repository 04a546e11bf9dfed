import Foundation

/// One tile's features, decoded: per kind, the points of every ring or line in tile units
/// (0…extent across the tile, a little beyond for the overlap with neighbours).
final class MapTileGeometry: Sendable {
    let key: MapTileKey
    let extent: Int
    /// Only the kinds the tile has.
    let layers: [MapFeatureKind: MapTileLayer]

    init(key: MapTileKey, extent: Int, layers: [MapFeatureKind: MapTileLayer]) {
        self.key = key
        self.extent = extent
        self.layers = layers
    }

    /// Rings and lines of every kind.
    var ringCount: Int { layers.values.reduce(0) { $0 + $1.ringCount } }
    var pointCount: Int { layers.values.reduce(0) { $0 + $1.pointCount } }
}

/// The rings (or lines) of one kind in one tile, as flat arrays so a path is made in one pass.
final class MapTileLayer: Sendable {
    let kind: MapFeatureKind
    /// x and y of each point, interleaved.
    let coordinates: [Int16]
    /// Where each ring ends, as a point index (exclusive).
    let ringEnds: [Int]

    init(kind: MapFeatureKind, coordinates: [Int16], ringEnds: [Int]) {
        self.kind = kind
        self.coordinates = coordinates
        self.ringEnds = ringEnds
    }

    var ringCount: Int { ringEnds.count }
    var pointCount: Int { coordinates.count / 2 }

    /// Calls `body` with each ring's points (x, y pairs in tile units).
    func forEachRing(_ body: (ArraySlice<Int16>) -> Void) {
        var start = 0
        for end in ringEnds {
            body(coordinates[(start * 2)..<(end * 2)])
            start = end
        }
    }
}
