import Foundation

extension ViewNode {
    /// The reduced value of preference `K` over this subtree, children in tree order.
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        var found = false
        func collect(_ node: ViewNode) {
            // Unwrapped before the cast: a node without a value must not count as one of `nil`.
            if let stored = node.preferenceValues[ObjectIdentifier(key)], let own = stored as? K.Value {
                if found {
                    K.reduce(value: &value) { own }
                } else {
                    value = own
                    found = true
                }
            }
            for child in node.children { collect(child) }
        }
        collect(self)
        return value
    }
}
