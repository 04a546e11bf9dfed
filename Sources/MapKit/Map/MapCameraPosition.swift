import CoreLocation
import Foundation

/// What a map shows, as MapKit's `MapCameraPosition` (iOS 17): a region, a map rectangle, a camera, or
/// `.automatic` (everything the map's content marks, or the whole world when it marks nothing).
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
    }

    let kind: Kind
    /// True when the user moved the map to this position.
    public let positionedByUser: Bool

    init(kind: Kind, positionedByUser: Bool = false) {
        self.kind = kind
        self.positionedByUser = positionedByUser
    }

    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }

    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(kind: .region(region))
    }

    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }

    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }

    public var rect: MKMapRect? {
        if case .rect(let rect) = kind { return rect }
        return nil
    }

    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    /// Whether the map decides what to show.
    public var isAutomatic: Bool {
        if case .automatic = kind { return true }
        return false
    }

    /// Compared by value (MapKit's is `Equatable`); regions and rectangles field by field.
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        lhs.positionedByUser == rhs.positionedByUser && lhs.kind.numbers == rhs.kind.numbers
    }
}

extension MapCameraPosition.Kind {
    /// The position's numbers, with a tag for the kind, for comparing.
    var numbers: [Double] {
        switch self {
        case .automatic: [0]
        case .region(let r): [1, r.center.latitude, r.center.longitude, r.span.latitudeDelta, r.span.longitudeDelta]
        case .rect(let r): [2, r.minX, r.minY, r.width, r.height]
        case .camera(let c):
            [3, c.centerCoordinate.latitude, c.centerCoordinate.longitude, c.distance, c.heading, c.pitch]
        }
    }
}
