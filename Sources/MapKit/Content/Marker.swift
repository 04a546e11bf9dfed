import CoreLocation
import FinchCore
import Foundation

/// A balloon marking a coordinate, with its title below, as MapKit's `Marker` (iOS 17).
public struct Marker: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("Marker has no body") }

    var item: MarkerItem

    public init(_ title: String, coordinate: CLLocationCoordinate2D) {
        item = MarkerItem(title: title, systemImage: nil, monogram: nil, coordinate: coordinate, tint: nil)
    }

    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        item = MarkerItem(title: title, systemImage: systemImage, monogram: nil, coordinate: coordinate, tint: nil)
    }

    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        item = MarkerItem(title: title, systemImage: nil, monogram: monogram, coordinate: coordinate, tint: nil)
    }

    /// A marker without a title.
    public init(coordinate: CLLocationCoordinate2D) {
        item = MarkerItem(title: nil, systemImage: nil, monogram: nil, coordinate: coordinate, tint: nil)
    }

    /// The balloon's colour (red by default).
    public func tint(_ tint: Color?) -> Marker {
        var copy = self
        copy.item.tint = tint
        return copy
    }

    var mapItems: [MapItem] { [.marker(item)] }
}

struct MarkerItem {
    var title: String?
    var systemImage: String?
    var monogram: Text?
    var coordinate: CLLocationCoordinate2D
    var tint: Color?
    /// The value a `Map(selection:)` is set to when the marker is tapped (`.tag`, or its `ForEach` id).
    var tag: AnyHashable?
}
