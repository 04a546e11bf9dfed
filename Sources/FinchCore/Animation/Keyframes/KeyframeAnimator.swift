import Foundation

/// A view that plays keyframes over its content, as SwiftUI's `KeyframeAnimator`: each change of the
/// trigger plays the keyframes from the value the last run ended at (the initial value at first), or,
/// `repeating`, they loop for as long as the view is there. The content is built again every frame
/// while they play (on the graph's clock), and keeps the last value after.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView, AlwaysEvaluated
where KeyframePath.Value == Value {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let initialValue: Value
    /// The trigger; nil when the keyframes repeat (or, not repeating, never play).
    let trigger: PhaseTrigger?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = PhaseTrigger(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let progress = KeyframeProgress<Value>.progress(of: node, initialValue: initialValue)
        let time = node.graph.time
        let keyframes = self.keyframes
        progress.update(trigger: trigger, repeating: repeating, time: time, node: node) { start in
            KeyframeTimeline(initialValue: start, tracks: keyframes(start)._tracks)
        }
        return .concatenated(inputs.build(content(progress.value(at: time)), identity: .index(0)))
    }
}

extension View {
    /// Plays `keyframes` over this view each time `trigger` changes (see `KeyframeAnimator`).
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, trigger: trigger,
            content: { value in content(PlaceholderContentView(self), value) },
            keyframes: keyframes)
    }

    /// Loops `keyframes` over this view while `repeating` (see `KeyframeAnimator`).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, repeating: repeating,
            content: { value in content(PlaceholderContentView(self), value) }, keyframes: keyframes)
    }
}
