import Finch
import FinchTesting
import Foundation
import Testing

@testable import MapKit

/// The tutorial's `MapView` (iOS 14 form), with the region it was last given kept for the test to read.
@MainActor
final class RegionBox {
    var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816),
        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    var binding: Binding<MKCoordinateRegion> {
        Binding(get: { self.region }, set: { self.region = $0 })
    }
}

@MainActor @Suite("A map pans, zooms and writes its region back")
struct MapInteractionTests {
    static let size = CGSize(width: 390, height: 300)
    static let centre = CGPoint(x: 195, y: 150)

    @Test("A drag pans the map with the finger, the binding following as it moves; the release coasts on")
    func dragPans() {
        let box = RegionBox()
        let window = TestWindow(size: Self.size) { Map(coordinateRegion: box.binding) }
        let before = box.region
        // The view is wider than the region's 0.2° (a region is shown whole), so a point is this many degrees.
        let degreesPerPoint =
            MapViewport(region: before, size: Self.size).region(in: Self.size).span.longitudeDelta / 390
        window.send(.began, at: Self.centre)
        for step in 1...10 {
            window.advance(by: TestWindow.inputStep)
            window.send(.moved, at: CGPoint(x: 195 + 10 * Double(step), y: 150))
        }
        window.render()
        // The map's centre moved 100 pt west under the finger, exactly.
        let moved = before.center.longitude - box.region.center.longitude
        #expect(abs(moved - 100 * degreesPerPoint) < 1e-6 * degreesPerPoint, "moved \(moved / degreesPerPoint) pt")
        #expect(abs(box.region.center.latitude - before.center.latitude) < 1e-9)
        window.send(.ended, at: CGPoint(x: 295, y: 150))
        window.advance(by: 1)
        // A flick at 600 pt/s coasts on, in the same direction.
        let settled = before.center.longitude - box.region.center.longitude
        #expect(settled > moved + 50 * degreesPerPoint, "coasted \((settled - moved) / degreesPerPoint) pt")
        #expect(!window.needsFrame)
    }

