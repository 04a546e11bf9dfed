import Foundation

/// A scroll wheel or touchpad scroll over a point of the window.
///
/// With `.control` held, Finch treats the scroll as a pinch (desktop zoom): every 200 pt scrolled
/// up doubles the scale.
public struct ScrollEvent: Hashable, Sendable {
    /// Where the pointer is, in window points.
    public var location: CGPoint
    /// How far the content should move, in points; positive height scrolls down (content moves up).
    public var delta: CGSize
    /// Seconds on the graph's clock.
    public var time: Double
    public var modifiers: EventModifiers

    public init(location: CGPoint, delta: CGSize, time: Double, modifiers: EventModifiers = []) {
        self.location = location
        self.delta = delta
        self.time = time
        self.modifiers = modifiers
    }
}
