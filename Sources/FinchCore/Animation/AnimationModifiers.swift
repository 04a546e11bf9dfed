import Foundation

/// `.animation(_:value:)` and the older `.animation(_:)`: the animation of changes in a subtree.
struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let animation: Animation?
    /// The watched value; nil for the older form, which applies to every change.
    let value: Value?

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (BuildContext) -> [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let node = context.node
        let graph = node.graph
        if let value {
            let previous = node.modifierState["animationValue"] as? Value
            if let previous, previous != value { node.modifierState["animationUpdate"] = graph.updateCount }
            node.modifierState["animationValue"] = value
        }
        let animation = self.animation
        let always = value == nil
        node.transactionTransform = { [weak node] transaction in
            guard !transaction.disablesAnimations, let node else { return }
            if always || node.modifierState["animationUpdate"] as? Int == node.graph.updateCount {
                transaction.animation = animation
            }
        }
        var inner = context
        node.transactionTransform?(&inner.transaction)
        return content(inner)
    }
}

/// `.transaction { … }`: changes the transaction for a subtree.
struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (BuildContext) -> [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        context.node.transactionTransform = transform
        var inner = context
        transform(&inner.transaction)
        return content(inner)
    }
}

/// The value type of the older `.animation(_:)`, which watches nothing.
struct _NoValue: Equatable {}

extension View {
    /// Animates changes in this subtree with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change in this subtree with `animation` (nil turns animations off), overriding
    /// explicit `withAnimation` animations; deprecated in SwiftUI but still used by course code.
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier<_NoValue>(animation: animation, value: nil))
    }

    /// Changes the transaction of changes in this subtree.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}
