import CoreLocation
import FinchCore
import Foundation

/// A view of the app's own pinned to a coordinate, with a title below, as MapKit's `Annotation`.
///
/// The view stays upright and keeps its size in points whatever the zoom; `anchor` is the point of
/// the view that sits on the coordinate (its bottom centre by default, as MapKit's).
public struct Annotation: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("Annotation has no body") }

    let item: AnnotationItem

    public init<Content: View>(
        _ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
        @ViewBuilder content: () -> Content
    ) {
        item = AnnotationItem(title: title, coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    public init<Label: View, Content: View>(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        item = AnnotationItem(title: nil, coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    var mapItems: [MapItem] { [.annotation(item)] }
}

struct AnnotationItem {
    var title: String?
    var coordinate: CLLocationCoordinate2D
    var anchor: UnitPoint
    var content: AnyView
    /// The value a `Map(selection:)` is set to when the annotation is tapped.
    var tag: AnyHashable?
}
