import Finch
import FinchTesting
import Foundation
import Testing

@testable import MapKit

/// `Map(selection:)` with `.tag` and `ForEach` ids, and `MapReader`'s `MapProxy` (iOS 17).
@MainActor @Suite("Map selection and MapReader (iOS 17)")
struct MapSelectionTests {
    static let size = MapOverlayContentTests.size
    static let umbagog = MapOverlayContentTests.umbagog
    static let region = MapOverlayContentTests.region
    static let east = CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.0)

    struct Place: Identifiable {
        let id: String
        let coordinate: CLLocationCoordinate2D
    }

    static let places = [Place(id: "Lake", coordinate: umbagog), Place(id: "East", coordinate: east)]

    /// Where `coordinate` is drawn in a map showing `region` in the whole window.
    static func point(of coordinate: CLLocationCoordinate2D) -> CGPoint {
        MapCameraFit.viewport(for: .region(region), items: [], in: size).viewPoint(of: coordinate, in: size)
    }

    /// A point inside a marker's balloon, which stands on its coordinate.
    static func balloon(of coordinate: CLLocationCoordinate2D) -> CGPoint {
        let foot = point(of: coordinate)
        return CGPoint(x: foot.x, y: foot.y - MarkerBalloon.height / 2)
    }

    struct Selecting: View {
        @Binding var selected: String?
        var body: some View {
            Map(initialPosition: .region(MapSelectionTests.region), selection: $selected) {
                ForEach(MapSelectionTests.places) { place in
                    Marker(place.id, coordinate: place.coordinate)
                }
                Marker("Counted", coordinate: CLLocationCoordinate2D(latitude: 44.70, longitude: -71.056816)).tag(5)
            }
        }
    }

    @Test("A tap on a marker selects its ForEach id; another marker replaces it; a tap on the map clears it")
    func selectAndClear() {
        let selected = Box<String?>(nil)
        let window = TestWindow(size: Self.size) { Selecting(selected: selected.binding) }
        window.tap(at: Self.balloon(of: Self.umbagog))
        window.advance(by: 1)
        #expect(selected.value == "Lake")
        window.tap(at: Self.balloon(of: Self.east))
        window.advance(by: 1)
        #expect(selected.value == "East")
        // A marker tagged with another type than the selection's is not selected, and changes nothing.
        window.tap(at: Self.balloon(of: CLLocationCoordinate2D(latitude: 44.70, longitude: -71.056816)))
        window.advance(by: 1)
        #expect(selected.value == "East")
        // A double tap on the map zooms and keeps the selection; a single tap, once it is not a double, clears it.
        window.doubleTap(at: CGPoint(x: 40, y: 250))
        window.advance(by: 1)
        #expect(selected.value == "East")
        window.tap(at: CGPoint(x: 40, y: 250))
        window.advance(by: 1)
        #expect(selected.value == nil)
    }

    @Test("An explicit tag wins over the ForEach id; lines and areas take no tag")
    func explicitTag() {
        @MapContentBuilder var content: some MapContent {
            ForEach(Self.places) { place in
                if place.id == "Lake" {
                    Marker(place.id, coordinate: place.coordinate).tag("water")
                } else {
                    Marker(place.id, coordinate: place.coordinate)
                }
            }
        }
        #expect(content.items.map(\.tag) == [AnyHashable("water"), AnyHashable("East")])
        let line = MapPolyline(coordinates: [Self.umbagog, Self.east]).tag("line")
        #expect(line.items.map(\.tag) == [nil])
    }

    @Test("Without a selection a tap on a marker reaches the app's tap on the map")
    func noSelection() {
        let taps = Box(0)
        let window = TestWindow(size: Self.size) {
            Map(initialPosition: .region(Self.region)) {
                Marker("Lake", coordinate: Self.umbagog).tag("Lake")
            }
            .onTapGesture { taps.value += 1 }
        }
        window.tap(at: Self.balloon(of: Self.umbagog))
        window.advance(by: 1)
        window.tap(at: CGPoint(x: 40, y: 250))
        window.advance(by: 1)
        #expect(taps.value == 2)
    }

    @Test("A selection set from outside draws its marker half as large again (golden)")
    func selectedGolden() {
        assertSnapshot(
            of: Map(initialPosition: .region(Self.region), selection: .constant("Lake")) {
                ForEach(Self.places) { place in
                    Marker(place.id, coordinate: place.coordinate)
                }
            },
            size: Self.size)
    }

    @Test("MapReader converts a tap's point to the coordinate under it and back, in local and named spaces")
    func reader() throws {
        let tapped = Box<CLLocationCoordinate2D?>(nil)
        let drawn = Box<CGPoint?>(nil)
        let outside = Box<CLLocationCoordinate2D?>(Self.umbagog)
        let window = TestWindow(size: CGSize(width: 390, height: 350)) {
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                MapReader { proxy in
                    Map(initialPosition: .region(Self.region))
                        .onTapGesture { point in
                            tapped.value = proxy.convert(point, from: .local)
                            drawn.value = proxy.convert(Self.umbagog, to: .named("screen"))
                            outside.value = proxy.convert(CGPoint(x: 10, y: -10), from: .local)
                        }
                }
                .frame(height: 300)
            }
            .coordinateSpace(name: "screen")
        }
        let centre = Self.point(of: Self.umbagog)
        window.tap(at: CGPoint(x: centre.x, y: centre.y + 50))
        window.advance(by: 1)
        let coordinate = try #require(tapped.value)
        #expect(abs(coordinate.latitude - Self.umbagog.latitude) < 1e-6)
        #expect(abs(coordinate.longitude - Self.umbagog.longitude) < 1e-6)
        let point = try #require(drawn.value)
        #expect(abs(point.x - centre.x) < 1e-6 && abs(point.y - (centre.y + 50)) < 1e-6, "\(point)")
        // Above the map (in the grey band) is no coordinate of it.
        #expect(outside.value == nil)
    }

    @Test("MapProxy answers nil before its map is drawn")
    func readerBounds() {
        let proxy = MapProxy(shown: MapShownViewport())
        #expect(proxy.convert(CGPoint(x: 1, y: 1), from: .local) == nil)
        #expect(proxy.convert(Self.umbagog, to: .local) == nil)
    }
}

/// A value the tests read back, with a binding to it.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}
