import Foundation

/// Publishes a value under `keyPath` for `@FocusedValue`: while focus is in this view, or (`forScene`)
/// while the view is in the window.
struct _FocusedValueModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    let forScene: Bool

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let publisher = node.stored(FocusedValuePublisher.self) { FocusedValuePublisher() }
        let (keyPath, value) = (self.keyPath, self.value)
        let write: (inout FocusedValues) -> Void = { $0[keyPath: keyPath] = value }
        if forScene {
            publisher.forScene[keyPath] = write
            node.graph.focus.publishesForScene(node)
        } else {
            publisher.whileFocused[keyPath] = write
        }
        node.graph.focus.focusedValuesMayHaveChanged(in: node.graph)
        return .concatenated(content(inputs))
    }
}

extension View {
    /// Publishes `value` for `@FocusedValue(keyPath)` while this view or one inside it has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, forScene: false))
    }

    /// Publishes `value` (nil: nothing) for `@FocusedValue(keyPath)` while this view or one inside it has
    /// focus.
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, forScene: false))
    }

    /// Publishes `value` for `@FocusedValue(keyPath)` while this view is in the window, wherever focus is
    /// (a value the focused view publishes under the same key wins).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, forScene: true))
    }
}
