import CoreLocation
import FinchCore
import Foundation

/// When a map's camera-change action runs, as MapKit's `MapCameraUpdateFrequency`.
public enum MapCameraUpdateFrequency: Sendable {
    /// Once a move ends: a drag let go (with where its coast will stop), a pinch's last step, a double
    /// tap's zoom.
    case onEnd
    /// At every step of a move.
    case continuous
}

/// Where the map's camera is, given to an `onMapCameraChange` action, as MapKit's
/// `MapCameraUpdateContext`.
public struct MapCameraUpdateContext: Sendable {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
    public let rect: MKMapRect
}

extension View {
    /// Runs `action` when the user moves the maps inside, as MapKit's `onMapCameraChange` (iOS 17).
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onMapCameraChange(frequency: frequency) { (_: MapCameraUpdateContext) in action() }
    }

    /// Runs `action` with the new camera, region and rect when the user moves the maps inside.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd,
        _ action: @escaping @MainActor (MapCameraUpdateContext) -> Void
    ) -> some View {
        transformEnvironment(\.mapCameraChangeActions) { actions in
            actions.append(MapCameraChangeAction(frequency: frequency, action: action))
        }
    }
}

/// One `onMapCameraChange` action and how often it wants to run.
struct MapCameraChangeAction {
    let frequency: MapCameraUpdateFrequency
    let action: @MainActor (MapCameraUpdateContext) -> Void
}

private struct MapCameraChangeActionsKey: EnvironmentKey {
    static var defaultValue: [MapCameraChangeAction] { [] }
}

extension EnvironmentValues {
    var mapCameraChangeActions: [MapCameraChangeAction] {
        get { self[MapCameraChangeActionsKey.self] }
        set { self[MapCameraChangeActionsKey.self] = newValue }
    }
}

extension MapViewport {
    /// What an `onMapCameraChange` action is told about this viewport in a view of `size`: the camera
    /// as Finch reads one (`MapCameraFit.camera(for:in:)`), the region and the rect in map points.
    func cameraContext(in size: CGSize) -> MapCameraUpdateContext {
        let world = MKMapSize.world
        let width = Double(size.width) / worldSize * world.width
        let height = Double(size.height) / worldSize * world.height
        let rect = MKMapRect(
            x: (centerX - floor(centerX)) * world.width - width / 2, y: centerY * world.height - height / 2,
            width: width, height: height)
        return MapCameraUpdateContext(
            camera: MapCameraFit.camera(for: self, in: size), region: region(in: size), rect: rect)
    }
}
