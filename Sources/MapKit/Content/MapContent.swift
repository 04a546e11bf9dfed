import CoreLocation
import FinchCore
import Foundation

/// What a map marks: `Marker`s, `Annotation`s, `MapPolyline`s, `MapPolygon`s and `MapCircle`s, or a type of the app's own whose
/// `body` is made of them, as MapKit's `MapContent` (iOS 17).
@MainActor @preconcurrency
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: MapContent {}

/// Map content Finch reads directly instead of through `body`.
@MainActor
protocol PrimitiveMapContent {
    var mapItems: [MapItem] { get }
}

extension MapContent {
    /// What this content draws, in order (later items over earlier ones).
    var items: [MapItem] {
        if let primitive = self as? PrimitiveMapContent { return primitive.mapItems }
        return body.items
    }
}

/// One thing drawn on a map.
enum MapItem {
    case marker(MarkerItem)
    case annotation(AnnotationItem)
    case polyline(PolylineItem)
    case area(MapAreaItem)

    /// The item with `tag` for `Map(selection:)`; only markers and annotations can be selected. An
    /// item that has a tag keeps it unless `replacing` (an inner `.tag` wins over an outer `ForEach` id).
    func tagged(_ tag: AnyHashable, replacing: Bool) -> MapItem {
        switch self {
        case .marker(var marker):
            if replacing || marker.tag == nil { marker.tag = tag }
            return .marker(marker)
        case .annotation(var annotation):
            if replacing || annotation.tag == nil { annotation.tag = tag }
            return .annotation(annotation)
        case .polyline, .area: return self
        }
    }

    /// The tag of a selectable item.
    var tag: AnyHashable? {
        switch self {
        case .marker(let marker): marker.tag
        case .annotation(let annotation): annotation.tag
        case .polyline, .area: nil
        }
    }

    /// The coordinates `.automatic` fits the camera to.
    var coordinates: [CLLocationCoordinate2D] {
        switch self {
        case .marker(let marker): [marker.coordinate]
        case .annotation(let annotation): [annotation.coordinate]
        case .polyline(let polyline): polyline.coordinates
        case .area(let area): area.coordinates
        }
    }
}

/// No content: a map of geography alone.
public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("EmptyMapContent has no body") }
    var mapItems: [MapItem] { [] }

    public init() {}
}

/// Combines map content written one after another, with `if` and `switch`, as `@ViewBuilder` does views.
@MainActor
@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }

    public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> TupleMapContent<
        repeat each Content
    > {
        TupleMapContent(repeat each content)
    }

    /// An `if` without `else`, `if let`. The result's type names the content's (an optional, as
    /// `@ViewBuilder`'s): with a result that does not, Swift cannot infer the content's type for an
    /// `if` that has no `else`.
    public static func buildOptional<Content: MapContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<Content: MapContent>(first content: Content) -> ListedMapContent {
        ListedMapContent(mapItems: content.items)
    }

    public static func buildEither<Content: MapContent>(second content: Content) -> ListedMapContent {
        ListedMapContent(mapItems: content.items)
    }

    public static func buildArray<Content: MapContent>(_ contents: [Content]) -> ListedMapContent {
        ListedMapContent(mapItems: contents.flatMap(\.items))
    }

    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> ListedMapContent {
        ListedMapContent(mapItems: content.items)
    }
}

/// Content that may be missing: what an `if` without `else` gives, as MapKit's `Optional: MapContent`.
extension Optional: MapContent where Wrapped: MapContent {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveMapContent where Wrapped: MapContent {
    var mapItems: [MapItem] { self?.items ?? [] }
}

/// Several map contents, one after another.
public struct TupleMapContent<each Content: MapContent>: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("TupleMapContent has no body") }
    let mapItems: [MapItem]

    init(_ content: repeat each Content) {
        var items: [MapItem] = []
        for item in repeat each content { items += item.items }
        mapItems = items
    }
}

/// Map content already turned into items: what `if`, `switch` and `for` give.
public struct ListedMapContent: MapContent, PrimitiveMapContent {
    public typealias Body = Never
    public var body: Never { fatalError("ListedMapContent has no body") }
    let mapItems: [MapItem]
}
