import CoreLocation
import FinchCore
import Foundation

/// A line through coordinates, drawn over the map, as MapKit's `MapPolyline`.
public struct MapPolyline: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("MapPolyline has no body") }

    var item: PolylineItem

    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        item = PolylineItem(coordinates: coordinates, style: nil, lineWidth: 3)
    }

    /// A line through points of MapKit's flat map.
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
        self.init(coordinates: points.map(\.coordinate), contourStyle: contourStyle)
    }

    /// The line's colour and width in points (by default the accent colour, 3 pt).
    public func stroke(_ color: Color, lineWidth: CGFloat = 3) -> MapPolyline {
        var copy = self
        copy.item.style = AnyShapeStyle(color)
        copy.item.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 3
        return copy
    }

    /// How the line runs between its points; Finch draws both as straight lines on the flat map.
    public enum ContourStyle: Sendable {
        case straight, geodesic
    }

    var mapItems: [MapItem] { [.polyline(item)] }
}

struct PolylineItem {
    var coordinates: [CLLocationCoordinate2D]
    /// The line's colour or other style (nil: the accent colour).
    var style: AnyShapeStyle?
    var lineWidth: CGFloat
}
