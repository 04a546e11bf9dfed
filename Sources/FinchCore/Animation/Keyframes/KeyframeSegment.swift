import Foundation

/// One keyframe of a track, as the timeline samples it: where it goes, in how long, and how.
@MainActor
public struct _KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }

    let target: Value
    let duration: TimeInterval
    let kind: Kind

    init(target: Value, duration: TimeInterval, kind: Kind) {
        self.target = target
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.kind = kind
    }
}

/// Content of a `KeyframeTrack`: keyframes, as SwiftUI's `KeyframeTrackContent`.
@MainActor
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The keyframes, in order.
    var _segments: [_KeyframeSegment<Value>] { get }
}

/// Interpolates from the previous keyframe's value to `to` in a straight line, eased by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _segments = [_KeyframeSegment(target: to, duration: duration, kind: .linear(timingCurve))]
    }
}

/// Moves from the previous keyframe's value toward `to` on a spring, for `duration` (the spring's
/// settling time when nil); the next keyframe starts from wherever the spring got to.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    public init(
        _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
    ) {
        let length = duration ?? spring.settlingDuration(initialVelocity: 0)
        _segments = [
            _KeyframeSegment(
                target: to, duration: length, kind: .spring(spring, startVelocity: startVelocity?.animatableData))
        ]
    }
}

/// Interpolates along a cubic curve through the keyframes around it (Catmull-Rom), or with the given
/// velocities at its ends.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _segments = [
            _KeyframeSegment(
                target: to, duration: duration,
                kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
        ]
    }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]

    public init(_ to: Value) {
        _segments = [_KeyframeSegment(target: to, duration: 0, kind: .move)]
    }
}

/// Keyframes gathered by `KeyframeTrackContentBuilder`.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]
}

/// Builds a track's keyframes from a list of them.
@resultBuilder
@MainActor
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value>
    where K.Value == Value {
        _KeyframeList(_segments: keyframe._segments)
    }

    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(_segments: parts.flatMap(\._segments))
    }

    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(_segments: parts.flatMap(\._segments))
    }

    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        part ?? _KeyframeList(_segments: [])
    }

    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }

    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}
