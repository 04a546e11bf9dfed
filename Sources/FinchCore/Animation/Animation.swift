import Foundation

/// A temporary timing model (linear and ease curves) until the full curve and spring math lands.
public struct Animation: Hashable, Sendable {
    let duration: Double
    let controlPoints: (Double, Double, Double, Double)

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.duration == rhs.duration && lhs.controlPoints == rhs.controlPoints
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(duration)
    }

    public static func linear(duration: Double) -> Animation {
        Animation(duration: duration, controlPoints: (0, 0, 1, 1))
    }

    public static func easeInOut(duration: Double) -> Animation {
        Animation(duration: duration, controlPoints: (0.42, 0, 0.58, 1))
    }

    public static let linear = linear(duration: 0.35)
    public static let easeInOut = easeInOut(duration: 0.35)
    public static let `default` = easeInOut

    func progress(at elapsed: Double) -> Double {
        guard duration > 0 else { return 1 }
        let t = min(max(elapsed / duration, 0), 1)
        return t
    }

    func isComplete(at elapsed: Double) -> Bool { elapsed >= duration }
    func velocity(at elapsed: Double) -> Double { 0 }
    var isSpring: Bool { false }
    func springProgress(at elapsed: Double, initialVelocity: Double) -> Double { progress(at: elapsed) }
}
