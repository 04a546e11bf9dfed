import Foundation

/// Which gestures move a map, as MapKit's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A drag moves the map.
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    /// A pinch, Ctrl+scroll or a double tap zooms it.
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    /// Accepted and ignored: Finch's map is always north up.
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    /// Accepted and ignored: Finch's map is always seen from straight above.
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// How the map follows the user's location (iOS 14's `Map` takes a binding to one); Linux has no
/// location service, so the map never follows.
public enum MapUserTrackingMode: Sendable {
    case none
    case follow
}
