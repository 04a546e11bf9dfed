import Foundation

/// A keyframe animator's run: the timeline playing, when it started, the trigger last seen and the
/// value it rests at. Kept in the animator's node; while a run plays, the node is evaluated every frame.
@MainActor
final class KeyframeProgress<Value>: AnimatedSlot {
    private var resting: Value
    private var timeline: KeyframeTimeline<Value>?
    private var start = 0.0
    private var looping = false
    private var lastTrigger: PhaseTrigger?
    private var started = false

    init(initialValue: Value) {
        resting = initialValue
    }

    static func progress(of node: ViewNode, initialValue: Value) -> KeyframeProgress {
        if let kept = node[KeyframeProgressKey<Value>.self] { return kept }
        let made = KeyframeProgress(initialValue: initialValue)
        node[KeyframeProgressKey<Value>.self] = made
        return made
    }

    /// Starts a run when the trigger changed, or a loop when asked to repeat; stops a loop no longer asked for.
    func update(
        trigger: PhaseTrigger?, repeating: Bool, time: Double, node: ViewNode,
        make: (Value) -> KeyframeTimeline<Value>
    ) {
        defer {
            lastTrigger = trigger
            started = true
        }
        if let trigger {
            guard started, let lastTrigger, !trigger.equals(lastTrigger.value) else { return }
            begin(make(value(at: time)), at: time, looping: false, node: node)
        } else if repeating, !looping {
            begin(make(resting), at: time, looping: true, node: node)
        } else if !repeating, looping {
            // Stopped: the value at the beginning of the timeline, as SwiftUI shows.
            looping = false
            if let timeline { resting = timeline.value(time: 0) }
            timeline = nil
        }
    }

    private func begin(_ made: KeyframeTimeline<Value>, at time: Double, looping: Bool, node: ViewNode) {
        resting = made.value(time: made.duration)
        timeline = made
        start = time
        self.looping = looping && made.duration > 0
        node.graph.animateBody(of: node, while: self)
    }

    /// The value shown at `time`.
    func value(at time: Double) -> Value {
        guard let timeline else { return resting }
        var elapsed = time - start
        if looping, timeline.duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration) }
        return timeline.value(time: elapsed)
    }

    func isRunning(at time: Double) -> Bool {
        guard let timeline else { return false }
        return looping || time - start < timeline.duration
    }
}

/// A keyframe animator's run, in its node.
enum KeyframeProgressKey<Animated>: NodeStorageKey {
    typealias Value = KeyframeProgress<Animated>
}
