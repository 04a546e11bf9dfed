import Foundation

/// Degrees of latitude or longitude, as CoreLocation's.
public typealias CLLocationDegrees = Double

/// A distance in metres, as CoreLocation's.
public typealias CLLocationDistance = Double

/// A latitude and longitude in degrees on WGS 84, as CoreLocation's C struct.
///
/// Not `Equatable` or `Hashable`: Apple's is not either, and code that compiles here must compile there.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// Latitude and longitude 0, as the C struct's zero initialiser.
    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate CoreLocation uses for "no coordinate" (latitude and longitude −180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether the latitude is within ±90° and the longitude within ±180° (and neither is NaN).
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}
