import Finch
import FinchTesting
import Foundation
import Testing

@testable import MapKit

/// iOS 17's map overlays and the modifiers that style them, `UserAnnotation`, `mapControls` and
/// `onMapCameraChange`.
@MainActor @Suite("Map overlays, controls and camera changes (iOS 17)")
struct MapOverlayContentTests {
    static let size = CGSize(width: 390, height: 300)
    static let umbagog = CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816)
    static let region = MKCoordinateRegion(
        center: umbagog, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))

    /// The area items `content` gives, in order.
    private func areas(_ content: some MapContent) -> [MapAreaItem] {
        content.items.compactMap { item in
            if case .area(let area) = item { return area }
            return nil
        }
    }

    @Test("A circle's edge is its radius in metres from its centre, all round")
    func circleRadius() throws {
        let circle = try #require(areas(MapCircle(center: Self.umbagog, radius: 2_500)).first)
        let centre = CLLocation(latitude: Self.umbagog.latitude, longitude: Self.umbagog.longitude)
        #expect(circle.coordinates.count == MapAreaItem.circleSegments)
        for point in circle.coordinates {
            let metres = CLLocation(latitude: point.latitude, longitude: point.longitude).distance(from: centre)
            // The sphere's formula against CoreLocation's ellipsoid: within half a percent.
            #expect(abs(metres - 2_500) < 12.5, "\(metres) m")
        }
        // A bad radius makes a point, not a crash.
        let bad = try #require(areas(MapCircle(center: Self.umbagog, radius: .nan)).first)
        #expect(bad.coordinates.allSatisfy { abs($0.latitude - Self.umbagog.latitude) < 1e-9 })
    }

    @Test("foregroundStyle fills, stroke outlines; unstyled areas get Finch's default fill, lines keep theirs")
    func styles() throws {
        @MapContentBuilder var content: some MapContent {
            MapPolygon(coordinates: [Self.umbagog, Self.umbagog, Self.umbagog])
            MapCircle(center: Self.umbagog, radius: 100).foregroundStyle(.red.opacity(0.3))
            MapCircle(center: Self.umbagog, radius: 100).stroke(.blue, lineWidth: 2)
            MapPolyline(coordinates: [Self.umbagog, Self.umbagog]).stroke(.green, style: StrokeStyle(lineWidth: 5))
            Marker("Lake", coordinate: Self.umbagog).foregroundStyle(.red)
        }
        let found = areas(content)
        try #require(found.count == 3)
        #expect(found[0].fill == nil && found[0].stroke == nil)
        #expect(found[1].fill != nil && found[1].stroke == nil)
        #expect(found[2].fill == nil && found[2].stroke != nil && found[2].strokeStyle.lineWidth == 2)
        let lines = content.items.compactMap { item -> PolylineItem? in
            if case .polyline(let line) = item { return line }
            return nil
        }
        #expect(lines.count == 1 && lines.first?.lineWidth == 5 && lines.first?.style != nil)
        // The marker is still there, untouched by the style.
        #expect(content.items.count == 5)
    }

    @Test("strokeStyle keeps the colours and sets the width; points: initialisers read MapKit's map points")
    func strokeStyleAndPoints() throws {
        let points = [MKMapPoint(Self.umbagog), MKMapPoint(x: 0, y: 0)]
        @MapContentBuilder var content: some MapContent {
            MapPolygon(points: points).stroke(.red, lineWidth: 2).strokeStyle(style: StrokeStyle(lineWidth: 6))
            MapPolyline(points: points).strokeStyle(style: StrokeStyle(lineWidth: 7))
        }
        let area = try #require(areas(content).first)
        #expect(area.stroke != nil && area.strokeStyle.lineWidth == 6)
        #expect(area.coordinates.count == 2)
        #expect(abs(area.coordinates[0].latitude - Self.umbagog.latitude) < 1e-9)
        #expect(abs(area.coordinates[0].longitude - Self.umbagog.longitude) < 1e-9)
        let line = content.items.compactMap { item -> PolylineItem? in
            if case .polyline(let line) = item { return line }
            return nil
        }.first
        #expect(line?.lineWidth == 7 && line?.style == nil && line?.coordinates.count == 2)
    }

    @Test("A Group of map content draws what it holds in place; a style on the group styles each area inside")
    func group() throws {
        @MapContentBuilder var content: some MapContent {
            Marker("Before", coordinate: Self.umbagog)
            Group {
                MapCircle(center: Self.umbagog, radius: 100)
                MapPolygon(coordinates: [Self.umbagog, Self.umbagog, Self.umbagog])
                Marker("Inside", coordinate: Self.umbagog)
            }
            .stroke(.red, lineWidth: 3)
            Group {
                if Self.size.width > 0 { Marker("After", coordinate: Self.umbagog) }
            }
        }
        let items = content.items
        #expect(items.count == 5)
        let found = areas(content)
        #expect(found.count == 2 && found.allSatisfy { $0.stroke != nil && $0.strokeStyle.lineWidth == 3 })
        let titles = items.compactMap { item -> String? in
            if case .marker(let marker) = item { return marker.title }
            return nil
        }
        #expect(titles == ["Before", "Inside", "After"])
    }

    @Test("UserAnnotation draws nothing (a desktop has no location), beside what is drawn")
    func userAnnotation() {
        @MapContentBuilder var content: some MapContent {
            UserAnnotation()
            Marker("Lake", coordinate: Self.umbagog)
        }
        #expect(content.items.count == 1)
    }

    @Test("The controls sit in the map's top trailing corner; the location button is 44 pt")
    func controls() throws {
        let window = TestWindow(size: Self.size) {
            Map(initialPosition: .region(Self.region)) { Marker("Lake", coordinate: Self.umbagog) }
                .mapControls {
                    MapUserLocationButton()
                    MapCompass()
                    MapScaleView()
                    MapPitchToggle()
                }
        }
        let button = try #require(window.accessibilityElement(labeled: "Tracking")?.frame)
        #expect(button.size == CGSize(width: 44, height: 44))
        #expect(button.maxX == Self.size.width - 8 && button.minY == 8, "\(button)")
    }

    @Test("onMapCameraChange: .continuous at every step of a drag, .onEnd once when it ends, with the camera")
    func cameraChange() throws {
        let log = CameraLog()
        let window = TestWindow(size: Self.size) {
            Map(initialPosition: .region(Self.region))
                .onMapCameraChange { context in log.ends.append(context) }
                .onMapCameraChange(frequency: .continuous) { context in log.steps.append(context) }
                .onMapCameraChange { log.plainEnds += 1 }
        }
        #expect(log.ends.isEmpty && log.steps.isEmpty)
        window.drag(from: CGPoint(x: 195, y: 150), to: CGPoint(x: 95, y: 150))
        window.advance(by: 1)
        #expect(log.steps.count >= 5, "\(log.steps.count)")
        #expect(log.ends.count == 1 && log.plainEnds == 1)
        let end = try #require(log.ends.first)
        // Dragged west, the map shows what lies east: the end is where the coast stops, east of the start.
        #expect(end.region.center.longitude > Self.umbagog.longitude)
        #expect(abs(end.camera.centerCoordinate.longitude - end.region.center.longitude) < 1e-9)
        // Finch's camera reading: `distance` metres span the view's height, so it fits the region's height back.
        let back = MapCameraFit.viewport(for: end.camera, in: Self.size).region(in: Self.size)
        #expect(abs(back.span.latitudeDelta - end.region.span.latitudeDelta) < 1e-6 * end.region.span.latitudeDelta)
        // The rect is the region in map points: its centre is the region's centre.
        let rectCentre = MKMapPoint(x: end.rect.midX, y: end.rect.midY).coordinate
        #expect(abs(rectCentre.longitude - end.region.center.longitude) < 1e-6)
        #expect(abs(rectCentre.latitude - end.region.center.latitude) < 1e-6)
        window.doubleTap(at: CGPoint(x: 195, y: 150))
        window.advance(by: 1)
        #expect(log.ends.count == 2)
        if log.ends.count == 2 { #expect(log.ends[1].camera.distance < end.camera.distance / 1.9) }
        // A pinch tells .onEnd once, when the fingers lift, with the zoomed-out camera.
        window.pinch(at: CGPoint(x: 195, y: 150), scale: 0.5)
        window.advance(by: 1)
        #expect(log.ends.count == 3)
        if log.ends.count == 3 { #expect(log.ends[2].camera.distance > log.ends[1].camera.distance * 1.9) }
    }

    @Test("The iOS 17 overlays drawn over Lake Umbagog, with a user annotation and controls (golden)")
    func golden() {
        let shore = [
            CLLocationCoordinate2D(latitude: 44.78, longitude: -71.10),
            CLLocationCoordinate2D(latitude: 44.80, longitude: -71.04),
            CLLocationCoordinate2D(latitude: 44.76, longitude: -71.01),
        ]
        assertSnapshot(
            of: Map(initialPosition: .region(Self.region)) {
                UserAnnotation()
                MapCircle(center: Self.umbagog, radius: 2_000).foregroundStyle(.blue.opacity(0.3))
                MapCircle(center: Self.umbagog, radius: 3_500).stroke(.red, lineWidth: 2)
                MapPolygon(coordinates: shore)
                MapPolyline(coordinates: [Self.umbagog, shore[1]]).stroke(.orange, lineWidth: 3)
                Marker("Umbagog", coordinate: Self.umbagog)
            }
            .mapControls {
                MapUserLocationButton()
                MapCompass()
                MapScaleView()
            },
            size: Self.size)
    }
}

/// What the camera-change actions were told.
@MainActor
final class CameraLog {
    var ends: [MapCameraUpdateContext] = []
    var steps: [MapCameraUpdateContext] = []
    var plainEnds = 0
}
