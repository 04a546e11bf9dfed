import Foundation

/// The view a modifier such as `phaseAnimator`, `keyframeAnimator` or `animation(_:body:)` was applied
/// to, as its content closure receives it; and the view an iOS 17 `Transition`'s body is given (`Value`
/// is then the transition, as in SwiftUI, and the view is the transition's content, standing where a view
/// modifier's `content` would).
public struct PlaceholderContentView<Value>: View, PrimitiveView, AlwaysEvaluated {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    private enum Source {
        /// A view kept here, built in the transaction given (the content of `animation(_:body:)` keeps
        /// the transaction from outside the modifier).
        case view(@MainActor (ViewInputs) -> [LayoutNode])
        /// The content of the modifier whose body holds this placeholder; the generation is new each time
        /// the modifier is applied, as `_ViewModifier_Content`'s.
        case modifierContent(generation: UInt64)
    }

    private let source: Source

    init(_ content: Value, transaction: Transaction? = nil) where Value: View {
        source = .view { inputs in
            var inner = inputs
            if let transaction { inner.transaction = transaction }
            return inner.build(content, identity: .index(0))
        }
    }

    init(modifierContentGeneration generation: UInt64) {
        source = .modifierContent(generation: generation)
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        switch source {
        case .view(let build): return .concatenated(build(inputs))
        case .modifierContent: return inputs.builtModifierContent()
        }
    }
}
