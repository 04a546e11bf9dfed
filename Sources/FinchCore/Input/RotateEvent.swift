import Foundation

/// A touchpad rotation: `angle` is relative to where it began, clockwise on screen positive.
public struct RotateEvent: Hashable, Sendable {
    public var phase: ContinuousGesturePhase
    /// The rotation's centre, in window points.
    public var location: CGPoint
    public var angle: Angle
    /// Seconds on the graph's clock.
    public var time: Double

    public init(phase: ContinuousGesturePhase, location: CGPoint, angle: Angle, time: Double) {
        self.phase = phase
        self.location = location
        self.angle = angle
        self.time = time
    }
}
