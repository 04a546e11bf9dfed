import Foundation

/// Changes the reduced value of preference `Key` over its content, as `.transformPreference`.
///
/// The closure sees what the content's views set (the key's `defaultValue` when none did), and what it
/// leaves is the value this view contributes to the views above, one value in tree order. It is kept
/// in the node's preference values under a key of its own (`PreferenceTransform.storageKey`) and
/// applied whenever a reader collects the subtree, so a change below needs no new evaluation here.
struct _PreferenceTransformer<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let transform: (inout Key.Value) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        PreferenceTransform<Key>(apply: transform).install(in: inputs.node)
        return .concatenated(content(inputs))
    }
}

/// A transform of preference `Key`'s subtree value, as a node keeps it.
struct PreferenceTransform<Key: PreferenceKey> {
    let apply: (inout Key.Value) -> Void

    /// Where a node keeps the transform among its preference values: apart from a value of `Key` set by
    /// the same node.
    static var storageKey: ObjectIdentifier { ObjectIdentifier(PreferenceTransform<Key>.self) }

    /// Keeps the transform in `node` and tells the readers of `Key` to look again: closures never compare
    /// equal, so each evaluation may have changed what it does (readers compare the values they get).
    @MainActor
    func install(in node: ViewNode) {
        node.setPreferenceValue(self, for: Self.storageKey)
        node.graph.preferences.changed(key: ObjectIdentifier(Key.self))
    }
}

extension View {
    /// Changes the value of preference `key` that this view's content sets, for the views above
    /// (`defaultValue` when the content sets none), as SwiftUI's `transformPreference(_:_:)`.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(_PreferenceTransformer<K>(transform: callback))
    }
}
