import Foundation

/// An object a Finch view keeps for as long as its identity lives, made when the graph first links
/// the view (inside an update, so counted in that graph's census), never when the view value is made.
/// `@StateObject` without the subscription: a `@State` initial value would be made with every value
/// of the view, wherever user code makes one (outside any graph).
@propertyWrapper
struct OwnedObject<Object: AnyObject>: DynamicProperty {
    final class Box {
        let make: @MainActor () -> Object
        var object: Object?

        init(make: @escaping @MainActor () -> Object) {
            self.make = make
        }
    }

    let box: Box

    init(wrappedValue make: @autoclosure @escaping @MainActor () -> Object) {
        box = Box(make: make)
    }

    /// The node's object (read in a body, after linking).
    @MainActor var wrappedValue: Object {
        if let object = box.object { return object }
        // Read before any graph linked this copy: one for this copy alone.
        let made = box.make()
        box.object = made
        return made
    }
}

extension OwnedObject: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        if let stored = node.storedProperty(at: slot) as? StoredObject<Object> {
            box.object = stored.object
        } else {
            let object = box.make()
            node.setStoredProperty(StoredObject(object), at: slot)
            box.object = object
            if let unmounting = object as? any OwnedObjectUnmounting {
                node.addTeardownAction { [weak unmounting] in unmounting?.ownerDidUnmount() }
            }
        }
    }
}

extension OwnedObject: GraphComparable {
    /// Owned, not an input: a parent making the view again changes nothing.
    func isGraphEqual(to other: Self) -> Bool { true }
}

/// An object kept by `@OwnedObject` that is told when the view owning it unmounts, to let go of
/// closures that could otherwise keep it (and what they capture) alive in a cycle.
@MainActor
protocol OwnedObjectUnmounting: AnyObject {
    func ownerDidUnmount()
}
