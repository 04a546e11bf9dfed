import Foundation

/// Which gestures of a view a gesture modifier leaves on: its own, its subviews', both or none.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let none = GestureMask([])
    /// The gesture this modifier adds.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Gestures of the modified view's subviews.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    public static let all: GestureMask = [.gesture, .subviews]
}
