import Foundation

/// `.animation(_:value:)` and the older `.animation(_:)`: the animation of changes in a subtree.
public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    /// The watched value; nil for the older form, which applies to every change.
    let value: Value?

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let graph = node.graph
        if let value {
            let watch = node.stored(AnimationWatch.self) { AnimationWatch.Value() }
            if let stored = watch.value, let previous = stored as? Value, previous != value {
                watch.changedInUpdate = graph.build.updateCount
            }
            watch.value = value
        }
        let animation = self.animation
        let always = value == nil
        let watch = node[AnimationWatch.self]
        let handle = GraphHandle(graph)
        node.transactionTransform = { [weak watch] transaction in
            guard !transaction.disablesAnimations, let graph = handle.graph else { return }
            if always || watch?.changedInUpdate == graph.build.updateCount {
                transaction.animation = animation
            }
        }
        var inner = inputs
        node.transactionTransform?(&inner.transaction)
        return .concatenated(content(inner))
    }
}

/// The value an `.animation(_:value:)` watches, and the update in which it last changed.
@MainActor
private enum AnimationWatch: NodeStorageKey {
    final class Value {
        var value: Any?
        var changedInUpdate = -1
    }
}

/// `.transaction { … }`: changes the transaction for a subtree.
struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        inputs.node.transactionTransform = transform
        var inner = inputs
        transform(&inner.transaction)
        return .concatenated(content(inner))
    }
}

/// The value type of the older `.animation(_:)`, which watches nothing.
public struct _NoValue: Equatable {}

extension View {
    /// Animates changes in this subtree with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
        Self, _AnimationModifier<V>
    > {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change in this subtree with `animation` (nil turns animations off), overriding
    /// explicit `withAnimation` animations; deprecated in SwiftUI but still used by course code.
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier<_NoValue>> {
        modifier(_AnimationModifier<_NoValue>(animation: animation, value: nil))
    }

    /// Changes the transaction of changes in this subtree.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}
