import Foundation

/// Keyframes for a whole value, as SwiftUI's `Keyframes`: one or more tracks, each animating one of
/// its properties.
@MainActor
public protocol Keyframes<Value> {
    associatedtype Value
    /// The tracks, each writing its property of a value at a time.
    var _tracks: [_KeyframeTrackSampler<Value>] { get }
}

/// A track, as the timeline samples it: its duration, and how it writes its property at a time.
@MainActor
public struct _KeyframeTrackSampler<Root> {
    let duration: TimeInterval
    let apply: @MainActor (inout Root, _ initial: Root, _ time: TimeInterval) -> Void
}

/// The keyframes of one property of a value (`KeyframeTrack(\.scale) { … }`), or of the whole value.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
    public let _tracks: [_KeyframeTrackSampler<Root>]

    public init(
        _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
        let segments = content()._segments
        _tracks = [
            _KeyframeTrackSampler(duration: KeyframeTrackSampler.duration(segments)) { root, initial, time in
                var value = initial[keyPath: keyPath]
                value.animatableData = KeyframeTrackSampler.value(
                    segments, from: value.animatableData, at: time)
                root[keyPath: keyPath] = value
            }
        ]
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\.self, content: content)
    }
}

/// Tracks gathered by `KeyframesBuilder`.
public struct _KeyframeTracks<Value>: Keyframes {
    public let _tracks: [_KeyframeTrackSampler<Value>]
}

/// Builds a value's keyframes from its tracks.
@resultBuilder
@MainActor
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(_tracks: keyframes._tracks)
    }

    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_tracks: parts.flatMap(\._tracks))
    }

    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_tracks: parts.flatMap(\._tracks))
    }

    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks(_tracks: [])
    }

    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }

    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// A value's keyframes laid out in time, to sample (`KeyframeTimeline`, as SwiftUI's).
@MainActor
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrackSampler<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    init(initialValue: Value, tracks: [_KeyframeTrackSampler<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    /// The longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds after the start (each track holds its last value after it ends).
    public func value(time: Double) -> Value {
        var result = initialValue
        for track in tracks { track.apply(&result, initialValue, time.isFinite ? max(time, 0) : 0) }
        return result
    }

    /// The value at a fraction of the duration.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
