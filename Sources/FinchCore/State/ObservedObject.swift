import Foundation

/// An observable object the view follows but does not own, as SwiftUI's `@ObservedObject`.
///
/// Any `objectWillChange` of the object re-evaluates the view; the object given by the parent
/// each time is the one followed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$object.property` bindings (inlinable: see `Binding.init(location:)`).
    @dynamicMemberLookup
    public struct Wrapper {
        @usableFromInline let root: ObjectType

        @usableFromInline init(root: ObjectType) {
            self.root = root
        }

        @inlinable public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<
                Subject
            >
        {
            // The snapshot read here, where the key path is a literal: a call of the property's getter
            // (through the location, it is a key path applied at run time).
            Binding(location: ObjectLocation(object: root, keyPath: keyPath), snapshot: root[keyPath: keyPath])
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    @inlinable public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        ObjectSubscription.follow(wrappedValue, from: node, slot: slot)
    }
}

/// Keeps a view subscribed to one object's `objectWillChange`, switching when the object changes.
@MainActor
final class ObjectSubscription {
    /// The object followed, held strongly (its view holds it anyway): a weak reference would give the
    /// object a side table, and every retain and release of it would take the runtime's slow path.
    /// Let go when the node is unmounted (its storage is cleared).
    private(set) var object: AnyObject?
    private var cancellable: AnyCancellable?
    private let census: NodeCensus

    init(census: NodeCensus) {
        self.census = census
        census.made(.subscription)
    }

    deinit {
        census.freed(.subscription)
    }

    /// Subscribes `node` to `object` in storage slot `slot`, unless already subscribed to it.
    static func follow<O: ObservableObject>(_ object: O, from node: ViewNode, slot: Int) {
        let subscription: ObjectSubscription
        if let existing = node.storedProperty(at: slot) as? ObjectSubscription {
            subscription = existing
        } else {
            subscription = ObjectSubscription(census: node.census)
            node.setStoredProperty(subscription, at: slot)
            node.addTeardownAction { [weak subscription] in subscription?.cancel() }
        }
        guard subscription.object !== object else { return }
        let target = WeakNode(node)
        subscription.object = object
        // The object may change on any thread: the closure must not be main-actor isolated.
        let willChange = object.objectWillChange.sink { @Sendable _ in
            SnapshotEpoch.noteWrite()
            MainThread.run { target.invalidate() }
        }
        // A change made on another thread is announced before the value is stored; the view could
        // read the old value if it updated in between. Once stored, it is told again (main queue).
        let stored = (object.objectWillChange as? ObservableObjectPublisher)?.subscribeStored { @Sendable in
            guard !MainThread.isMainQueue else { return }
            MainThread.run { target.invalidate() }
        }
        subscription.cancellable = AnyCancellable {
            willChange.cancel()
            stored?.cancel()
        }
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
        object = nil
    }
}
