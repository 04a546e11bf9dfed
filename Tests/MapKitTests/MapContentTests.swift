import Finch
import FinchTesting
import Foundation
import Testing

@testable import MapKit

@MainActor @Suite("Markers, annotations and lines sit on their coordinates, upright and sized in points")
struct MapContentTests {
    static let size = CGSize(width: 390, height: 300)
    static let umbagog = CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816)

    @Test("An annotation's view keeps its size as the map zooms, its bottom centre on the coordinate")
    func annotationKeepsSize() {
        let region = MKCoordinateRegion(
            center: Self.umbagog, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let east = CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.0)
        let window = TestWindow(size: Self.size) {
            Map(initialPosition: .region(region)) {
                Annotation(coordinate: east) {
                    Text("Here").frame(width: 60, height: 20)
                } label: {
                    EmptyView()
                }
            }
        }
        let viewport = MapViewport(region: region, size: Self.size)
        let expected = viewport.viewPoint(of: east, in: Self.size)
        let before = window.frames(ofText: "Here")
        #expect(before.count == 1)
        if let frame = before.first {
            #expect(abs(frame.midX - expected.x) < 31, "\(frame) vs \(expected)")
            // The text (22 pt tall) is centred in its 20-pt frame, whose bottom is on the coordinate.
            #expect(abs(frame.maxY - (expected.y + 1)) < 0.5, "\(frame) vs \(expected)")
        }
        window.pinch(at: CGPoint(x: 195, y: 150), scale: 2)
        window.advance(by: 0.5)
        let after = window.frames(ofText: "Here")
        #expect(after.count == 1)
        // The text is as big as before, and it moved away from the centre as the map grew.
        if let a = after.first, let b = before.first {
            #expect(abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01)
        }
        if let a = after.first, let b = before.first { #expect(abs(a.midX - 195) > abs(b.midX - 195) + 20) }
    }

    @Test("A marker's title sits under its balloon, centred on the coordinate")
    func markerTitle() {
        let region = MKCoordinateRegion(
            center: Self.umbagog, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let window = TestWindow(size: Self.size) {
            Map(initialPosition: .region(region)) { Marker("Umbagog", coordinate: Self.umbagog) }
        }
        let frame = window.frames(ofText: "Umbagog").first
        #expect(frame != nil)
        if let frame {
            #expect(abs(frame.midX - 195) < 1, "\(frame)")
            // The balloon's bottom is at the coordinate (the centre), the title just below it.
            #expect(frame.minY >= 150 && frame.minY < 160, "\(frame)")
        }
    }

    @Test(".automatic fits every marked coordinate in view, with room around them")
    func automaticFits() {
        let a = CLLocationCoordinate2D(latitude: 48.56002, longitude: -113.934831)
        let b = CLLocationCoordinate2D(latitude: 48.69423, longitude: -113.536248)
        let items: [MapItem] = [
            .marker(MarkerItem(title: "A", coordinate: a)), .marker(MarkerItem(title: "B", coordinate: b)),
        ]
        let viewport = MapCameraFit.viewport(for: .automatic, items: items, in: Self.size)
        for coordinate in [a, b] {
            let point = viewport.viewPoint(of: coordinate, in: Self.size)
            #expect(point.x > 20 && point.x < 370 && point.y > 20 && point.y < 280, "\(point)")
        }
        let window = TestWindow(size: Self.size) {
            Map {
                Marker("McDonald", coordinate: a)
                Marker("St. Mary", coordinate: b)
                MapPolyline(coordinates: [a, b]).stroke(.blue, lineWidth: 4)
            }
        }
        #expect(window.frames(ofText: "McDonald").count == 1)
        #expect(window.frames(ofText: "St. Mary").count == 1)
    }

    @Test("Content built with if, else and for gives its items in order")
    func builder() {
        let show = true
        let coordinates = [Self.umbagog, Self.umbagog]
        @MapContentBuilder var content: some MapContent {
            if show {
                Marker("One", coordinate: Self.umbagog)
            } else {
                Marker("Two", coordinate: Self.umbagog)
            }
            for coordinate in coordinates { Marker("Many", coordinate: coordinate).tint(.green) }
            MapPolyline(coordinates: coordinates)
        }
        let titles = content.items.map { item -> String in
            switch item {
            case .marker(let marker): marker.title ?? "?"
            case .annotation: "annotation"
            case .polyline: "line"
            case .area: "area"
            }
        }
        #expect(titles == ["One", "Many", "Many", "line"])
    }
}

/// A place for the iOS 14 annotation form.
struct Place: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

@MainActor @Suite("The iOS 14 Map with annotationItems")
struct AnnotationItemsTests {
    @Test("MapMarker, MapPin and MapAnnotation each draw at their item's coordinate")
    func annotationItems() {
        let box = RegionBox()
        let places = [
            Place(id: 1, name: "Errol", coordinate: CLLocationCoordinate2D(latitude: 44.78, longitude: -71.13)),
            Place(id: 2, name: "Upton", coordinate: CLLocationCoordinate2D(latitude: 44.70, longitude: -70.98)),
        ]
        let window = TestWindow(size: CGSize(width: 390, height: 300)) {
            Map(coordinateRegion: box.binding, annotationItems: places) { place in
                MapAnnotation(coordinate: place.coordinate) { Text(place.name) }
            }
        }
        let viewport = MapViewport(region: box.region, size: CGSize(width: 390, height: 300))
        for place in places {
            let frame = window.frames(ofText: place.name).first
            let expected = viewport.viewPoint(of: place.coordinate, in: CGSize(width: 390, height: 300))
            #expect(
                frame.map { abs($0.midX - expected.x) < 1 && abs($0.midY - expected.y) < 1 } == true, "\(place.name)")
        }
        let markers = Map(coordinateRegion: box.binding, annotationItems: places) {
            MapMarker(coordinate: $0.coordinate)
        }
        let pins = Map(coordinateRegion: box.binding, annotationItems: places) {
            MapPin(coordinate: $0.coordinate, tint: .blue)
        }
        #expect(markers.items.count == 2 && pins.items.count == 2)
    }
}
