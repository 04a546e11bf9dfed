import CoreLocation
import Foundation

/// Where a map looks from, as MapKit's `MapCamera`: its centre and its distance from the ground.
///
/// Finch's map is north up and seen from straight above; `heading` and `pitch` are kept but not drawn.
/// Finch's reading of `distance`: the view's height in metres at the centre (SwiftUI's relation
/// between distance and zoom is not published).
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
            && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude && lhs.distance == rhs.distance
            && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}
