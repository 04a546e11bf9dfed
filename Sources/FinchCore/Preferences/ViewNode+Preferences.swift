import Foundation

extension ViewNode {
    /// The reduced value of preference `K` over this subtree, children in tree order (a placed list
    /// element where it is placed: see `ViewListReader`).
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var collected = PreferenceCollection<K>()
        collected.collect(self)
        return collected.value
    }
}

/// The reduction of one preference over a subtree, in tree order.
@MainActor
private struct PreferenceCollection<K: PreferenceKey> {
    var value = K.defaultValue
    /// Whether any view contributed yet: the first contribution replaces `defaultValue`, later ones
    /// are reduced into it.
    var found = false

    mutating func add(_ next: K.Value) {
        if found {
            K.reduce(value: &value) { next }
        } else {
            value = next
            found = true
        }
    }

    /// Adds `node`'s contribution: its own value and its subtree's, or, below a `transformPreference`,
    /// that whole subtree's value transformed, as one.
    mutating func collect(_ node: ViewNode) {
        if node.hasPreferenceValues,
            let transform = node.preferenceValue(for: PreferenceTransform<K>.storageKey) as? PreferenceTransform<K>
        {
            var inner = PreferenceCollection<K>()
            inner.collectSubtree(node)
            transform.apply(&inner.value)
            add(inner.value)
            return
        }
        collectSubtree(node)
    }

    private mutating func collectSubtree(_ node: ViewNode) {
        // Unwrapped before the cast: a node without a value must not count as one of `nil`.
        if let stored = node.preferenceValue(for: ObjectIdentifier(K.self)), let own = stored as? K.Value {
            add(own)
        }
        // A view list's elements count where they are placed, not under the reader that keeps them.
        if node[ViewListReading.self] != nil {
            if let root = node.child(at: ViewListReading.rootComponent) { collect(root) }
            return
        }
        for child in node.children { collect(child) }
        if let placed = node[PlacedElement.self]?.node { collect(placed) }
    }
}
