import Foundation

/// Private, persistent state of a view, as SwiftUI's `@State`.
///
/// The struct is recreated with every parent evaluation; the value lives in the view's graph
/// node for as long as the view's identity does, and only the first initial value is kept.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Connects this copy of the property to the node's storage once installed.
    final class Box {
        let initial: Value
        var storage: StateStorage<Value>?

        init(_ initial: Value) {
            self.initial = initial
        }
    }

    let box: Box

    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.storage?.get() ?? box.initial }
        nonmutating set {
            // Outside a view's body (not yet installed) SwiftUI ignores writes; so does Finch.
            box.storage?.set(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(location: box.storage ?? ConstantLocation(box.initial))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        if let existing = node.storedProperty(at: slot) as? StateStorage<Value> {
            box.storage = existing
        } else {
            let storage = StateStorage(box.initial, node: node)
            node.setStoredProperty(storage, at: slot)
            box.storage = storage
        }
    }
}

extension State: GraphComparable {
    /// State is not an input: a parent passing a fresh initial value changes nothing.
    func isGraphEqual(to other: Self) -> Bool { true }
}

/// The stored value of one `@State`, owned by a graph node; a binding's location.
///
/// A write is not applied where it is made: it is recorded with its transaction, and the next update
/// applies it in that transaction's batch. Until then bodies see the value the last update applied
/// (`committed`), while the code that wrote it (an action, a gesture) reads back what it wrote.
///
/// Confined to the main actor: it is made in a view's node and reached only through `@State`,
/// `@GestureState` and their bindings, none of them `Sendable`, so Swift keeps every access on the
/// main actor, where the node lives. (A location is a non-isolated class, so the class cannot say
/// `@MainActor` itself; its accessors assume the main actor, which traps if that is ever false.)
final class StateStorage<Value>: AnyLocation<Value> {
    private var committed: Value
    /// The latest write not yet applied, and how many writes are waiting.
    private var latest: Value?
    private var waiting = 0
    private let node: WeakNode
    /// The census of the node's graph (held, so the count stays right if the graph goes first).
    private let census: NodeCensus

    @MainActor init(_ value: Value, node: ViewNode) {
        self.committed = value
        self.node = WeakNode(node)
        self.census = node.census
        census.made(.stateStorage)
    }

    deinit {
        census.freed(.stateStorage)
    }

    override func get() -> Value {
        if waiting > 0, MainActor.assumeIsolated({ StateReads.committedOnly == 0 }), let latest {
            return latest
        }
        return committed
    }

    /// Records the value for the next update (which re-evaluates the owning view), unless unchanged.
    override func set(_ newValue: Value) {
        SnapshotEpoch.noteWrite()
        MainThread.assumeIsolated((self, newValue)) { storage, value in storage.record(value) }
    }

    @MainActor private func record(_ newValue: Value) {
        let current = waiting > 0 ? latest ?? committed : committed
        guard !ValueEquality.areEqual(current, newValue) else { return }
        latest = newValue
        waiting += 1
        node.record { [self] in
            committed = newValue
            waiting -= 1
            if waiting == 0 { latest = nil }
        }
    }
}
