import Foundation

/// Runs an action the first time its view is built (appears), as `onAppear`.
public struct _AppearModifier: ViewModifier, PrimitiveModifier {
    let action: (() -> Void)?

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        if node[Appeared.self] == nil, let action {
            node[Appeared.self] = true
            node.graph.enqueue(action)
        }
        return .concatenated(content(inputs))
    }

    /// Set once the appear action has been queued, so it runs once per identity.
    private enum Appeared: NodeStorageKey {
        typealias Value = Bool
    }
}

/// Runs the latest action when its view's identity goes away, as `onDisappear`.
public struct _DisappearModifier: ViewModifier, PrimitiveModifier {
    let action: (() -> Void)?

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let holder: DisappearAction
        if let existing = node[DisappearAction.self] {
            holder = existing
        } else {
            holder = DisappearAction()
            node[DisappearAction.self] = holder
            let handle = GraphHandle(node.graph)
            node.addTeardownAction { [holder] in
                if let action = holder.action { handle.graph?.enqueueDisappear(action) }
            }
        }
        holder.action = action
        return .concatenated(content(inputs))
    }
}

/// The most recent `onDisappear` action, kept by the modifier's graph node.
@MainActor
final class DisappearAction: NodeStorageKey {
    typealias Value = DisappearAction
    var action: (() -> Void)?
}

/// Compares a value with the one of the previous evaluation and reports changes, as `onChange(of:)`.
public struct _ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let (value, action) = (self.value, self.action)
        // Unwrapped before the cast: `nil as? Value` is a value when `Value` is an optional.
        if let stored = node[LastValue.self], let previous = stored as? Value {
            if previous != value { node.graph.enqueue { action(previous, value) } }
        } else if initial {
            node.graph.enqueue { action(value, value) }
        }
        node[LastValue.self] = value
        return .concatenated(content(inputs))
    }

    /// The value the last evaluation saw.
    private enum LastValue: NodeStorageKey {
        typealias Value = Any
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearModifier> {
        modifier(_AppearModifier(action: action))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _DisappearModifier> {
        modifier(_DisappearModifier(action: action))
    }

    /// Calls `action` with the old and new value after `value` changes (and once at first if `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _ChangeModifier<V>> {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Calls `action` with no arguments after `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, _ChangeModifier<V>>
    {
        modifier(_ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// The older form: `action` receives the new value.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> ModifiedContent<Self, _ChangeModifier<V>>
    {
        modifier(_ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
