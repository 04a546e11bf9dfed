import Foundation

extension View {
    /// The order this view is drawn in among its siblings in a stack: higher over lower (0 by default,
    /// siblings of one order in the order they are written). Hit testing follows it, front first.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> {
        modifier(_ZIndexModifier(value: value.isFinite ? value : 0))
    }
}

/// Marks its view's layout nodes with their drawing order; lays out and draws nothing itself.
public struct _ZIndexModifier: ViewModifier, PrimitiveModifier {
    let value: Double

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let nodes = content(inputs)
        for node in nodes { node.ownZIndex = value }
        return .concatenated(nodes)
    }
}
