import CoreLocation
import FinchCore
import Foundation

/// Gives its content a `MapProxy` that converts between the points of the map inside it and the
/// coordinates they show, as MapKit's `MapReader` (iOS 17):
/// `MapReader { proxy in Map().onTapGesture { point in place(proxy.convert(point, from: .local)) } }`.
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    @State private var shown = MapShownViewport()

    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(MapProxy(shown: shown)).environment(\.mapShownViewport, shown)
    }
}

/// Converts between a map's points and coordinates: the map inside the `MapReader` that made it (the
/// last drawn, if there are several).
@MainActor
public struct MapProxy {
    let shown: MapShownViewport

    /// The coordinate under `point`, a point in `space` (`.local`: the map's own); nil before the map is
    /// drawn or when the point is outside it.
    public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? {
        guard let viewport = shown.viewport, let geometry = shown.geometry else { return nil }
        let frame = geometry.frame(in: space)
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        guard CGRect(origin: .zero, size: geometry.size).contains(local) else { return nil }
        return viewport.coordinate(at: local, in: geometry.size)
    }

    /// Where `coordinate` is drawn, in `space`; nil before the map is drawn.
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? {
        guard let viewport = shown.viewport, let geometry = shown.geometry else { return nil }
        let frame = geometry.frame(in: space)
        let local = viewport.viewPoint(of: coordinate, in: geometry.size)
        return CGPoint(x: local.x + frame.minX, y: local.y + frame.minY)
    }
}

/// Where a map inside a `MapReader` is and what it shows, written by the map each time it is laid out
/// (a plain object, so writing it causes no update).
@MainActor
final class MapShownViewport {
    var viewport: MapViewport?
    var geometry: GeometryProxy?
}

private struct MapShownViewportKey: EnvironmentKey {
    static let defaultValue: MapShownViewport? = nil
}

extension EnvironmentValues {
    /// The `MapReader` around a map, told what the map shows.
    var mapShownViewport: MapShownViewport? {
        get { self[MapShownViewportKey.self] }
        set { self[MapShownViewportKey.self] = newValue }
    }
}
