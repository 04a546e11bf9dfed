import CoreLocation
import Foundation

/// Web Mercator between coordinates and the unit square (x east from −180°, y south from +85.0511°).
enum WebMercator {
    /// The latitude where the square ends: where Mercator's y reaches ±π.
    static let maximumLatitude = 85.051_128_779_806_59

    /// The unit-square point of a coordinate; latitude clamped to the square, NaN taken as 0.
    static func project(_ coordinate: CLLocationCoordinate2D) -> (x: Double, y: Double) {
        let latitude = coordinate.latitude.isNaN ? 0 : min(maximumLatitude, max(-maximumLatitude, coordinate.latitude))
        let longitude = coordinate.longitude.isFinite ? coordinate.longitude : 0
        let x = (longitude + 180) / 360
        let radians = latitude * .pi / 180
        let y = 0.5 - log(tan(.pi / 4 + radians / 2)) / (2 * .pi)
        return (x, y)
    }

    /// The coordinate at a unit-square point (x is not wrapped: 1.25 is longitude 270).
    static func coordinate(atX x: Double, y: Double) -> CLLocationCoordinate2D {
        let longitude = x * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
