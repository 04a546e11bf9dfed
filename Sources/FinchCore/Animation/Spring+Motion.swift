import Foundation

/// The closed-form motion of a spring from progress 0 to 1, and when it counts as settled.
extension Spring {
    /// How often the stop rule is checked, as OpenSwiftUI's 300 Hz integrator does.
    static let settlingCheckRate = 300.0
    /// The stop rule's bound on velocity² and force², in progress units (the whole distance is 1).
    static let settlingSquaredThreshold = 0.0036
    /// The stop rule's bound on the distance still to go, as a fraction of the whole distance.
    static let settlingDistanceThreshold = 0.01
    /// A spring that has not settled after this many seconds (no damping, say) is stopped anyway.
    static let maximumSettlingDuration = 60.0

    /// Progress and velocity `time` seconds after the start, for a spring that starts at progress 0 moving at
    /// `initialVelocity` (progress per second) toward 1.
    ///
    /// Solves x″ + (c/m)x′ + (k/m)x = 0 for the distance still to go, x = 1 − progress, with x(0) = 1 and
    /// x′(0) = −initialVelocity; under-, critically and over-damped cases each have their closed form.
    func motion(at time: Double, initialVelocity: Double) -> (progress: Double, velocity: Double) {
        guard !isInstant else { return (1, 0) }
        let t = max(0, time)
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let x0 = 1.0
        let v0 = -initialVelocity
        let x: Double
        let dx: Double
        if abs(zeta - 1) < 1e-6 {
            let b = v0 + omega * x0
            let decay = exp(-omega * t)
            x = (x0 + b * t) * decay
            dx = (b - omega * (x0 + b * t)) * decay
        } else if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (v0 + zeta * omega * x0) / damped
            let decay = exp(-zeta * omega * t)
            let cosine = cos(damped * t)
            let sine = sin(damped * t)
            x = decay * (a * cosine + b * sine)
            dx = decay * ((b * damped - zeta * omega * a) * cosine - (a * damped + zeta * omega * b) * sine)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // The slow root written without cancellation: −ω(ζ − √(ζ²−1)) = −ω / (ζ + √(ζ²−1)).
            let slow = -omega / (zeta + root)
            let fast = -omega * (zeta + root)
            let c2 = (v0 - slow * x0) / (fast - slow)
            let c1 = x0 - c2
            let slowTerm = exp(slow * t)
            let fastTerm = exp(fast * t)
            x = c1 * slowTerm + c2 * fastTerm
            dx = c1 * slow * slowTerm + c2 * fast * fastTerm
        }
        return (1 - x, -dx)
    }

    /// When a spring starting at progress 0 with `initialVelocity` comes to rest, by the stop rule.
    ///
    /// The stop rule (OpenSwiftUI's, measured in progress units): at the first 1/300 s step where velocity² ≤ 0.0036,
    /// force² ≤ 0.0036 (force = k·remaining − c·velocity, per unit mass) and the distance still to go is under 1 %, the spring is at
    /// rest; after 60 s it is at rest regardless.
    ///
    /// - Complexity: O(settling time × 300) evaluations of the closed form.
    func settlingDuration(initialVelocity: Double) -> Double {
        guard !isInstant else { return 0 }
        let steps = Int(Self.maximumSettlingDuration * Self.settlingCheckRate)
        for step in 0...steps {
            let time = Double(step) / Self.settlingCheckRate
            let state = motion(at: time, initialVelocity: initialVelocity)
            let remaining = 1 - state.progress
            let force = (stiffness * remaining - damping * state.velocity) / mass
            if state.velocity * state.velocity <= Self.settlingSquaredThreshold
                && force * force <= Self.settlingSquaredThreshold
                && abs(remaining) < Self.settlingDistanceThreshold
            {
                return time
            }
        }
        return Self.maximumSettlingDuration
    }
}
