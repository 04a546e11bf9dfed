import Foundation

/// The evaluation API the animation engine uses: progress from 0 (start value) to 1 (end value) over time.
///
/// `elapsed` is seconds since the animation began, delay included. Inputs are forgiving: a negative elapsed time is
/// before the start (progress as at 0, velocity 0), NaN is treated as before the start, +∞ as after the end. No input
/// yields NaN. Once complete, progress is exactly 1 and velocity 0: the engine then shows the model value, which is
/// why an even `repeatCount` with `autoreverses` jumps from the start value to the end value, as in SwiftUI.
extension Animation {
    /// Progress from 0 (start value) toward 1 (end value) `elapsed` seconds after the animation began,
    /// including delay, speed and repeats (autoreverse runs 1 → 0). Springs may overshoot 1.
    func progress(at elapsed: Double) -> Double {
        evaluate(at: elapsed, initialVelocity: nil).progress
    }

    /// d(progress)/dt at `elapsed`, per second: exact for springs, a central difference of the curve for curves.
    func velocity(at elapsed: Double) -> Double {
        evaluate(at: elapsed, initialVelocity: nil).velocity
    }

    /// True once the animation has settled: elapsed ≥ delay + total duration for curves, the spring stop rule for
    /// springs (see `Spring.settlingDuration(initialVelocity:)`); never for `repeatForever`.
    /// True when some part of the animation repeats for ever: it never completes on its own.
    var repeatsForever: Bool {
        modifiers.contains { if case .repeatForever = $0 { true } else { false } }
    }

    func isComplete(at elapsed: Double) -> Bool {
        hasSettled(at: elapsed, initialVelocity: nil)
    }

    /// True for persistent springs (which retarget with velocity when interrupted by another spring).
    ///
    /// Delay and speed keep a spring a spring; a repeated spring, or an `interpolatingSpring` (whose overlapping
    /// animations add), is not one.
    var isSpring: Bool {
        guard case .spring(_, _, true) = base else { return false }
        return !modifiers.contains { modifier in
            switch modifier {
            case .repeatCount, .repeatForever: true
            case .delay, .speed: false
            }
        }
    }

    /// Progress at `elapsed` of this animation started with `initialVelocity` (progress per second) instead of at
    /// rest, with the whole distance (progress 0 → 1) still to go.
    ///
    /// The engine uses it to hand a spring's velocity to its successor: it measures the old spring's velocity in
    /// the new animation's progress units and starts the new one from there. Modifiers apply as in `progress(at:)`
    /// (speed scales the initial velocity into the spring's own time; every repeat run starts with it). For a timing
    /// curve the initial velocity is ignored. A non-finite initial velocity counts as 0.
    func springProgress(at elapsed: Double, initialVelocity: Double) -> Double {
        evaluate(at: elapsed, initialVelocity: Self.sanitized(initialVelocity)).progress
    }

    /// Velocity at `elapsed`, per second, of the motion `springProgress(at:initialVelocity:)` describes.
    func springVelocity(at elapsed: Double, initialVelocity: Double) -> Double {
        evaluate(at: elapsed, initialVelocity: Self.sanitized(initialVelocity)).velocity
    }

    /// Whether the motion `springProgress(at:initialVelocity:)` describes has settled at `elapsed`.
    func isComplete(at elapsed: Double, initialVelocity: Double) -> Bool {
        hasSettled(at: elapsed, initialVelocity: Self.sanitized(initialVelocity))
    }

    /// Seconds from the start to completion, delay included; `.infinity` for `repeatForever`.
    var totalDuration: Double { duration(level: modifiers.count, initialVelocity: nil) }

    // MARK: - Evaluation

    /// Progress and velocity at a time. `initialVelocity` nil means the base's own (0 except `interpolatingSpring`).
    private typealias Sample = (progress: Double, velocity: Double)

    private static func sanitized(_ velocity: Double) -> Double {
        velocity.isFinite ? min(max(velocity, -1e6), 1e6) : 0
    }

    private func hasSettled(at elapsed: Double, initialVelocity: Double?) -> Bool {
        let total = duration(level: modifiers.count, initialVelocity: initialVelocity)
        return total.isFinite && elapsed >= total
    }

