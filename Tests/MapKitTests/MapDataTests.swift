import CoreLocation
import Foundation
import Testing

@testable import MapKit

/// What the shipped tiles hold in a window around a coordinate, at one level.
struct WindowCensus {
    var rings: [MapFeatureKind: Int] = [:]
    var pointsInside: [MapFeatureKind: Int] = [:]

    /// Decodes the tiles of `zoom` over latitude and longitude ±`radius` of `center` and counts the
    /// rings and lines with a point inside the window, and those points.
    init(center: CLLocationCoordinate2D, radius: Double, zoom: Int, archive: MapTileArchive) throws {
        let corner1 = WebMercator.project(
            CLLocationCoordinate2D(latitude: center.latitude + radius, longitude: center.longitude - radius))
        let corner2 = WebMercator.project(
            CLLocationCoordinate2D(latitude: center.latitude - radius, longitude: center.longitude + radius))
        let count = Double(1 << zoom)
        for x in Int(corner1.x * count)...Int(corner2.x * count) {
            for y in Int(corner1.y * count)...Int(corner2.y * count) {
                let key = MapTileKey(zoom: zoom, x: x, y: y)
                let geometry = try #require(try archive.geometry(for: key), "tile \(key) is missing")
                let extent = Double(geometry.extent)
                for (kind, layer) in geometry.layers {
                    layer.forEachRing { ring in
                        var inside = 0
                        var index = ring.startIndex
                        while index < ring.endIndex {
                            let unitX = (Double(x) + Double(ring[index]) / extent) / count
                            let unitY = (Double(y) + Double(ring[index + 1]) / extent) / count
                            // A point in the overlap belongs to its own tile's neighbour: count it once.
                            let local = (Double(ring[index]), Double(ring[index + 1]))
                            let own = local.0 >= 0 && local.0 < extent && local.1 >= 0 && local.1 < extent
                            if own, unitX >= corner1.x, unitX <= corner2.x, unitY >= corner1.y, unitY <= corner2.y {
                                inside += 1
                            }
                            index += 2
                        }
                        if inside > 0 {
                            rings[kind, default: 0] += 1
                            pointsInside[kind, default: 0] += inside
                        }
                    }
                }
            }
        }
    }

    var areaPoints: Int { [.land, .lake, .islandInLake, .pond].reduce(0) { $0 + (pointsInside[$1] ?? 0) } }
}

@Suite("The shipped map holds GSHHG's geography where the landmarks are")
struct MapDataTests {
    static let chincoteague = CLLocationCoordinate2D(latitude: 37.91531, longitude: -75.383212)

    @Test("Within ±0.2° of Chincoteague the full-resolution tiles keep GSHHG's 2,740 points", arguments: [10, 12])
    func chincoteague(zoom: Int) throws {
        let archive = try MapTileArchive.shipped.get()
        let census = try WindowCensus(center: Self.chincoteague, radius: 0.2, zoom: zoom, archive: archive)
        // GSHHG has 52 polygons with 2,740 points inside the window (the build script prints both). Points
        // a few metres apart merge when quantised to the tile grid (about 10 m here), and a polygon crossing
        // a tile edge is split into one ring per tile; so the counts are close, not equal.
        #expect((2_600...2_760).contains(census.areaPoints), "\(census.pointsInside)")
        let rings = [.land, .lake, .islandInLake].reduce(0) { $0 + (census.rings[$1] ?? 0) }
        #expect((52...150).contains(rings), "\(census.rings)")
    }

    @Test(
        "Lake Umbagog, Twin Lake and Rainbow Lake are drawn as lakes",
        arguments: [
            ("Lake Umbagog", 44.747408, -71.056816), ("Twin Lake", 60.641684, -153.849883),
            ("Rainbow Lake", 61.694334, -150.086103),
        ]
    )
    func lakes(name: String, latitude: Double, longitude: Double) throws {
        let archive = try MapTileArchive.shipped.get()
        let census = try WindowCensus(
            center: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), radius: 0.1, zoom: 10,
            archive: archive)
        #expect((census.rings[.lake] ?? 0) >= 1, "\(name): \(census.rings)")
        // Rainbow Lake is the smallest: GSHHG outlines it with 15 points within 0.1°.
        #expect((census.pointsInside[.lake] ?? 0) >= 10, "\(name): \(census.pointsInside)")
    }

    @Test(
        "The Glacier park windows (±0.2°) hold only land and a few river lines",
        arguments: [("Lake McDonald", 48.56002, -113.934831), ("St. Mary Lake", 48.69423, -113.536248)]
    )
    func glacier(name: String, latitude: Double, longitude: Double) throws {
        let archive = try MapTileArchive.shipped.get()
        let center = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        let census = try WindowCensus(center: center, radius: 0.2, zoom: 10, archive: archive)
        // No shoreline at all comes near (GSHHG has neither lake), so the window is inside the land...
        #expect(census.areaPoints == 0, "\(name): \(census.pointsInside)")
        let unit = WebMercator.project(center)
        let tile = try #require(
            try archive.geometry(for: MapTileKey(zoom: 10, x: Int(unit.x * 1024), y: Int(unit.y * 1024))))
        #expect(tile.layers[.land]?.ringCount == 1)
        #expect(tile.layers[.lake] == nil)
        // ...crossed by WDBII's rivers: three lines by Lake McDonald, one by St. Mary Lake.
        #expect((1...5).contains(census.rings[.river, default: 0]), "\(name): \(census.rings)")
    }
}
