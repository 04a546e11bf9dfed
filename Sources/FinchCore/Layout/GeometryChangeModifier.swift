import Foundation

/// Reports a value made from its view's geometry after layout, as `onGeometryChange(for:of:action:)`.
///
/// Each node of the content is wrapped in a `GeometryChangeNode`, which works the value out when it is
/// placed; the action runs after the layout pass (with the appear and change actions), never inside it,
/// so it may write state. Layout is not changed.
public struct _GeometryChangeModifier<Measured: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (GeometryProxy) -> Measured
    let action: (Measured, Measured) -> Void

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        // Kept by the graph node, so the last value survives new evaluations and new layout nodes;
        // the latest closures replace the earlier ones, as `onChange`'s action does.
        let observer = node.stored(Observer.self) { GeometryChangeObserver<Measured>() }
        observer.transform = transform
        observer.action = action
        let wrapper = NodeWrapper { GeometryChangeNode(child: $0, observer: observer) }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }

    private enum Observer: NodeStorageKey {
        typealias Value = GeometryChangeObserver<Measured>
    }
}

extension View {
    /// Calls `action` with the value `transform` makes from this view's geometry, after the layout that
    /// first placed the view and after each layout that changes the value (iOS 16's form).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> ModifiedContent<Self, _GeometryChangeModifier<T>> {
        modifier(_GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Calls `action` with the previous and the new value `transform` makes from this view's geometry,
    /// after each layout that changes it; after the first layout both are the initial value (iOS 18's form).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> ModifiedContent<Self, _GeometryChangeModifier<T>> {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}
