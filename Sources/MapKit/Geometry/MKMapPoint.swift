import CoreLocation
import Foundation

/// A point on MapKit's flat Web Mercator map of the world, `MKMapSize.world` across.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point a coordinate projects to; latitudes beyond Web Mercator's ±85.0511° are clamped to it.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let unit = WebMercator.project(coordinate)
        x = unit.x * MKMapSize.world.width
        y = unit.y * MKMapSize.world.height
    }

    /// The coordinate at this point.
    public var coordinate: CLLocationCoordinate2D {
        WebMercator.coordinate(atX: x / MKMapSize.world.width, y: y / MKMapSize.world.height)
    }

    /// The distance along the Earth's surface to `other`, in metres.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// A size on the flat map, in map points.
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world: 2²⁸ map points square, as on Apple's platforms.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}
