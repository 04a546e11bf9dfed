import CoreLocation
import FinchCore
import Foundation

/// A closed area through coordinates, filled over the map, as MapKit's `MapPolygon` (iOS 17).
///
/// Styled with the map content modifiers `foregroundStyle(_:)` (its fill) and `stroke(_:lineWidth:)`
/// (its outline). With neither, Finch fills it in the accent colour at 30 % and draws no outline: Apple
/// does not document MapKit's default, so this is Finch's choice (`MapOverlayContentTests` pins it).
public struct MapPolygon: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("MapPolygon has no body") }

    var item: MapAreaItem

    public init(coordinates: [CLLocationCoordinate2D]) {
        item = MapAreaItem(coordinates: coordinates)
    }

    /// A polygon through points of MapKit's flat map.
    public init(points: [MKMapPoint]) {
        self.init(coordinates: points.map(\.coordinate))
    }

    var mapItems: [MapItem] { [.area(item)] }
}

/// A circle of a radius in metres around a coordinate, filled over the map, as MapKit's `MapCircle`
/// (iOS 17), styled as `MapPolygon` is.
public struct MapCircle: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("MapCircle has no body") }

    var item: MapAreaItem

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        let radius = radius.isFinite ? max(0, radius) : 0
        item = MapAreaItem(coordinates: MapAreaItem.circle(center: center, radius: radius))
    }

    var mapItems: [MapItem] { [.area(item)] }
}

/// An area drawn over the map: a polygon's or a circle's outline, its fill and its stroke.
struct MapAreaItem {
    /// The outline's corners on the ground, in order (a circle's as points on its edge).
    var coordinates: [CLLocationCoordinate2D]
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle = StrokeStyle(lineWidth: 1)

    /// Points around a circle: enough that its edge looks round at any size it is drawn.
    static let circleSegments = 96

    /// Points on the edge of the circle of `radius` metres around `center` (none for an invalid centre).
    static func circle(center: CLLocationCoordinate2D, radius: CLLocationDistance) -> [CLLocationCoordinate2D] {
        guard CLLocationCoordinate2DIsValid(center) else { return [] }
        return (0..<circleSegments).map { index in
            let bearing = Double(index) / Double(circleSegments) * 2 * .pi
            return destination(from: center, distance: radius, bearing: bearing)
        }
    }

    /// The point `distance` metres from `start` along the great circle leaving it at `bearing` (radians
    /// clockwise from north), on a sphere of the Earth's mean radius (6,371,008.8 m, IUGG): the
    /// standard direct formula, close enough for a circle drawn on a map.
    static func destination(from start: CLLocationCoordinate2D, distance: Double, bearing: Double)
        -> CLLocationCoordinate2D
    {
        let angular = distance / 6_371_008.8
        let latitude = start.latitude * .pi / 180
        let longitude = start.longitude * .pi / 180
        let endLatitude = asin(sin(latitude) * cos(angular) + cos(latitude) * sin(angular) * cos(bearing))
        let endLongitude =
            longitude
            + atan2(sin(bearing) * sin(angular) * cos(latitude), cos(angular) - sin(latitude) * sin(endLatitude))
        return CLLocationCoordinate2D(latitude: endLatitude * 180 / .pi, longitude: endLongitude * 180 / .pi)
    }
}
