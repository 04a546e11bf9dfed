import Foundation

/// A damped spring, as SwiftUI's `Spring`: mass, stiffness and damping, or response and damping ratio.
///
/// Bad input never produces NaN: a non-positive or non-finite response or stiffness makes an instant spring (it is
/// at its target at once), a non-finite or non-positive mass becomes 1, a negative or NaN damping becomes 0, and the
/// damping ratio is clamped to 0...100 (NaN becomes 1).
public struct Spring: Hashable, Sendable {
    /// The mass on the spring; 1 unless created with `init(mass:stiffness:damping:allowOverDamping:)`.
    public let mass: Double
    /// The spring constant k; `.infinity` for an instant spring.
    public let stiffness: Double
    /// The damping coefficient c.
    public let damping: Double

    /// Creates a spring from a mass, stiffness and damping; without `allowOverDamping`, the damping ratio is capped at 1.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        guard stiffness.isFinite, stiffness > 0 else {
            self.init(instantWithMass: mass)
            return
        }
        var damping = damping.isNaN ? 0 : max(0, damping)
        let critical = 2 * (stiffness * mass).squareRoot()
        if !allowOverDamping { damping = min(damping, critical) }
        self.init(mass: mass, stiffness: stiffness, dampingRatio: damping / critical)
    }

    /// Creates a spring of mass 1: stiffness (2π/response)², damping 2·√stiffness·dampingRatio.
    public init(response: Double, dampingRatio: Double) {
        guard response.isFinite, response > 0 else {
            self.init(instantWithMass: 1)
            return
        }
        let frequency = 2 * Double.pi / response
        self.init(mass: 1, stiffness: frequency * frequency, dampingRatio: dampingRatio)
    }

    /// Creates a spring whose response is `duration`; bounce 0 is critically damped, positive bounces, negative
    /// is over-damped (damping ratio 1 − bounce, or 1/(1 + bounce) when negative).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    private init(mass: Double, stiffness: Double, dampingRatio: Double) {
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), 100)
        self.mass = mass
        self.stiffness = stiffness
        self.damping = 2 * (stiffness * mass).squareRoot() * ratio
    }

    private init(instantWithMass mass: Double) {
        self.mass = mass
        self.stiffness = .infinity
        self.damping = 0
    }

    /// The damping ratio SwiftUI derives from a bounce.
    static func dampingRatio(bounce: Double) -> Double {
        guard !bounce.isNaN else { return 1 }
        if bounce >= 0 { return 1 - bounce }
        return bounce > -1 ? 1 / (1 + bounce) : 100
    }

    /// True when the spring reaches its target at once (zero response or no usable stiffness).
    var isInstant: Bool { !stiffness.isFinite }

    /// The period of the undamped spring, 2π·√(mass/stiffness); 0 for an instant spring.
    public var response: Double { isInstant ? 0 : 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// The ratio of damping to critical damping: below 1 oscillates, 1 is critical, above 1 is over-damped.
    public var dampingRatio: Double { isInstant ? 1 : damping / (2 * (stiffness * mass).squareRoot()) }

    /// The perceptual duration, which SwiftUI defines as the response.
    public var duration: TimeInterval { response }

    /// How bouncy the spring is: 1 − dampingRatio when under-damped, 1/dampingRatio − 1 when over-damped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// A spring with no bounce and a duration of 0.5 s.
    public static var smooth: Spring { smooth() }
    /// A spring with a little bounce (0.15) and a duration of 0.5 s.
    public static var snappy: Spring { snappy() }
    /// A spring with more bounce (0.3) and a duration of 0.5 s.
    public static var bouncy: Spring { bouncy() }

    /// A spring with bounce 0 + `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with bounce 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
