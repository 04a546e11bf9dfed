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
        if let existing = node.propertyStorage[slot] as? StateStorage<Value> {
            box.storage = existing
        } else {
            let storage = StateStorage(box.initial, node: WeakNode(node))
            node.propertyStorage[slot] = storage
            box.storage = storage
        }
    }
}

extension State: GraphComparable {
    /// State is not an input: a parent passing a fresh initial value changes nothing.
    func isGraphEqual(to other: Self) -> Bool { true }
}

/// The stored value of one `@State`, owned by a graph node; a binding's location.
final class StateStorage<Value>: AnyLocation<Value>, @unchecked Sendable {
    // `value` is only touched on the main thread: writes from elsewhere are forwarded there.
    private var value: Value
    private let node: WeakNode

    init(_ value: Value, node: WeakNode) {
        self.value = value
        self.node = node
    }

    override func get() -> Value { value }

    /// Stores the value and re-evaluates the owning view, unless the value is unchanged.
    override func set(_ newValue: Value) {
        // A write from another thread hands its value to the main actor, which alone reads it after.
        nonisolated(unsafe) let newValue = newValue
        MainThread.run { [self] in
            guard !ValueEquality.areEqual(value, newValue) else { return }
            // Before the value changes, as objectWillChange and Observation report: the graph may first
            // apply pending changes made in another animation, which must still see the old value.
            node.invalidate()
            value = newValue
        }
    }
}
