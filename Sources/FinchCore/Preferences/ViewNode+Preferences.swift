import Foundation

extension ViewNode {
    /// The reduced value of preference `K` over this subtree, children in tree order (a placed list
    /// element where it is placed: see `ViewListReader`).
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        var found = false
        func collect(_ node: ViewNode) {
            // Unwrapped before the cast: a node without a value must not count as one of `nil`.
            if let stored = node.preferenceValue(for: ObjectIdentifier(key)), let own = stored as? K.Value {
                if found {
                    K.reduce(value: &value) { own }
                } else {
                    value = own
                    found = true
                }
            }
            // A view list's elements count where they are placed, not under the reader that keeps them.
            if node[ViewListReading.self] != nil {
                if let root = node.child(at: ViewListReading.rootComponent) { collect(root) }
                return
            }
            for child in node.children { collect(child) }
            if let placed = node[PlacedElement.self]?.node { collect(placed) }
        }
        collect(self)
        return value
    }
}
