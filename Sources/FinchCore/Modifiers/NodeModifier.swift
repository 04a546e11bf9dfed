import Foundation

/// A built-in modifier that wraps each node of its content in a node of its own.
///
/// Modifiers on a group or `ForEach` apply to every child, as in SwiftUI.
struct _NodeModifier: ViewModifier, PrimitiveModifier, GraphComparable {
    /// What the modifier is and its parameters; equal keys wrap the same way (nil: never equal).
    let key: [AnyHashable]?
    let wrap: @MainActor (LayoutNode, ViewInputs) -> LayoutNode

    func isGraphEqual(to other: Self) -> Bool {
        guard let key else { return false }
        return other.key == key
    }

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let wrap = self.wrap
        let wrapper = NodeWrapper { wrap($0, inputs) }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}

/// A built-in modifier that changes the environment its content is built in.
struct _EnvironmentWriter: ViewModifier, PrimitiveModifier, GraphComparable {
    /// Which value is written and to what; equal keys write the same (nil: never equal).
    let key: [AnyHashable]?
    let change: @MainActor (inout EnvironmentValues) -> Void

    func isGraphEqual(to other: Self) -> Bool {
        guard let key else { return false }
        return other.key == key
    }

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        var inner = inputs
        inner.environment = written(over: inputs.environment, in: inputs.node)
        return .concatenated(content(inner))
    }

    /// The environment with this modifier's change. The same change over the same environment gives
    /// the same (identical) environment as last time, so the views below see at once that nothing changed.
    private func written(over environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        if let key, let last = node[WrittenEnvironment.self], last.key == key, last.input.isIdentical(to: environment) {
            return last.output
        }
        var output = environment
        change(&output)
        if let key { node[WrittenEnvironment.self] = (key, environment, output) }
        return output
    }
}

/// What an environment writer last wrote: its key, the environment it was given and the one it made.
private enum WrittenEnvironment: NodeStorageKey {
    typealias Value = (key: [AnyHashable], input: EnvironmentValues, output: EnvironmentValues)
}

/// Gives its content an explicit identity, as `.id(_:)`: a new id is a new view.
struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(inputs.build(_ContentPlaceholder(content: content), identity: .explicit(id)))
    }
}

/// Content built in a graph node of its own (so it can carry an explicit identity).
struct _ContentPlaceholder: View, PrimitiveView, AlwaysEvaluated {
    typealias Body = Never
    var body: Never { fatalBody() }

    let content: (ViewInputs) -> [LayoutNode]

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs { .concatenated(content(inputs)) }
}

extension View {
    /// Wraps each node of this view with `wrap`; `key` names the modifier and its parameters.
    func wrapped(
        _ key: [AnyHashable]?, _ wrap: @escaping @MainActor (LayoutNode, ViewInputs) -> LayoutNode
    ) -> some View {
        modifier(_NodeModifier(key: key, wrap: wrap))
    }

    /// Changes the environment for this view and its descendants; `key` names the change.
    func transformEnvironmentValues(
        _ key: [AnyHashable]?, _ change: @escaping @MainActor (inout EnvironmentValues) -> Void
    ) -> some View {
        modifier(_EnvironmentWriter(key: key, change: change))
    }

    /// Binds the view's identity to `id`: when it changes, the view is replaced by a new one.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let keyPath = keyPath
        let value = value
        return transformEnvironmentValues(hashableKey("environment", keyPath, value)) { $0[keyPath: keyPath] = value }
    }

    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        let keyPath = keyPath
        let transform = transform
        return transformEnvironmentValues(nil) { transform(&$0[keyPath: keyPath]) }
    }
}

/// A key from a name and values, or nil when a value is not hashable (the modifier then never compares equal).
func hashableKey(_ name: String, _ values: Any...) -> [AnyHashable]? {
    var key: [AnyHashable] = [name]
    for value in values {
        guard let hashable = value as? AnyHashable else { return nil }
        key.append(hashable)
    }
    return key
}
