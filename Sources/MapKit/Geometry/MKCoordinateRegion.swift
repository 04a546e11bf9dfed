import CoreLocation
import Foundation

/// A rectangle of the Earth: a centre and a span in degrees, as MapKit's.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    /// Centre 0, 0 and a zero span, as the C struct's zero initialiser (a map shows it as its nearest zoom).
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (on the mean sphere).
    public init(
        center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
    ) {
        let metresPerDegree = 2 * Double.pi * 6_371_008.8 / 360
        let cosine = max(0.000_1, cos(center.latitude * .pi / 180))
        self.center = center
        span = MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / metresPerDegree,
            longitudeDelta: longitudinalMeters / (metresPerDegree * cosine))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let middle = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        center = middle
        span = MKCoordinateSpan(
            latitudeDelta: topLeft.latitude - bottomRight.latitude,
            longitudeDelta: rect.width / MKMapSize.world.width * 360)
    }
}
