import Foundation

/// The view a modifier such as `phaseAnimator`, `keyframeAnimator` or `animation(_:body:)` was applied
/// to, as its content closure receives it.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView, AlwaysEvaluated {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let content: Value
    /// The transaction the content is built in, when it differs from the one around it (the content of
    /// `animation(_:body:)` keeps the transaction from outside the modifier).
    let transaction: Transaction?

    init(_ content: Value, transaction: Transaction? = nil) {
        self.content = content
        self.transaction = transaction
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        var inner = inputs
        if let transaction { inner.transaction = transaction }
        return .concatenated(inner.build(content, identity: .index(0)))
    }
}
