import Foundation

/// Where the pointer is over a view, as SwiftUI's `HoverPhase`: what `onContinuousHover` is told.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location (in the coordinate space asked for).
    case active(CGPoint)
    /// The pointer left the view (or the window).
    case ended
}
