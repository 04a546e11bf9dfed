import CoreLocation
import FinchCore
import Foundation

/// A map of real geography drawn offline from GSHHG's coastlines, lakes, rivers and borders, as
/// SwiftUI's `Map` from MapKit (the iOS 14 `coordinateRegion:` form and the iOS 17 `position:` forms).
///
/// A drag pans it, a pinch, Ctrl+scroll or a double tap zooms it (each animated), as its
/// `interactionModes` allow; a map inside a `ScrollView` takes the drag itself. The position the user
/// moves to is written back to the binding. It fills the space it is offered.
public struct Map<Content: View>: View {
    let source: MapCameraSource
    let interactionModes: MapInteractionModes
    let items: [MapItem]
    var selection: MapSelection? = nil

    public var body: some View {
        MapSurface(source: source, interactionModes: interactionModes, items: items, selection: selection)
    }
}

/// The content type of a map with no marks.
public typealias _DefaultMapContent = MapContentView<EmptyMapContent>

/// The view type standing for a map's `MapContent` (MapKit names its own the same way).
public struct MapContentView<Content: MapContent>: View {
    public var body: some View { EmptyView() }
}

extension Map where Content == _DefaultMapContent {
    /// The iOS 14 form: the map shows `coordinateRegion` and writes the region the user moves to.
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        self.init(source: .region(coordinateRegion), interactionModes: interactionModes, items: [])
    }

    /// The iOS 17 form with a binding: the map shows `position` and writes where the user moves it.
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
        self.init(source: .position(position), interactionModes: interactionModes, items: [])
    }

    /// The iOS 17 form that starts at `initialPosition` and then keeps its own position.
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {
        self.init(source: .initial(initialPosition), interactionModes: interactionModes, items: [])
    }
}

extension Map {
    /// A map with markers, annotations and lines, at `position`.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<C> {
        self.init(source: .position(position), interactionModes: interactionModes, items: content().items)
    }

    /// A map with markers, annotations and lines, starting at `initialPosition` (by default fitted to them).
    public init<C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<C> {
        self.init(source: .initial(initialPosition), interactionModes: interactionModes, items: content().items)
    }
}

extension Map {
    /// A map whose tagged markers and annotations (`.tag`, or their `ForEach` ids) can be selected: a
    /// tap on one sets `selection` to its tag and draws it larger; a tap elsewhere clears it (iOS 17).
    public init<SelectionValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<C> {
        self.init(
            source: .position(position), interactionModes: interactionModes, items: content().items,
            selection: MapSelection(selection))
    }

    /// A map with selectable content, starting at `initialPosition` (by default fitted to its content).
    public init<SelectionValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<C> {
        self.init(
            source: .initial(initialPosition), interactionModes: interactionModes, items: content().items,
            selection: MapSelection(selection))
    }
}

/// Where a map's position comes from, and where the user's moves go.
enum MapCameraSource {
    case region(Binding<MKCoordinateRegion>)
    case position(Binding<MapCameraPosition>)
    case initial(MapCameraPosition)
}
