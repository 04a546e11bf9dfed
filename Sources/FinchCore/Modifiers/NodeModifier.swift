import Foundation

/// A built-in modifier that wraps each node of its content in a node of its own.
///
/// Modifiers on a group or `ForEach` apply to every child, as in SwiftUI.
///
/// Its key says what the modifier is and its parameters (see `ModifierKey`): equal keys wrap the same way,
/// and a nil key is never equal.
///
/// Public, with nothing public in it, so that modifiers return their concrete type (`ModifiedContent<Self,
/// _NodeModifier>`) instead of `some View`: a call to a function returning an opaque type from another
/// module asks the runtime for that type's conformances on every call, which was a large part of
/// building an app's view values.
public struct _NodeModifier: ViewModifier, PrimitiveModifier, GraphComparable {
    let key: ModifierKey?
    let wrap: @MainActor (LayoutNode, ViewInputs) -> LayoutNode
    /// True for a wrapper that keeps nothing in its node and never reads the node from its inputs
    /// (`.position`): it may be applied in the node of the wrapping modifier around it.
    var wrapsInPlace = false

    func isGraphEqual(to other: Self) -> Bool { modifierKeysEqual(key, other.key) }

    public func body(content: Content) -> Never { fatalBody() }

    public static var _mayWrapInPlace: Bool { true }

    public static func _wrapsInPlace(modifier: Self) -> Bool { modifier.wrapsInPlace }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        WrapWithInputs(wrap: wrap, inputs: inputs).outputs(wrapping: content(inputs.outsideStack))
    }
}

/// `_NodeModifier`'s wrappers: its `wrap` with the inputs at the modifier, kept as fields rather than
/// captured by a closure (whose context was a second allocation per modifier of every view built).
@MainActor
private final class WrapWithInputs: NodeWrapper {
    private let wrap: @MainActor (LayoutNode, ViewInputs) -> LayoutNode
    private let inputs: ViewInputs

    init(wrap: @escaping @MainActor (LayoutNode, ViewInputs) -> LayoutNode, inputs: ViewInputs) {
        self.wrap = wrap
        self.inputs = inputs
        super.init()
    }

    override func makeWrapper(around node: LayoutNode) -> LayoutNode { wrap(node, inputs) }
}

/// A built-in modifier that changes the environment its content is built in (public for the reason
/// `_NodeModifier` is).
public struct _EnvironmentWriter: ViewModifier, PrimitiveModifier, GraphComparable {
    /// Which value is written and to what; equal keys write the same (nil: never equal), as `_NodeModifier`'s.
    let key: ModifierKey?
    let change: @MainActor (inout EnvironmentValues) -> Void

    func isGraphEqual(to other: Self) -> Bool { modifierKeysEqual(key, other.key) }

    public func body(content: Content) -> Never { fatalBody() }

    /// A view it modifies is built in its content's place: a node of its own would only hold the
    /// modifier's key and pass a changed environment on, yet cost what any node costs (one in nine of a
    /// document's nodes was a `.font`).
    public static var _changesInputsOnly: Bool { true }

    /// The environment changed as the modifier says. Made again each time the view is built: the content's
    /// node then finds the new environment equal to its last by comparing the entries above the part both
    /// share (`EnvironmentValues.isGraphEqual`).
    public static func _changedInputs(modifier: Self, inputs: _ViewInputs) -> _ViewInputs {
        var inner = inputs.base
        modifier.change(&inner.environment)
        return _ViewInputs(inner)
    }

    /// Where the modifier is applied without a view of its own (a modifier's body, a composed modifier's
    /// part), in the node that applies it.
    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        var inner = inputs
        inner.environment = written(over: inputs.environment, in: inputs.node)
        return .concatenated(content(inner))
    }

    /// The environment with this modifier's change. The same change over the same environment gives
    /// the same (identical) environment as last time, so the views below see at once that nothing changed.
    private func written(over environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        if let last = node[WrittenEnvironment.self], last.input.isIdentical(to: environment),
            modifierKeysEqual(key, last.key)
        {
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
    typealias Value = (key: ModifierKey, input: EnvironmentValues, output: EnvironmentValues)
}

/// Gives its content an explicit identity, as `.id(_:)`: a new id is a new view.
public struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable

    public func body(content: Content) -> Never { fatalBody() }

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
    /// Wraps each node of this view with `wrap`; `key` names the modifier and its parameters (a tuple such as
    /// `("padding", insets)`).
    ///
    /// Returns its concrete type, not `some View`: an opaque type of a function generic over `Key` would be
    /// looked up by its mangled name at run time (tuples and all), each time a view made with it is compared.
    // Inlined into each caller, where `Key` is a concrete tuple: the key class is then a concrete type,
    // not one the runtime instantiates from `Key` on every application of the modifier.
    @inline(__always)
    ///
    /// `inPlace`: the wrapper keeps nothing in its node and never reads `inputs.node`, so it may be applied in
    /// the node of the wrapping modifier around it (see `ViewNode+WrappedInPlace.swift`).
    func wrapped<Key>(
        _ key: Key?, inPlace: Bool = false, _ wrap: @escaping @MainActor (LayoutNode, ViewInputs) -> LayoutNode
    ) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(key: key.map { TypedModifierKey($0) }, wrap: wrap, wrapsInPlace: inPlace))
    }

    /// Wraps each node of this view with `wrap`, a modifier with no key (never equal to the last one).
    func wrapped(
        _ key: Never?, _ wrap: @escaping @MainActor (LayoutNode, ViewInputs) -> LayoutNode
    ) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(key: nil, wrap: wrap))
    }

    /// Changes the environment for this view and its descendants; `key` names the change (a tuple such as
    /// `("font", font)`).
    // Inlined into each caller, where `Key` is a concrete tuple: the key class is then a concrete type,
    // not one the runtime instantiates from `Key` on every application of the modifier.
    @inline(__always)
    func transformEnvironmentValues<Key>(
        _ key: Key?, _ change: @escaping @MainActor (inout EnvironmentValues) -> Void
    ) -> ModifiedContent<Self, _EnvironmentWriter> {
        modifier(_EnvironmentWriter(key: key.map { TypedModifierKey($0) }, change: change))
    }

    /// Changes the environment for this view and its descendants, with no key (never equal to the last one).
    func transformEnvironmentValues(
        _ key: Never?, _ change: @escaping @MainActor (inout EnvironmentValues) -> Void
    ) -> ModifiedContent<Self, _EnvironmentWriter> {
        modifier(_EnvironmentWriter(key: nil, change: change))
    }

    /// Binds the view's identity to `id`: when it changes, the view is replaced by a new one.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier> {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, _EnvironmentWriter
    > {
        let keyPath = keyPath
        let value = value
        return transformEnvironmentValues(("environment", keyPath, value)) { $0[keyPath: keyPath] = value }
    }

    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        let keyPath = keyPath
        let transform = transform
        return transformEnvironmentValues(nil) { transform(&$0[keyPath: keyPath]) }
    }
}
