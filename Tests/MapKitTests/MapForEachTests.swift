import Finch
import FinchTesting
import Foundation
import Testing

@testable import MapKit

/// `ForEach` in map content (`ForEach: MapContent where Content: MapContent`), and `if` in it
/// following state.
@MainActor @Suite("ForEach and if in Map content")
struct MapForEachTests {
    static let size = CGSize(width: 390, height: 300)
    static let region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816),
        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    static let places = [
        Place(id: 1, name: "West", coordinate: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.1)),
        Place(id: 2, name: "Middle", coordinate: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816)),
        Place(id: 3, name: "East", coordinate: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.0)),
    ]

    private func titles<C: MapContent>(_ content: C) -> [String] {
        content.items.map { item -> String in
            switch item {
            case .marker(let marker): marker.title ?? "?"
            case .annotation: "annotation"
            case .polyline: "line"
            case .area: "area"
            }
        }
    }

    @Test("A ForEach of Identifiable places draws one marker per place, each over its coordinate")
    func identifiable() {
        let window = TestWindow(size: Self.size) {
            Map(initialPosition: .region(Self.region)) {
                ForEach(Self.places) { place in
                    Marker(place.name, coordinate: place.coordinate)
                }
            }
        }
        let viewport = MapViewport(region: Self.region, size: Self.size)
        for place in Self.places {
            let frames = window.frames(ofText: place.name)
            #expect(frames.count == 1, "\(place.name)")
            let expected = viewport.viewPoint(of: place.coordinate, in: Self.size)
            if let frame = frames.first { #expect(abs(frame.midX - expected.x) < 1, "\(frame) vs \(expected)") }
        }
    }

    @Test("ForEach over a range and over an id: key path, nested, with if and if let inside, keep their order")
    func rangesKeyPathsAndNesting() {
        let names = ["A", "B"]
        let extra: String? = "Optional"
        @MapContentBuilder var content: some MapContent {
            ForEach(0..<2) { index in
                Marker("R\(index)", coordinate: Self.places[index].coordinate)
            }
            ForEach(names, id: \.self) { name in
                ForEach(0..<2) { index in
                    if index == 0 {
                        Marker(name, coordinate: Self.places[index].coordinate)
                    } else {
                        MapPolyline(coordinates: Self.places.map(\.coordinate))
                    }
                }
            }
            if let extra { Marker(extra, coordinate: Self.places[2].coordinate) }
        }
        #expect(titles(content) == ["R0", "R1", "A", "line", "B", "line", "Optional"])
    }

    private struct Toggling: View {
        @State var showsExtra = false

        var body: some View {
            VStack {
                Button("Toggle") { showsExtra.toggle() }
                Map(initialPosition: .region(MapForEachTests.region)) {
                    Marker("Base", coordinate: MapForEachTests.places[0].coordinate)
                    if showsExtra {
                        Marker("Extra", coordinate: MapForEachTests.places[2].coordinate)
                    }
                }
            }
        }
    }

    @Test("An if in the map's content, toggled by state, adds and removes its marker")
    func ifFollowsState() throws {
        let window = TestWindow(size: Self.size) { Toggling() }
        #expect(window.frames(ofText: "Base").count == 1)
        #expect(window.frames(ofText: "Extra").isEmpty)
        let button = try #require(window.frames(ofText: "Toggle").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Extra").count == 1)
        #expect(window.frames(ofText: "Base").count == 1)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Extra").isEmpty)
    }

    @Test("ForEach of views still builds views next to the map-content one")
    func viewsUnchanged() {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            VStack { ForEach(Self.places) { place in Text(place.name) } }
        }
        #expect(window.frames(ofText: "Middle").count == 1)
    }
}
