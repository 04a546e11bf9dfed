import Foundation

// SwiftUI's constructors. A negative or non-finite duration counts as 0: the change happens at once.
extension Animation {
    /// easeInOut over 0.35 s.
    ///
    /// The semantics page (§3, Timing curves) gives `.default` two meanings: easeInOut 0.35 s on older systems and a
    /// spring (duration 0.5, bounce 0) on newer ones. Finch pins the older one: much SwiftUI code in use was written
    /// for iOS 14, whose timing it relies on (a decision pinned by tests).
    public static let `default` = easeInOut(duration: 0.35)

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Slow start, cubic Bézier (0.42, 0)(1, 1), over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Slow end, cubic Bézier (0, 0)(0.58, 1), over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Slow start and end, cubic Bézier (0.42, 0)(0.58, 1), over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { curve(.linear, duration) }
    /// Slow start over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { curve(.easeIn, duration) }
    /// Slow end over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { curve(.easeOut, duration) }
    /// Slow start and end over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { curve(.easeInOut, duration) }

    /// A cubic Bézier timing curve from (0, 0) through control points (c0x, c0y), (c1x, c1y) to (1, 1).
    ///
    /// Control x coordinates are clamped to 0...1 (so each time has one value); y coordinates may leave 0...1 to
    /// overshoot. Non-finite coordinates fall back to the linear curve's.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        curve(TimingCurve(c0x, c0y, c1x, c1y), duration)
    }

    private static func curve(_ curve: TimingCurve, _ duration: TimeInterval) -> Animation {
        Animation(base: .curve(curve, duration: duration.isFinite ? max(0, duration) : 0))
    }
}

// Springs. `blendDuration` is accepted for source compatibility and ignored: a spring interrupting a spring takes
// over position and velocity at once, without blending the two springs' parameters.
extension Animation {
    /// The legacy spring: response 0.5, damping fraction 0.825.
    public static var spring: Animation { spring() }

    /// A persistent spring (mass 1, stiffness (2π/response)², damping 2·√stiffness·dampingFraction).
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction))
    }

    /// A persistent spring whose response is `duration` and whose damping ratio is 1 − bounce (1/(1 + bounce) when
    /// bounce is negative).
    ///
    /// Disfavoured so that `.spring()` means the legacy `spring(response:dampingFraction:blendDuration:)`, as code
    /// written for iOS 14 expects, instead of being ambiguous.
    @_disfavoredOverload
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        spring(Spring(duration: duration, bounce: bounce))
    }

    /// A persistent spring with the given parameters.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(base: .spring(spring, initialVelocity: 0, retargets: true))
    }

    /// A stiff persistent spring for tracking a gesture: response 0.15, damping fraction 0.86.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction))
    }

    /// A spring without bounce: duration 0.5, bounce 0.
    public static var smooth: Animation { smooth() }
    /// A spring with bounce 0 + `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a little bounce: duration 0.5, bounce 0.15.
    public static var snappy: Animation { snappy() }
    /// A spring with bounce 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with more bounce: duration 0.5, bounce 0.3.
    public static var bouncy: Animation { bouncy() }
    /// A spring with bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring given by its physics; it does not retarget when interrupted (overlapping animations add).
    ///
    /// Over-damping is allowed. `initialVelocity` is in progress per second (1 = the whole distance per second).
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
        return Animation(
            base: .spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, retargets: false))
    }
}
