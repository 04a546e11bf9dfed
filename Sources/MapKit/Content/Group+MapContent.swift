import FinchCore
import Foundation

/// `Group` over map content, as MapKit's `Group: MapContent where Content: MapContent`: marks written
/// together (often to apply one modifier to all, `Group { … }.stroke(.red)`), drawn as if written without it.
extension Group: MapContent where Content: MapContent {
    public init(@MapContentBuilder content: () -> Content) {
        self = .holding(content())
    }
}

extension Group: PrimitiveMapContent where Content: MapContent {
    var mapItems: [MapItem] { content.items }
}
