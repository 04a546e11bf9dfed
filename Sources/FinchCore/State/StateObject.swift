import Foundation

/// An observable object the view owns: made once per identity, lazily, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Holds the maker until the graph links this copy to the node's object.
    final class Box {
        let make: () -> ObjectType
        var object: ObjectType?

        init(make: @escaping () -> ObjectType) {
            self.make = make
        }

        /// The node's object, or (outside a view's body) one made for this copy alone.
        var current: ObjectType {
            if let object { return object }
            let made = make()
            object = made
            return made
        }
    }

    let box: Box

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = Box(make: thunk)
    }

    public var wrappedValue: ObjectType { box.current }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: box.current)
    }
}

extension StateObject: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        let object: ObjectType
        if let stored = node.storedProperty(at: slot) as? StoredObject<ObjectType> {
            object = stored.object
        } else {
            object = box.make()
            node.setStoredProperty(StoredObject(object), at: slot)
        }
        box.object = object
        ObjectSubscription.follow(object, from: node, slot: slot + StoredObject<ObjectType>.subscriptionSlotOffset)
    }
}

extension StateObject: GraphComparable {
    /// Owned state, not an input: a parent re-creating the wrapper changes nothing.
    func isGraphEqual(to other: Self) -> Bool { true }
}

/// The object a `@StateObject` made, kept by the node.
final class StoredObject<ObjectType: AnyObject> {
    /// Subscriptions live in slots far from property slots so the two never collide.
    static var subscriptionSlotOffset: Int { 1 << 20 }
    let object: ObjectType

    init(_ object: ObjectType) {
        self.object = object
    }
}
