import Foundation

/// The phase of a touchpad gesture the platform recognises itself (pinch, rotate).
public enum ContinuousGesturePhase: Hashable, Sendable {
    case began
    case changed
    case ended
    case cancelled
}
