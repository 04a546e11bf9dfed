import FinchCore
import Foundation

extension View {
    /// The controls the maps inside show, as MapKit's `mapControls(_:)` (iOS 17): stacked in the map's
    /// top trailing corner, 8 pt in from its edges and 8 pt apart (Finch's numbers, close to iOS 17's).
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        environment(\.mapControls, MapControlsContent(view: AnyView(content())))
    }
}

/// The controls a `mapControls` modifier set, which the map draws over itself.
struct MapControlsContent {
    let view: AnyView
}

private struct MapControlsKey: EnvironmentKey {
    static var defaultValue: MapControlsContent? { nil }
}

extension EnvironmentValues {
    var mapControls: MapControlsContent? {
        get { self[MapControlsKey.self] }
        set { self[MapControlsKey.self] = newValue }
    }
}

/// The button that centres the map on the user's location, as MapKit's `MapUserLocationButton`: a
/// 44-pt rounded square of material with the location arrow in the tint.
///
/// A desktop reports no location to Finch, so a tap moves nothing (an iPhone whose app may not use the
/// location asks for the permission instead).
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View {
        Button {
        } label: {
            Image(systemName: "location")
                .frame(width: 44, height: 44)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        }
        .buttonStyle(.plain)
        .foregroundStyle(.tint)
        .accessibilityLabel("Tracking")
    }
}

/// The compass, as MapKit's `MapCompass`. iOS shows it only while the map is turned away from north;
/// Finch's maps are always north up, so it never shows.
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// The button between the flat and the tilted map, as MapKit's `MapPitchToggle`. iOS shows it only
/// where the map can be tilted; Finch's maps are flat, so it never shows.
public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// The distance scale, as MapKit's `MapScaleView`, which iOS shows while the map is zoomed.
/// Not drawn yet by Finch.
public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}
