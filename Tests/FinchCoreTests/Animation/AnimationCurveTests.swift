import Foundation
import Testing

@testable import FinchCore

/// Reference values computed independently of the code under test.
private enum Reference {
    /// The Bézier timing curve by dense sampling of the parameter and linear interpolation (no equation solving).
    static func bezier(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, at fraction: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            // Bernstein form, expanded as a polynomial in t to differ from the code under test.
            let a = 3 * p1 - 3 * p2 + 1
            let b = -6 * p1 + 3 * p2
            let c = 3 * p1
            return ((a * t + b) * t + c) * t
        }
        let samples = 200_000
        var previousX = 0.0
        var previousY = 0.0
        for index in 1...samples {
            let t = Double(index) / Double(samples)
            let x = coordinate(t, c0x, c1x)
            let y = coordinate(t, c0y, c1y)
            if x >= fraction {
                let weight = x == previousX ? 0 : (fraction - previousX) / (x - previousX)
                return previousY + weight * (y - previousY)
            }
            previousX = x
            previousY = y
        }
        return 1
    }

    /// The remaining distance of a mass-1 spring released at rest from 1, by the textbook formulas.
    static func springRemaining(stiffness k: Double, damping c: Double, at t: Double) -> Double {
        let omega = k.squareRoot()
        let zeta = c / (2 * omega)
        if abs(zeta - 1) < 1e-9 { return (1 + omega * t) * exp(-omega * t) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot())
        let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// Progress of a mass-1 spring with an initial velocity, by fourth-order Runge–Kutta integration.
    static func integratedSpringProgress(
        stiffness k: Double, damping c: Double, initialVelocity: Double, at time: Double
    ) -> Double {
        var position = 0.0
        var velocity = initialVelocity
        let steps = 20_000
        let h = time / Double(steps)
        func acceleration(_ p: Double, _ v: Double) -> Double { k * (1 - p) - c * v }
        for _ in 0..<steps {
            let k1p = velocity
            let k1v = acceleration(position, velocity)
            let k2p = velocity + h / 2 * k1v
            let k2v = acceleration(position + h / 2 * k1p, velocity + h / 2 * k1v)
            let k3p = velocity + h / 2 * k2v
            let k3v = acceleration(position + h / 2 * k2p, velocity + h / 2 * k2v)
            let k4p = velocity + h * k3v
            let k4v = acceleration(position + h * k3p, velocity + h * k3v)
            position += h / 6 * (k1p + 2 * k2p + 2 * k3p + k4p)
            velocity += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return position
    }
}

/// A named animation for parameterised tests (Animation's description is long).
struct NamedAnimation: CustomTestStringConvertible, Sendable {
    let name: String
    let animation: Animation
    init(_ name: String, _ animation: Animation) {
        self.name = name
        self.animation = animation
    }
    var testDescription: String { name }
}

@Suite("Animation timing curves, springs and modifiers follow SwiftUI's math")
struct AnimationCurveTests {
    // MARK: Timing curves

    static let namedCurves: [(String, Animation, [Double])] = [
        ("linear", .linear(duration: 1), [0, 0, 1, 1]),
        ("easeIn", .easeIn(duration: 1), [0.42, 0, 1, 1]),
        ("easeOut", .easeOut(duration: 1), [0, 0, 0.58, 1]),
        ("easeInOut", .easeInOut(duration: 1), [0.42, 0, 0.58, 1]),
        (
            "timingCurve(0.68, -0.55, 0.27, 1.55)", .timingCurve(0.68, -0.55, 0.27, 1.55, duration: 1),
            [0.68, -0.55, 0.27, 1.55]
        ),
        ("timingCurve(0.1, 0.9, 0.2, 1)", .timingCurve(0.1, 0.9, 0.2, 1, duration: 1), [0.1, 0.9, 0.2, 1]),
    ]

    @Test(
        "Every timing curve matches the cubic Bézier through its control points at sampled times",
        arguments: namedCurves, [0.1, 0.25, 0.5, 0.75, 0.9]
    )
    func curveMatchesBezier(curve: (String, Animation, [Double]), fraction: Double) {
        let (_, animation, points) = curve
        let expected = Reference.bezier(points[0], points[1], points[2], points[3], at: fraction)
        #expect(abs(animation.progress(at: fraction) - expected) < 1e-6)
    }

    @Test("The default durations are 0.35 s and the curves scale with duration")
    func durationsScale() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0, 0.8, 1)] {
            #expect(animation.totalDuration == 0.35)
            #expect(animation.isComplete(at: 0.35))
            #expect(!animation.isComplete(at: 0.349))
        }
        #expect(
            Animation.easeInOut(duration: 2).progress(at: 0.5) == Animation.easeInOut(duration: 1).progress(at: 0.25))
    }

    @Test("linear is exact: progress is elapsed / duration", arguments: [0, 0.1, 0.2, 0.3, 0.35, 0.5, 0.7, 0.9, 1.3])
    func linearIsExact(elapsed: Double) {
        let animation = Animation.linear(duration: 1.4)
        #expect(animation.progress(at: elapsed) == elapsed / 1.4)
        #expect(abs(animation.velocity(at: elapsed) - 1 / 1.4) < 1e-9)
    }

    @Test("easeIn starts slower than linear and easeOut faster; easeInOut is symmetric about the midpoint")
    func easingShapes() {
        for fraction in [0.1, 0.2, 0.3] {
            #expect(Animation.easeIn(duration: 1).progress(at: fraction) < fraction)
            #expect(Animation.easeOut(duration: 1).progress(at: fraction) > fraction)
        }
        let easeInOut = Animation.easeInOut(duration: 1)
        #expect(abs(easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(easeInOut.progress(at: 0.25) + easeInOut.progress(at: 0.75) - 1) < 1e-9)
    }

    @Test("default is easeInOut over 0.35 s (the iOS 14 meaning), not the newer spring")
    func defaultIsEaseInOut() {
        #expect(Animation.default == .easeInOut(duration: 0.35))
        #expect(Animation.default == .easeInOut)
        #expect(!Animation.default.isSpring)
        #expect(Animation.default.description == "easeInOut(duration: 0.35)")
    }

    // MARK: Springs

    @Test("Spring parameters follow SwiftUI: stiffness (2π/response)², damping 2·√k·ratio, bounce ↔ ratio")
    func springParameters() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.stiffness - 157.91) < 0.01)
        #expect(abs(bouncy.damping - 17.59) < 0.01)
        #expect(bouncy.mass == 1)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.628) < 0.001)
        #expect(abs(physical.bounce - 0.5) < 1e-9)
        let overDamped = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(overDamped.dampingRatio - 2) < 1e-9)
        #expect(abs(overDamped.bounce + 0.5) < 1e-9)
        #expect(abs(Spring(response: 0.4, dampingRatio: 0.7).response - 0.4) < 1e-12)
        #expect(Spring(mass: 1, stiffness: 100, damping: 1000).dampingRatio == 1)  // capped without allowOverDamping
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
    }

    @Test("The named springs have SwiftUI's parameters")
    func namedSprings() {
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.bouncy(duration: 0.8, extraBounce: 0.1) == .spring(duration: 0.8, bounce: 0.4))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.interactiveSpring() == .spring(response: 0.15, dampingFraction: 0.86))
        // blendDuration is accepted and ignored.
        #expect(
            Animation.spring(response: 0.3, dampingFraction: 0.5, blendDuration: 1)
                == .spring(response: 0.3, dampingFraction: 0.5))
    }

    static let springs: [(NamedAnimation, Double, Double)] = [
        (NamedAnimation("bouncy (under-damped)", .bouncy), pow(2 * .pi / 0.5, 2), 2 * (2 * .pi / 0.5) * 0.7),
        (NamedAnimation("smooth (critical)", .smooth), pow(2 * .pi / 0.5, 2), 2 * (2 * .pi / 0.5)),
        (NamedAnimation("bounce −0.5 (over-damped)", .spring(duration: 0.5, bounce: -0.5)), pow(4 * .pi, 2), 16 * .pi),
        (NamedAnimation("legacy spring", .spring), pow(4 * .pi, 2), 2 * 4 * .pi * 0.825),
        (NamedAnimation("interpolatingSpring", .interpolatingSpring(stiffness: 170, damping: 15)), 170, 15),
    ]

    @Test(
        "Springs follow the closed-form damped oscillator at sampled times",
        arguments: springs, [0.02, 0.05, 0.1, 0.2, 0.3, 0.45]
    )
    func springMatchesClosedForm(spring: (NamedAnimation, Double, Double), time: Double) {
        let (named, stiffness, damping) = spring
        let expected = 1 - Reference.springRemaining(stiffness: stiffness, damping: damping, at: time)
        #expect(!named.animation.isComplete(at: time))
        #expect(abs(named.animation.progress(at: time) - expected) < 1e-9)
    }

    @Test("bouncy and snappy overshoot 1; smooth and over-damped springs never do")
    func overshoot() {
        func peak(_ animation: Animation) -> Double {
            stride(from: 0.0, through: 2, by: 0.001).map(animation.progress(at:)).max()!
        }
        #expect(peak(.bouncy) > 1.04)  // e^(−ζπ/√(1−ζ²)) = 4.6 % for ζ = 0.7
        #expect(peak(.snappy) > 1.001)
        #expect(peak(.smooth) <= 1)
        #expect(peak(.spring(duration: 0.5, bounce: -0.3)) <= 1)
    }

    @Test("Springs settle in a reasonable time: smooth between 0.5 and 1.2 s, interactiveSpring sooner")
    func settlingTimes() {
        #expect((0.5...1.2).contains(Animation.smooth.totalDuration))
        #expect((0.5...1.5).contains(Animation.bouncy.totalDuration))
        #expect(Animation.interactiveSpring().totalDuration < Animation.smooth.totalDuration)
        #expect(Animation.smooth.isComplete(at: 1.2))
        #expect(!Animation.smooth.isComplete(at: 0.5))
        #expect(Animation.smooth.progress(at: 5) == 1)
        #expect(Animation.smooth.velocity(at: 5) == 0)
    }

    @Test(
        "The stop rule: the first 1/300 s step with velocity² ≤ 0.0036, force² ≤ 0.0036 and under 1 % to go",
        arguments: [
            NamedAnimation("smooth", .smooth), NamedAnimation("bouncy", .bouncy), NamedAnimation("spring", .spring),
        ]
    )
    func stopRule(named: NamedAnimation) throws {
        guard case .spring(let spring, _, _) = named.animation.base else {
            Issue.record("not a spring")
            return
        }
        func settled(_ time: Double) -> Bool {
            let (progress, velocity) = spring.motion(at: time, initialVelocity: 0)
            let force = spring.stiffness * (1 - progress) - spring.damping * velocity
            return velocity * velocity <= 0.0036 && force * force <= 0.0036 && abs(1 - progress) < 0.01
        }
        let settle = named.animation.totalDuration
        let step = (settle * 300).rounded()
        #expect(abs(settle * 300 - step) < 1e-9)  // on the 300 Hz grid
        #expect(settled(settle))
        #expect((0..<Int(step)).allSatisfy { !settled(Double($0) / 300) })
        #expect(named.animation.isComplete(at: settle))
        #expect(!named.animation.isComplete(at: settle - 1.0 / 300))
    }

    @Test("A spring started with velocity matches numeric integration, and the handoff keeps that velocity")
    func springWithInitialVelocity() {
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.6)
        let stiffness = pow(4 * Double.pi, 2)
        let damping = 2 * 4 * Double.pi * 0.6
        for time in [0.05, 0.15, 0.3] {
            let expected = Reference.integratedSpringProgress(
                stiffness: stiffness, damping: damping, initialVelocity: 3, at: time)
            #expect(abs(animation.springProgress(at: time, initialVelocity: 3) - expected) < 1e-8)
        }
        #expect(animation.springProgress(at: 0, initialVelocity: 3) == 0)
        #expect(abs(animation.springVelocity(at: 0, initialVelocity: 3) - 3) < 1e-12)
        #expect(animation.springProgress(at: 0.2, initialVelocity: 0) == animation.progress(at: 0.2))
        #expect(animation.isComplete(at: 10, initialVelocity: 3))
        #expect(!animation.isComplete(at: 0.1, initialVelocity: 3))
    }

    @Test("Only persistent springs retarget: delay and speed keep a spring, repeats and interpolatingSpring do not")
    func isSpring() {
        #expect(Animation.spring.isSpring)
        #expect(Animation.smooth.delay(1).speed(2).isSpring)
        #expect(Animation.interactiveSpring().isSpring)
        #expect(!Animation.bouncy.repeatCount(2).isSpring)
        #expect(!Animation.interpolatingSpring(stiffness: 100, damping: 10).isSpring)
        #expect(!Animation.linear.isSpring)
    }

    // MARK: Modifiers

    @Test("delay holds progress at 0, then runs the curve shifted by the delay")
    func delay() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(animation.progress(at: 0.25) == 0)
        #expect(animation.velocity(at: 0.25) == 0)
        #expect(animation.progress(at: 1) == 0.5)
        #expect(animation.totalDuration == 1.5)
        #expect(!animation.isComplete(at: 1.49))
        #expect(animation.isComplete(at: 1.5))
        #expect(animation.progress(at: 1.5) == 1)
        let spring = Animation.smooth.delay(0.2)
        #expect(abs(spring.progress(at: 0.3) - Animation.smooth.progress(at: 0.1)) < 1e-12)
    }

    @Test("speed divides durations and multiplies velocity; delays inside speed are scaled, outside not")
    func speed() {
        let fast = Animation.easeInOut(duration: 1).speed(2)
        #expect(fast.totalDuration == 0.5)
        #expect(fast.progress(at: 0.125) == Animation.easeInOut(duration: 1).progress(at: 0.25))
        #expect(abs(fast.velocity(at: 0.25) - 2 * Animation.easeInOut(duration: 1).velocity(at: 0.5)) < 1e-6)
        #expect(Animation.linear(duration: 1).delay(1).speed(2).totalDuration == 1)
        #expect(Animation.linear(duration: 1).speed(2).delay(1).totalDuration == 1.5)
        #expect(abs(Animation.smooth.speed(2).totalDuration - Animation.smooth.totalDuration / 2) < 1e-12)
    }

    @Test(
        "repeatCount with autoreverses runs forward, then backward, each direction one run",
        arguments: [(0.25, 0.25), (0.75, 0.75), (1.25, 0.75), (1.75, 0.25), (2.5, 0.5), (3, 1), (10, 1)]
    )
    func repeatAutoreversing(elapsed: Double, expected: Double) {
        let animation = Animation.linear(duration: 1).repeatCount(3)
        #expect(abs(animation.progress(at: elapsed) - expected) < 1e-12)
    }

    @Test("repeatCount without autoreverse restarts each run from 0")
    func repeatRestarting() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(animation.progress(at: 0.5) == 0.5)
        #expect(animation.progress(at: 1.25) == 0.25)
        #expect(animation.totalDuration == 2)
        #expect(animation.isComplete(at: 2))
        #expect(!animation.isComplete(at: 1.99))
    }

    @Test("An even autoreversing repeat ends back at the start, then jumps to the end value when complete")
    func evenRepeatJumps() {
        let animation = Animation.linear(duration: 1).repeatCount(2)
        #expect(abs(animation.progress(at: 1.99) - 0.01) < 1e-9)
        #expect(animation.velocity(at: 1.5) < 0)
        #expect(animation.progress(at: 2) == 1)
        #expect(animation.isComplete(at: 2))
    }

    @Test("A delay inside a repeat waits before every run; outside, once")
    func delayAndRepeatOrder() {
        let eachRun = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
        #expect(eachRun.totalDuration == 4)
        #expect(eachRun.progress(at: 2.5) == 0)
        #expect(eachRun.progress(at: 3.5) == 0.5)
        let once = Animation.linear(duration: 1).repeatCount(2, autoreverses: false).delay(1)
        #expect(once.totalDuration == 3)
        #expect(once.progress(at: 2.5) == 0.5)
    }

    @Test("repeatForever never completes and is periodic (period 2 runs when autoreversing)")
    func repeatForever() {
        let reversing = Animation.easeInOut(duration: 0.5).repeatForever()
        let restarting = Animation.easeIn(duration: 0.5).repeatForever(autoreverses: false)
        for time in stride(from: 0.0, to: 1, by: 0.07) {
            #expect(abs(reversing.progress(at: time) - reversing.progress(at: time + 1000)) < 1e-9)
            #expect(abs(restarting.progress(at: time) - restarting.progress(at: time + 0.5 * 17)) < 1e-9)
        }
        #expect(abs(reversing.progress(at: 0.75) - Animation.easeInOut(duration: 0.5).progress(at: 0.25)) < 1e-12)
        #expect(!reversing.isComplete(at: 1e9))
        #expect(!reversing.isComplete(at: .infinity))
        #expect(reversing.totalDuration == .infinity)
        #expect(!Animation.smooth.repeatForever().isComplete(at: 1e6))
    }

    // MARK: Velocity

    static let velocityCases: [(NamedAnimation, Double)] = [
        (NamedAnimation("easeInOut", .easeInOut(duration: 1)), 0.3),
        (NamedAnimation("easeOut", .easeOut(duration: 0.6)), 0.1),
        (NamedAnimation("custom curve", .timingCurve(0.68, -0.55, 0.27, 1.55, duration: 1)), 0.6),
        (NamedAnimation("bouncy", .bouncy), 0.2),
        (NamedAnimation("smooth", .smooth), 0.4),
        (NamedAnimation("over-damped", .spring(duration: 0.5, bounce: -0.5)), 0.3),
        (NamedAnimation("smooth delayed and sped up", .smooth.delay(0.1).speed(1.5)), 0.3),
        (NamedAnimation("reversing repeat", .easeIn(duration: 0.4).repeatCount(3)), 0.6),
    ]

    @Test("velocity matches a central finite difference of progress", arguments: velocityCases)
    func velocityMatchesFiniteDifference(named: NamedAnimation, time: Double) {
        let h = 1e-5
        let difference = (named.animation.progress(at: time + h) - named.animation.progress(at: time - h)) / (2 * h)
        #expect(abs(named.animation.velocity(at: time) - difference) < 1e-5 * max(1, abs(difference)))
    }

    // MARK: Bad input

    static let badInputs: [NamedAnimation] = [
        NamedAnimation("linear(duration: -1)", .linear(duration: -1)),
        NamedAnimation("easeIn(duration: NaN)", .easeIn(duration: .nan)),
        NamedAnimation("easeOut(duration: ∞)", .easeOut(duration: .infinity)),
        NamedAnimation("timingCurve(NaN…)", .timingCurve(.nan, .infinity, -3, .nan)),
        NamedAnimation("spring(response: 0)", .spring(response: 0)),
        NamedAnimation("spring(response: -1)", .spring(response: -1)),
        NamedAnimation("spring(response: NaN, dampingFraction: NaN)", .spring(response: .nan, dampingFraction: .nan)),
        NamedAnimation("spring(dampingFraction: -2)", .spring(dampingFraction: -2)),
        NamedAnimation("spring(duration: 0.5, bounce: 1) (undamped)", .spring(duration: 0.5, bounce: 1)),
        NamedAnimation("spring(duration: 0.5, bounce: -1)", .spring(duration: 0.5, bounce: -1)),
        NamedAnimation(
            "interpolatingSpring(mass: 0, stiffness: 0, damping: -1)",
            .interpolatingSpring(mass: 0, stiffness: 0, damping: -1)),
        NamedAnimation(
            "interpolatingSpring(initialVelocity: NaN)",
            .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: .nan)),
        NamedAnimation("speed(0)", .linear.speed(0)),
        NamedAnimation("speed(-2)", .easeIn.speed(-2)),
        NamedAnimation("speed(NaN)", .smooth.speed(.nan)),
        NamedAnimation("delay(NaN)", .linear.delay(.nan)),
        NamedAnimation("delay(-1)", .linear.delay(-1)),
        NamedAnimation("repeatCount(0)", .linear.repeatCount(0)),
        NamedAnimation("repeatCount(-5)", .linear.repeatCount(-5)),
        NamedAnimation("zero duration repeatForever", .linear(duration: 0).repeatForever()),
    ]

    @Test("Bad input never crashes and never yields NaN", arguments: badInputs)
    func badInputsStayFinite(named: NamedAnimation) {
        let animation = named.animation
        for time in [-1, 0, 1e-3, 0.1, 0.35, 1, 100, .nan, .infinity, -.infinity] {
            #expect(animation.progress(at: time).isFinite)
            #expect(animation.velocity(at: time).isFinite)
            #expect(animation.springProgress(at: time, initialVelocity: .nan).isFinite)
            #expect(animation.springVelocity(at: time, initialVelocity: 1e300).isFinite)
            _ = animation.isComplete(at: time)
        }
        #expect(!animation.description.isEmpty)
    }

    @Test("Pinned bad-input choices: zero or invalid durations jump at once, invalid speed and delay are ignored")
    func pinnedBadInputChoices() {
        for animation in [Animation.linear(duration: -1), .easeIn(duration: .nan), .spring(response: 0)] {
            #expect(animation.progress(at: 0) == 1)
            #expect(animation.isComplete(at: 0))
        }
        #expect(Animation.linear.speed(0) == .linear.speed(1))
        #expect(Animation.linear.speed(.nan).progress(at: 0.1) == Animation.linear.progress(at: 0.1))
        #expect(Animation.linear.delay(.nan).totalDuration == 0.35)
        #expect(Animation.linear.repeatCount(0) == .linear.repeatCount(1))
        // An undamped spring oscillates and is stopped after the 60 s cap.
        #expect(Animation.spring(duration: 0.5, bounce: 1).totalDuration == 60)
    }

    @Test("Elapsed time before the start, NaN or infinite is read as before the start or after the end")
    func oddElapsedTimes() {
        let animation = Animation.easeInOut(duration: 1)
        #expect(animation.progress(at: -1) == 0)
        #expect(animation.progress(at: .nan) == 0)
        #expect(!animation.isComplete(at: .nan))
        #expect(animation.progress(at: .infinity) == 1)
        #expect(animation.isComplete(at: .infinity))
        #expect(Animation.bouncy.velocity(at: -1) == 0)
    }

    @Test("description spells the animation as the Swift that makes it")
    func descriptions() {
        #expect(Animation.linear(duration: 1).delay(0.5).description == "linear(duration: 1.0).delay(0.5)")
        #expect(
            Animation.easeIn.repeatCount(3, autoreverses: false).speed(2).description
                == "easeIn(duration: 0.35).repeatCount(3, autoreverses: false).speed(2.0)")
        #expect(
            Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).description
                == "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1.0)")
        #expect(Animation.smooth.repeatForever().description.hasPrefix("spring(response: 0.5, dampingFraction: 1.0)"))
    }
}
