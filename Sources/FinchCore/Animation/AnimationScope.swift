import Foundation

/// `.animation(_:body:)`: the animation applies to the modifiers the body adds, not to the view they
/// modify, which is built in the transaction from outside.
public struct _AnimationScope<Content: View, Scoped: View>: View, PrimitiveView, AlwaysEvaluated {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let content: Content
    let animation: Animation?
    let makeScoped: (PlaceholderContentView<Content>) -> Scoped

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let outer = inputs.transaction
        let animation = self.animation
        let transform: (inout Transaction) -> Void = { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
        inputs.node.transactionTransform = transform
        var inner = inputs
        transform(&inner.transaction)
        let scoped = makeScoped(PlaceholderContentView(content, transaction: outer))
        return .concatenated(inner.build(scoped, identity: .index(0)))
    }
}

extension View {
    /// Animates changes of the modifiers `body` applies to this view with `animation`; changes inside
    /// this view keep the transaction they were made in.
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
    ) -> some View {
        _AnimationScope(content: self, animation: animation, makeScoped: body)
    }
}
