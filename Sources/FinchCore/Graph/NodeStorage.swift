import Foundation

/// A typed slot in a graph node's storage: what a built-in view or modifier keeps between
/// evaluations of its node (a gesture's handler, a scroll position, the last value `onChange` saw).
///
/// Each slot is its own type, so two users of storage cannot collide and a read has its type:
/// `node[GestureHandlerSlot.self]`.
@MainActor
protocol NodeStorageKey {
    associatedtype Value
}

extension ViewNode {
    /// The value kept in slot `K`, or nil until something stores one.
    subscript<K: NodeStorageKey>(key: K.Type) -> K.Value? {
        get {
            let id = ObjectIdentifier(key)
            if let first = firstStorageSlot, first.key == id { return first.value as? K.Value }
            // Unwrapped first: for a slot of `Any`, `nil as? Any` would be a value (an `Any` holding nil).
            guard let value = dynamicStorage?.slots[id] else { return nil }
            return value as? K.Value
        }
        set {
            let id = ObjectIdentifier(key)
            // The first slot stored is kept in the node (`firstStorageSlot`); the others in the storage.
            if firstStorageSlot == nil || firstStorageSlot?.key == id {
                firstStorageSlot = newValue.map { (id, $0) }
                dynamicStorage?.slots[id] = nil
                return
            }
            // Clearing a slot of a node that stores nothing makes no storage.
            guard newValue != nil || dynamicStorage != nil else { return }
            madeDynamicStorage().slots[id] = newValue
        }
    }

    /// The value in slot `K`, made by `make` and stored the first time it is asked for.
    func stored<K: NodeStorageKey>(_ key: K.Type, orMake make: () -> K.Value) -> K.Value {
        if let existing = self[key] { return existing }
        let made = make()
        self[key] = made
        return made
    }
}
