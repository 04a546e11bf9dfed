import CoreLocation
import Foundation
import Testing

@testable import MapKit

@Suite("Web Mercator, map points and distances")
struct ProjectionTests {
    @Test(
        "A coordinate projects to a map point and back within a millionth of a degree",
        arguments: [
            (0.0, 0.0), (37.91531, -75.383212), (-33.86, 151.21), (85.0, 179.99), (-85.0, -179.99), (64.1, -21.9),
        ]
    )
    func roundTrip(latitude: Double, longitude: Double) {
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: latitude, longitude: longitude))
        let back = point.coordinate
        #expect(abs(back.latitude - latitude) < 1e-6)
        #expect(abs(back.longitude - longitude) < 1e-6)
    }

    @Test("The world's corners and centre are where MapKit puts them")
    func worldCorners() {
        let centre = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(abs(centre.x - MKMapSize.world.width / 2) < 1e-3)
        #expect(abs(centre.y - MKMapSize.world.height / 2) < 1e-3)
        let topLeft = MKMapPoint(CLLocationCoordinate2D(latitude: WebMercator.maximumLatitude, longitude: -180))
        #expect(abs(topLeft.x) < 1e-3)
        #expect(abs(topLeft.y) < 1e-3)
        // Latitudes past Web Mercator's edge are clamped to it, not thrown off the map.
        let pole = MKMapPoint(CLLocationCoordinate2D(latitude: 90, longitude: 0))
        #expect(abs(pole.y) < 1e-3)
    }

    @Test("One degree of longitude on the equator is 111,319.5 m on WGS 84; Paris to London about 343.5 km")
    func distances() {
        let a = CLLocation(latitude: 0, longitude: 0)
        let b = CLLocation(latitude: 0, longitude: 1)
        #expect(abs(a.distance(from: b) - 111_319.49) < 0.1)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_923) < 1_000)
        #expect(paris.distance(from: paris) == 0)
        // Nearly antipodal points, where Vincenty's iteration does not converge, still get a distance.
        let antipode = CLLocation(latitude: -0.5, longitude: 179.7)
        let distance = a.distance(from: antipode)
        #expect(distance > 19_900_000 && distance < 20_050_000)
    }

    @Test("A viewport made from a region gives that region back in the same view")
    func viewportRegionRoundTrip() {
        let size = CGSize(width: 390, height: 300)
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 44.747408, longitude: -71.056816),
            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
        let viewport = MapViewport(region: region, size: size)
        let back = viewport.region(in: size)
        #expect(abs(back.center.latitude - 44.747408) < 1e-9)
        #expect(abs(back.center.longitude + 71.056816) < 1e-9)
        // The region fits whole: its tighter span (latitude, in a wide view) is shown exactly.
        #expect(abs(back.span.latitudeDelta - 0.2) < 1e-6)
        #expect(back.span.longitudeDelta > 0.2)
        #expect(abs(MapViewport(region: back, size: size).zoom - viewport.zoom) < 1e-5)
    }

    @Test("Bad regions are made sensible: latitude 200, a zero span, a 360° span, NaN")
    func badRegions() {
        let size = CGSize(width: 390, height: 300)
        let north = MapViewport(
            region: MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 200, longitude: 10),
                span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)), size: size)
        // The centre is kept far enough from the world's top edge that the view shows no space past it.
        #expect(north.centerY >= 150 / north.worldSize - 1e-12)
        #expect(north.zoom.isFinite)
        let zero = MapViewport(region: MKCoordinateRegion(), size: size)
        #expect(zero.zoom == MapViewport.maximumZoom)
        let whole = MapViewport(
            region: MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)), size: size)
        // Latitude ±90 is clamped to Web Mercator's ±85.05°, so the whole world is as tall as the view.
        #expect(abs(whole.worldSize - 300) < 1e-6)
        let nan = MapViewport(
            region: MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: .nan, longitude: .infinity),
                span: MKCoordinateSpan(latitudeDelta: .nan, longitudeDelta: -5)), size: size)
        #expect(nan.centerX.isFinite && nan.centerY.isFinite && nan.zoom == MapViewport.maximumZoom)
    }

    @Test("Zooming about a point keeps that point still")
    func zoomAboutPoint() {
        let size = CGSize(width: 390, height: 300)
        let viewport = MapViewport(centerX: 0.3, centerY: 0.4, zoom: 8)
        let anchor = CGPoint(x: 100, y: 60)
        let zoomed = viewport.zoomed(by: 2, about: anchor, in: size)
        #expect(abs(zoomed.zoom - 9) < 1e-12)
        let unitX = viewport.centerX + (100 - 195) / viewport.worldSize
        let unitY = viewport.centerY + (60 - 150) / viewport.worldSize
        let point = zoomed.viewPoint(unitX: unitX, unitY: unitY, in: size)
        #expect(abs(point.x - 100) < 1e-6 && abs(point.y - 60) < 1e-6)
    }
}

@Suite("Camera positions become viewports")
struct CameraPositionTests {
    static let size = CGSize(width: 390, height: 300)

    @Test("A map rectangle is shown whole; a camera's distance is the view's height in metres")
    @MainActor
    func rectAndCamera() {
        let centre = MKMapPoint(CLLocationCoordinate2D(latitude: 60.089917, longitude: -141.518167))
        let rect = MKMapRect(x: centre.x - 50_000, y: centre.y - 20_000, width: 100_000, height: 40_000)
        let viewport = MapCameraFit.viewport(for: .rect(rect), items: [], in: Self.size)
        let shown = viewport.region(in: Self.size)
        let wanted = MKCoordinateRegion(rect)
        #expect(abs(shown.center.latitude - wanted.center.latitude) < 1e-6)
        #expect(abs(shown.span.longitudeDelta - wanted.span.longitudeDelta) < 1e-6)
        #expect(shown.span.latitudeDelta >= wanted.span.latitudeDelta - 1e-9)

        let camera = MapCamera(
            centerCoordinate: CLLocationCoordinate2D(latitude: 48.69423, longitude: -113.536248), distance: 10_000)
        let region = MapCameraFit.viewport(for: .camera(camera), items: [], in: Self.size).region(in: Self.size)
        let top = CLLocation(
            latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: region.center.longitude)
        let bottom = CLLocation(
            latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: region.center.longitude)
        #expect(abs(top.distance(from: bottom) - 10_000) < 100)
        #expect(MapCameraPosition.camera(camera).camera == camera)
        #expect(MapCameraPosition.automatic.isAutomatic)
        #expect(MapCameraPosition.region(region).region != nil && MapCameraPosition.region(region).rect == nil)
    }
}
