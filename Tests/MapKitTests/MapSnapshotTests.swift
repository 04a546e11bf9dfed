import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import MapKit

/// The Landmarks tutorial's `MapView`, typed as the tutorial has it (iOS 14 form).
struct TutorialMapView: View {
    var coordinate: CLLocationCoordinate2D
    @State private var region = MKCoordinateRegion()

    var body: some View {
        Map(coordinateRegion: $region)
            .onAppear {
                setRegion(coordinate)
            }
    }

    private func setRegion(_ coordinate: CLLocationCoordinate2D) {
        region = MKCoordinateRegion(
            center: coordinate,
            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)
        )
    }
}

@MainActor @Suite("Maps of real places look like Apple Maps' light style")
struct MapSnapshotTests {
    static let size = CGSize(width: 390, height: 300)

    @Test("Chincoteague at the tutorial's 0.2° span: the barrier islands, the bay and the marshes")
    func chincoteague() {
        assertMapSnapshot(
            of: TutorialMapView(coordinate: CLLocationCoordinate2D(latitude: 37.91531, longitude: -75.383212)))
    }

    @Test("Lake Umbagog at the tutorial's 0.2° span: the lake's outline, rivers and the state line")
    func lakeUmbagog() {
        assertMapSnapshot(
            of: TutorialMapView(coordinate: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816)))
    }

    @Test("Far from any landmark, the Strait of Gibraltar from the high-resolution data, with a marker")
    func gibraltar() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 36.0, longitude: -5.5),
            span: MKCoordinateSpan(latitudeDelta: 1.6, longitudeDelta: 1.6))
        assertSnapshot(
            of: Map(initialPosition: .region(region)) {
                Marker("Tarifa", coordinate: CLLocationCoordinate2D(latitude: 36.013, longitude: -5.606))
            },
            size: Self.size)
    }

    @Test("The whole world: continents, and the map repeats to fill a wide view")
    func world() {
        assertSnapshot(of: Map(initialPosition: .automatic), size: CGSize(width: 600, height: 300))
    }

    @Test("With no map data the map draws plain sea and its attribution, and does not crash")
    func noData() throws {
        let saved = MapTileStore.shared
        MapTileStore.shared = MapTileStore(archive: nil)
        defer { MapTileStore.shared = saved }
        let image = try #require(
            ViewPixelsMap.image(
                of: TutorialMapView(coordinate: CLLocationCoordinate2D(latitude: 37.91531, longitude: -75.383212)),
                size: Self.size))
        let water = image[200, 100]
        #expect(abs(water.red - 156) <= 2 && abs(water.green - 208) <= 2 && abs(water.blue - 246) <= 2, "\(water)")
    }
}

/// The tutorial's map sets its region on appear, so it is drawn in a window after that frame.
@MainActor
func assertMapSnapshot<V: View>(
    of view: V, size: CGSize = MapSnapshotTests.size, testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let window = TestWindow(size: size) { view }
    window.advance(by: 0.1)
    assertSnapshot(png: window.pngData(), testName: testName, sourceLocation: sourceLocation)
}

/// Renders a view at a size and decodes its pixels.
@MainActor
enum ViewPixelsMap {
    static func image<V: View>(of view: V, size: CGSize) -> PixelImage? {
        let window = TestWindow(size: size) { view }
        window.advance(by: 0.1)
        return PixelImage(png: window.pngData())
    }
}