    @Test("A pan keeps every tile's path: the shapes are only moved")
    func panReusesPaths() throws {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 37.91531, longitude: -75.383212),
            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let box = RegionBox()
        box.region = region
        let window = TestWindow(size: Self.size) { Map(coordinateRegion: box.binding) }
        let archive = try MapTileArchive.shipped.get()
        let tilesBefore = MapTileSelection.tiles(
            for: MapViewport(region: region, size: Self.size), in: Self.size, archive: archive)
        // Painting asks the shapes for their paths.
        _ = window.displayList
        let made = MapTileShape.debugPathCount
        #expect(made > 0)
        window.send(.began, at: Self.centre)
        for step in 1...12 {
            window.advance(by: TestWindow.inputStep)
            window.send(.moved, at: CGPoint(x: 195 - 2 * Double(step), y: 150))
            _ = window.displayList
        }
        let tilesAfter = MapTileSelection.tiles(
            for: MapViewport(region: box.region, size: Self.size), in: Self.size, archive: archive)
        try #require(tilesBefore.map(\.key) == tilesAfter.map(\.key), "the pan brought other tiles into view")
        #expect(tilesAfter.first?.frame.minX != tilesBefore.first?.frame.minX)
        #expect(MapTileShape.debugPathCount == made)
        window.send(.ended, at: CGPoint(x: 171, y: 150))
        // A zoom draws the tiles at another size, so their paths are made again (the count does count).
        window.pinch(at: Self.centre, scale: 1.3)
        window.advance(by: 0.5)
        _ = window.displayList
        #expect(MapTileShape.debugPathCount > made)
    }

    @Test("A pinch to 2× halves the span about the pinch; Ctrl+scroll up 200 pt does the same")
    func pinchZooms() {
        let box = RegionBox()
        let window = TestWindow(size: Self.size) { Map(coordinateRegion: box.binding) }
        let span = box.region.span.latitudeDelta
        window.pinch(at: Self.centre, scale: 2)
        window.advance(by: 0.5)
        #expect(abs(box.region.span.latitudeDelta - span / 2) < span * 0.01, "\(box.region.span.latitudeDelta)")
        window.scroll(at: Self.centre, by: CGSize(width: 0, height: -200), modifiers: .control)
        window.advance(by: 1)
        let ratio = box.region.span.latitudeDelta / (span / 2)
        #expect(ratio < 0.9 || ratio > 1.1, "Ctrl+scroll did not zoom: \(ratio)")
    }

    @Test("A double tap zooms in twice about the tap, animated over 0.3 s")
    func doubleTapZooms() {
        let box = RegionBox()
        let window = TestWindow(size: Self.size) { Map(coordinateRegion: box.binding) }
        let before = MapViewport(region: box.region, size: Self.size)
        let tapped = CGPoint(x: 100, y: 100)
        window.doubleTap(at: tapped)
        // The binding holds the target at once: one zoom step in, the tapped place still under the tap.
        let after = MapViewport(region: box.region, size: Self.size)
        #expect(abs(after.zoom - before.zoom - 1) < 1e-5)
        let placeX = before.centerX + (100 - 195) / before.worldSize
        let placeY = before.centerY + (100 - 150) / before.worldSize
        let point = after.viewPoint(unitX: placeX, unitY: placeY, in: Self.size)
        #expect(abs(point.x - 100) < 0.01 && abs(point.y - 100) < 0.01, "\(point)")
        // The drawing animates towards it and then stops asking for frames.
        #expect(window.needsFrame)
        window.advance(by: 0.5)
        #expect(!window.needsFrame)
    }

    @Test("With interactionModes [] a drag and a double tap leave the region alone")
    func interactionModesHonoured() {
        let box = RegionBox()
        let window = TestWindow(size: Self.size) { Map(coordinateRegion: box.binding, interactionModes: []) }
        let before = box.region
        window.drag(from: Self.centre, to: CGPoint(x: 295, y: 200))
        window.doubleTap(at: Self.centre)
        window.pinch(at: Self.centre, scale: 2)
        #expect(box.region.center.longitude == before.center.longitude)
        #expect(box.region.span.latitudeDelta == before.span.latitudeDelta)
    }

    @Test("Zoom only: a drag does not pan, a pinch zooms")
    func zoomOnly() {
        let box = RegionBox()
        let window = TestWindow(size: Self.size) { Map(coordinateRegion: box.binding, interactionModes: .zoom) }
        let before = box.region
        window.drag(from: Self.centre, to: CGPoint(x: 295, y: 200))
        #expect(box.region.center.longitude == before.center.longitude)
        window.pinch(at: Self.centre, scale: 2)
        #expect(box.region.span.latitudeDelta < before.span.latitudeDelta * 0.6)
    }

    @Test("A map inside a vertical ScrollView pans itself; the scroll view stays put")
    func mapInScrollViewPans() {
        let box = RegionBox()
        let window = TestWindow(size: CGSize(width: 390, height: 600)) {
            ScrollView {
                VStack(spacing: 0) {
                    Map(coordinateRegion: box.binding).frame(height: 300)
                    Text("Below the map").frame(height: 800, alignment: .top)
                }
            }
        }
        let textBefore = window.frames(ofText: "Below the map")
        let before = box.region
        window.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 195, y: 50), duration: 0.5)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Below the map") == textBefore)
        #expect(box.region.center.latitude < before.center.latitude - before.span.latitudeDelta * 0.2)
        // Dragging below the map scrolls the page.
        window.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 400), duration: 0.5)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Below the map") != textBefore)
    }

    @Test("Map(position: .constant) can still be panned; the constant is not written")
    func constantPosition() {
        let region = RegionBox().region
        let window = TestWindow(size: Self.size) { Map(position: .constant(.region(region))) }
        let before = window.displayList
        window.drag(from: Self.centre, to: CGPoint(x: 295, y: 150))
        window.advance(by: 1)
        #expect(window.displayList != before)
    }

    @Test("Map(position:) writes a user-positioned region after a drag")
    func positionWrittenByUser() {
        @MainActor final class Box { var position = MapCameraPosition.region(RegionBox().region) }
        let box = Box()
        let binding = Binding(get: { box.position }, set: { box.position = $0 })
        let window = TestWindow(size: Self.size) { Map(position: binding) }
        #expect(!box.position.positionedByUser)
        window.drag(from: Self.centre, to: CGPoint(x: 295, y: 150))
        #expect(box.position.positionedByUser)
        #expect(box.position.region != nil)
    }
}
