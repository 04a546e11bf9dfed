import Foundation

/// A touchpad pinch: `scale` is relative to where the pinch began (1 = unchanged).
public struct MagnifyEvent: Hashable, Sendable {
    public var phase: ContinuousGesturePhase
    /// The pinch's centre, in window points.
    public var location: CGPoint
    public var scale: CGFloat
    /// Seconds on the graph's clock.
    public var time: Double

    public init(phase: ContinuousGesturePhase, location: CGPoint, scale: CGFloat, time: Double) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.time = time
    }
}
