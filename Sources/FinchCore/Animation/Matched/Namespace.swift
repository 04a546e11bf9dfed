import FinchUnsafe
import Foundation

/// A property wrapper giving a view a namespace of its own for `matchedGeometryEffect` ids, as
/// SwiftUI's `@Namespace`: the same for the view's whole life, different from every other view's.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// Holds the node's namespace once the graph links this copy to it.
    final class Box: @unchecked Sendable {
        // Written only on the main actor, when the graph links the view before its body runs.
        var id: ID?
    }

    let box = Box()

    public init() {}

    /// The namespace: the node's, or (outside a view's body) one made for this copy alone.
    public var wrappedValue: ID {
        if let id = box.id { return id }
        let made = Self.makeID()
        box.id = made
        return made
    }

    private static let counter = LockedValue(0)

    static func makeID() -> ID {
        ID(
            value: counter.withLock { value in
                value += 1
                return value
            })
    }
}

/// The namespace a view node keeps for its `@Namespace` property.
final class StoredNamespace {
    let id: Namespace.ID

    init(_ id: Namespace.ID) {
        self.id = id
    }
}

extension Namespace: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        if let stored = node.storedProperty(at: slot) as? StoredNamespace {
            box.id = stored.id
        } else {
            let made = Self.makeID()
            node.setStoredProperty(StoredNamespace(made), at: slot)
            box.id = made
        }
    }
}

extension Namespace: GraphComparable {
    /// Owned by the view, not an input: a parent re-creating the wrapper changes nothing.
    func isGraphEqual(to other: Self) -> Bool { true }
}
