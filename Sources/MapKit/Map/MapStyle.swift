import FinchCore
import Foundation

/// How a map is drawn, as MapKit's `MapStyle`. Finch draws every style as `.standard` (imagery needs
/// satellite pictures it does not have).
public struct MapStyle: Sendable {
    enum Base: Sendable {
        case standard, imagery, hybrid
    }

    let base: Base

    /// Apple Maps' light street map: land, water, rivers and borders.
    public static var standard: MapStyle { MapStyle(base: .standard) }
    public static var imagery: MapStyle { MapStyle(base: .imagery) }
    public static var hybrid: MapStyle { MapStyle(base: .hybrid) }

    /// The standard style; elevation, emphasis and points of interest are accepted and not drawn.
    public static func standard(elevation: Elevation = .automatic, emphasis: Emphasis = .automatic) -> MapStyle {
        .standard
    }

    public enum Elevation: Sendable {
        case automatic, flat, realistic
    }

    public enum Emphasis: Sendable {
        case automatic, muted
    }
}

extension View {
    /// Sets the style of the maps inside, as MapKit's `mapStyle(_:)`.
    public func mapStyle(_ style: MapStyle) -> some View {
        environment(\.mapStyle, style)
    }
}

private struct MapStyleKey: EnvironmentKey {
    static let defaultValue = MapStyle.standard
}

extension EnvironmentValues {
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
}
