import Foundation

/// `.transition(_:)`: draws its content through the transition's effect, which animates from the
/// insertion state when the view is inserted in an animated transaction, and toward the removal
/// state when it is removed (the removed view stays drawn until then).
public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let isNew = node.transition == nil
        let animation = transition.animation ?? inputs.transaction.animation
        let inserting =
            isNew && animation != nil && !inputs.transaction.disablesAnimations && node.graph.pipeline.hasLaidOut
        let start = inserting ? transition.insertion : AnyTransition.State.identity
        let value = node.animatedValue(.transition, target: start.vector, transaction: Transaction())
        let removing = node.transition?.isRemoving == true
        node.transition = TransitionRecord(transition: transition, value: value)
        node.transition?.isRemoving = removing
        if inserting, let animation {
            var animated = Transaction(animation: animation)
            animated.disablesAnimations = false
            _ = node.animatedValue(.transition, target: AnyTransition.State.identity.vector, transaction: animated)
        }
        let anchor = transition.insertion.anchor
        // The graph's clock, not the graph: layout nodes must not keep the graph alive (it owns them), and a
        // weak reference would give the graph a side table, slowing every retain of it; the clock holds nothing.
        let clock = node.graph.clock
        let record = node.transition
        let wrapper = NodeWrapper { child in
            EffectNode(child: child) { frame in
                let time = clock.time
                let shown = record?.value.value(at: time) ?? AnyTransition.State.identity.vector
                let removing = record?.isRemoving == true
                let anchor = removing ? record?.transition.removal.anchor ?? anchor : anchor
                return AnyTransition.State.effect(shown, anchor: anchor, frame: frame)
            }
        }
        let phase: TransitionModifierPhase =
            inserting ? .inserting : node.transition?.isRemoving == true ? .removing : .identity
        return wrapper.outputs(wrapping: modifiedContent(content, phase: phase, in: inputs))
    }

    /// The content through the transition's modifiers: `active` on the evaluation that inserts the
    /// view, then `identity` on one more evaluation in the same update, so their values animate.
    private func modifiedContent(
        _ content: @escaping (ViewInputs) -> [LayoutNode], phase: TransitionModifierPhase, in inputs: ViewInputs
    ) -> [LayoutNode] {
        guard let pair = transition.modifiers else { return content(inputs.outsideStack) }
        let node = inputs.node
        if phase == .inserting {
            node.graph.invalidate(node, transaction: Transaction())
        }
        return inputs.outsideStack.build(
            _TransitionModifierContent(pair: pair, phase: phase, content: content), identity: .index(3))
    }
}

/// The content of a modifier transition, in a node of its own so both phases share one identity.
struct _TransitionModifierContent: View, PrimitiveView, AlwaysEvaluated {
    typealias Body = Never
    var body: Never { fatalBody() }

    let pair: ModifierPair
    let phase: TransitionModifierPhase
    let content: (ViewInputs) -> [LayoutNode]

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        pair.apply(phase, content, inputs)
    }
}

/// A view's transition and the value that animates it.
@MainActor
final class TransitionRecord {
    let transition: AnyTransition
    let value: AnimatedValue<AnimatableVector>
    var isRemoving = false

    init(transition: AnyTransition, value: AnimatedValue<AnimatableVector>) {
        self.transition = transition
        self.value = value
    }
}

extension View {
    /// How this view enters and leaves when inserted or removed in an animated transaction.
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: transition))
    }
}
