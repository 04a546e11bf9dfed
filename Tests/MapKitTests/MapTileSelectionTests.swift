import CoreLocation
import Foundation
import Testing

@testable import MapKit

@Suite("A map draws the stored level nearest its zoom")
struct MapTileSelectionTests {
    static let size = CGSize(width: 390, height: 300)

    @Test(
        "The nearest stored level, ties to the finer",
        arguments: [
            (0.0, 2), (2.9, 2), (3.0, 4), (4.9, 4), (5.0, 6), (7.2, 8), (9.0, 10), (10.9, 10), (11.4, 12), (19.0, 12),
        ]
    )
    func nearestLevel(zoom: Double, level: Int) {
        #expect(MapTileSelection.level(forZoom: zoom, in: [2, 4, 6, 8, 10, 12]) == level)
        #expect(MapTileSelection.level(forZoom: zoom, in: []) == nil)
    }

    @Test(
        "Around Chincoteague the tutorial's span (zoom 10.7) draws zoom-10 tiles, a 0.05° span zoom-12 ones",
        arguments: [(0.2, 10), (0.05, 12)]
    )
    func landmarkTiles(span: Double, level: Int) throws {
        let archive = try MapTileArchive.shipped.get()
        let viewport = MapViewport(
            region: MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 37.91531, longitude: -75.383212),
                span: MKCoordinateSpan(latitudeDelta: span, longitudeDelta: span)), size: Self.size)
        let tiles = MapTileSelection.tiles(for: viewport, in: Self.size, archive: archive)
        #expect(!tiles.isEmpty)
        #expect(tiles.allSatisfy { $0.key.zoom == level && $0.clip == nil })
        // The tiles cover the view.
        let covered = tiles.map(\.frame).reduce(tiles[0].frame) { $0.union($1) }
        #expect(covered.contains(CGRect(origin: .zero, size: Self.size)))
    }

    @Test("Far from the landmarks a close zoom falls back to whole high-resolution zoom-8 tiles, once each")
    func fallback() throws {
        let archive = try MapTileArchive.shipped.get()
        let gibraltar = MapViewport(
            region: MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 36.0, longitude: -5.6),
                span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5)), size: Self.size)
        let tiles = MapTileSelection.tiles(for: gibraltar, in: Self.size, archive: archive)
        #expect(!tiles.isEmpty)
        #expect(tiles.allSatisfy { $0.key.zoom == 8 && $0.clip == nil })
        #expect(Set(tiles.map(\.key)).count == tiles.count)
    }

    @Test("Next to a landmark's fine tiles, a coarse tile standing in is clipped to the missing tile")
    func clippedStandIn() throws {
        let archive = try MapTileArchive.shipped.get()
        // Two degrees east of Lake Umbagog, zoomed to level 10: fine tiles end west of the view's edge.
        let viewport = MapViewport(
            region: MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816 + 0.45),
                span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)), size: Self.size)
        let tiles = MapTileSelection.tiles(for: viewport, in: Self.size, archive: archive)
        #expect(tiles.contains { $0.key.zoom == 10 })
        let standIns = tiles.filter { $0.key.zoom < 10 }
        #expect(!standIns.isEmpty)
        #expect(standIns.allSatisfy { $0.clip != nil })
    }

    @Test("The world view at zoom 0 draws zoom-2 tiles and repeats east and west")
    func worldWraps() throws {
        let archive = try MapTileArchive.shipped.get()
        let wide = CGSize(width: 1000, height: 300)
        let viewport = MapViewport(centerX: 0.5, centerY: 0.5, zoom: 0).clamped(to: wide)
        let tiles = MapTileSelection.tiles(for: viewport, in: wide, archive: archive)
        #expect(tiles.allSatisfy { $0.key.zoom == 2 })
        #expect(tiles.contains { $0.frame.minX < 0 } || tiles.contains { $0.frame.maxX > 1000 })
        #expect(tiles.count > 16)
    }
}