    private func evaluate(at elapsed: Double, initialVelocity: Double?) -> Sample {
        let total = duration(level: modifiers.count, initialVelocity: initialVelocity)
        if elapsed == .infinity || (total.isFinite && elapsed >= total) { return (1, 0) }
        // Before the start (NaN counts as before): the value at the start, at rest.
        guard elapsed >= 0 else {
            return (sample(level: modifiers.count, at: 0, initialVelocity: initialVelocity).progress, 0)
        }
        return sample(level: modifiers.count, at: elapsed, initialVelocity: initialVelocity)
    }

    /// The duration of the base wrapped in its first `level` modifiers.
    private func duration(level: Int, initialVelocity: Double?) -> Double {
        guard level > 0 else { return baseDuration(initialVelocity: initialVelocity) }
        switch modifiers[level - 1] {
        case .delay(let delay):
            return delay + duration(level: level - 1, initialVelocity: initialVelocity)
        case .speed(let speed):
            return duration(level: level - 1, initialVelocity: initialVelocity.map { $0 / speed }) / speed
        case .repeatCount(let count, _):
            let inner = duration(level: level - 1, initialVelocity: initialVelocity)
            return inner == 0 ? 0 : inner * Double(count)
        case .repeatForever:
            return .infinity
        }
    }

    private func baseDuration(initialVelocity: Double?) -> Double {
        switch base {
        case .curve(_, let duration):
            return duration
        case .spring(let spring, let ownVelocity, _):
            guard let initialVelocity, initialVelocity != ownVelocity else { return baseSettlingDuration }
            return spring.settlingDuration(initialVelocity: initialVelocity)
        }
    }

    /// Progress and velocity of the base wrapped in its first `level` modifiers, `time` (≥ 0) seconds in.
    private func sample(level: Int, at time: Double, initialVelocity: Double?) -> Sample {
        guard level > 0 else { return baseSample(at: time, initialVelocity: initialVelocity) }
        let inner = level - 1
        switch modifiers[inner] {
        case .delay(let delay):
            guard time >= delay else {
                return (sample(level: inner, at: 0, initialVelocity: initialVelocity).progress, 0)
            }
            return sample(level: inner, at: time - delay, initialVelocity: initialVelocity)
        case .speed(let speed):
            let scaled = sample(level: inner, at: time * speed, initialVelocity: initialVelocity.map { $0 / speed })
            return (scaled.progress, scaled.velocity * speed)
        case .repeatCount(let count, let autoreverses):
            return repeatedSample(
                level: level, at: time, runs: count, autoreverses: autoreverses, initialVelocity: initialVelocity)
        case .repeatForever(let autoreverses):
            return repeatedSample(
                level: level, at: time, runs: nil, autoreverses: autoreverses, initialVelocity: initialVelocity)
        }
    }

    /// A repeat modifier at `level`: run k (from 0) of the inner animation, backwards when k is odd and autoreversing.
    private func repeatedSample(
        level: Int, at time: Double, runs: Int?, autoreverses: Bool, initialVelocity: Double?
    ) -> Sample {
        let inner = level - 1
        let runDuration = duration(level: inner, initialVelocity: initialVelocity)
        guard runDuration > 0, runDuration.isFinite else {
            return sample(level: inner, at: time, initialVelocity: initialVelocity)
        }
        var run = (time / runDuration).rounded(.down)
        if let runs { run = min(run, Double(runs - 1)) }
        let local = min(time - run * runDuration, runDuration)
        let backwards = autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
        guard backwards else { return sample(level: inner, at: local, initialVelocity: initialVelocity) }
        let mirrored = sample(level: inner, at: runDuration - local, initialVelocity: initialVelocity)
        return (mirrored.progress, -mirrored.velocity)
    }

    private func baseSample(at time: Double, initialVelocity: Double?) -> Sample {
        switch base {
        case .curve(let curve, let duration):
            guard duration > 0, time < duration else { return (1, 0) }
            let fraction = time / duration
            return (curve.value(at: fraction), curve.slope(at: fraction) / duration)
        case .spring(let spring, let ownVelocity, _):
            let velocity = initialVelocity ?? ownVelocity
            guard time < baseDuration(initialVelocity: velocity) else { return (1, 0) }
            return spring.motion(at: time, initialVelocity: velocity)
        }
    }
}
