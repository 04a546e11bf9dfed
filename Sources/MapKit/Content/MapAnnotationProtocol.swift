import CoreLocation
import FinchCore
import Foundation

/// An iOS 14 map annotation (`MapMarker`, `MapPin`, `MapAnnotation`), for
/// `Map(coordinateRegion:…annotationItems:annotationContent:)`.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {}

/// An iOS 14 annotation Finch turns into the item it draws.
@MainActor
protocol MapItemConvertible {
    var mapItem: MapItem { get }
}

/// iOS 14's balloon marker (drawn as iOS 17's `Marker`, without a title).
public struct MapMarker: MapAnnotationProtocol, MapItemConvertible {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    var mapItem: MapItem { .marker(MarkerItem(coordinate: coordinate, tint: tint)) }
}

/// iOS 14's pin: a small circle on a stalk, its foot on the coordinate.
public struct MapPin: MapAnnotationProtocol, MapItemConvertible {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    var mapItem: MapItem {
        let pin = VStack(spacing: 0) {
            Circle().fill(tint ?? Color.red).frame(width: 14, height: 14)
            Rectangle().fill(Color.gray).frame(width: 2, height: 14)
        }
        return .annotation(AnnotationItem(title: nil, coordinate: coordinate, anchor: .bottom, content: AnyView(pin)))
    }
}

/// iOS 14's annotation of the app's own view, centred on the coordinate by default.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, MapItemConvertible {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    public init(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        @ViewBuilder content: () -> Content
    ) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    var mapItem: MapItem {
        let anchor = UnitPoint(x: anchorPoint.x, y: anchorPoint.y)
        return .annotation(
            AnnotationItem(title: nil, coordinate: coordinate, anchor: anchor, content: AnyView(content)))
    }
}

/// The content type of an iOS 14 map with annotation items.
public typealias _DefaultAnnotatedMapContent<Items: RandomAccessCollection> = MapAnnotationsView<Items>

/// The view type standing for an iOS 14 map's annotations.
public struct MapAnnotationsView<Items: RandomAccessCollection>: View {
    public var body: some View { EmptyView() }
}

extension Map {
    /// The iOS 14 form with annotations: one per item, made by `annotationContent`.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        let items = annotationItems.compactMap { (annotationContent($0) as? MapItemConvertible)?.mapItem }
        self.init(source: .region(coordinateRegion), interactionModes: interactionModes, items: items)
    }
}
