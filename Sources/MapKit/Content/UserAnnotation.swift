import CoreLocation
import FinchCore
import Foundation

/// The user's location on the map, as MapKit's `UserAnnotation` (iOS 17).
///
/// A desktop reports no location to Finch, so it draws nothing: what an iPhone shows when the app may
/// not use the location.
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("UserAnnotation has no body") }

    public init(anchor: UnitPoint = .center) {}

    var mapItems: [MapItem] { [] }
}
