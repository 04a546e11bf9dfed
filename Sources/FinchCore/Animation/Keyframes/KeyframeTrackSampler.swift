import Foundation

/// Samples one track's keyframes over time, from a start value.
@MainActor
enum KeyframeTrackSampler {
    /// The total duration of `segments`.
    static func duration<V>(_ segments: [_KeyframeSegment<V>]) -> TimeInterval {
        segments.reduce(0) { $0 + $1.duration }
    }

    /// The animatable data at `time` seconds after the start, from `start`.
    static func value<V: Animatable>(
        _ segments: [_KeyframeSegment<V>], from start: V.AnimatableData, at time: TimeInterval
    ) -> V.AnimatableData {
        var from = start
        var previousFrom = start
        var segmentStart = 0.0
        for (offset, segment) in segments.enumerated() {
            let to = segment.target.animatableData
            let end = segmentStart + segment.duration
            let isLast = offset == segments.count - 1
            if time < end || (isLast && time <= end) {
                guard segment.duration > 0 else { return to }
                let progress = max(time - segmentStart, 0) / segment.duration
                let next = offset + 1 < segments.count ? segments[offset + 1] : nil
                return sample(segment, from: from, previousFrom: previousFrom, next: next, progress: progress)
            }
            let reached = endValue(segment, from: from)
            previousFrom = from
            from = reached
            segmentStart = end
        }
        return from
    }

    /// Where a segment leaves its value at its end (a spring cut short has not arrived).
    private static func endValue<V: Animatable>(_ segment: _KeyframeSegment<V>, from: V.AnimatableData)
        -> V.AnimatableData
    {
        guard case .spring(let spring, let velocity) = segment.kind else { return segment.target.animatableData }
        return springValue(
            spring, from: from, to: segment.target.animatableData, velocity: velocity, elapsed: segment.duration)
    }

    private static func sample<V: Animatable>(
        _ segment: _KeyframeSegment<V>, from: V.AnimatableData, previousFrom: V.AnimatableData,
        next: _KeyframeSegment<V>?, progress: Double
    ) -> V.AnimatableData {
        let to = segment.target.animatableData
        switch segment.kind {
        case .move:
            return to
        case .linear(let curve):
            return from + (to - from).scaled(by: curve.value(at: progress))
        case .spring(let spring, let velocity):
            return springValue(spring, from: from, to: to, velocity: velocity, elapsed: progress * segment.duration)
        case .cubic(let startVelocity, let endVelocity):
            // Catmull-Rom tangents (per unit of progress) from the neighbouring keyframes, unless given.
            let startTangent =
                startVelocity.map { $0.scaled(by: segment.duration) } ?? (to - previousFrom).scaled(by: 0.5)
            let following = next?.target.animatableData ?? to
            let endTangent = endVelocity.map { $0.scaled(by: segment.duration) } ?? (following - from).scaled(by: 0.5)
            return hermite(from, startTangent, to, endTangent, progress)
        }
    }

    private static func hermite<D: VectorArithmetic>(_ p0: D, _ m0: D, _ p1: D, _ m1: D, _ t: Double) -> D {
        let t2 = t * t
        let t3 = t2 * t
        return p0.scaled(by: 2 * t3 - 3 * t2 + 1) + m0.scaled(by: t3 - 2 * t2 + t) + p1.scaled(by: -2 * t3 + 3 * t2)
            + m1.scaled(by: t3 - t2)
    }

    /// A spring from `from` toward `to`, `elapsed` seconds in; a start velocity (value per second) is
    /// taken as a fraction of the distance along it.
    private static func springValue<D: VectorArithmetic>(
        _ spring: Spring, from: D, to: D, velocity: D?, elapsed: Double
    ) -> D {
        let distance = to - from
        let length = distance.magnitudeSquared
        var initial = 0.0
        if let velocity, length > 0 {
            // The velocity's component along the distance, as a fraction of it per second.
            let dot = ((velocity + distance).magnitudeSquared - velocity.magnitudeSquared - length) / 2
            initial = dot / length
        }
        return from + distance.scaled(by: spring.motion(at: elapsed, initialVelocity: initial).progress)
    }
}
