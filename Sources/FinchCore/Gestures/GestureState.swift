import Foundation

/// State a gesture sets while it runs, as SwiftUI's `@GestureState`: views read it, `updating`
/// writes it, and it returns to its initial value when the gesture ends or is cancelled (in the
/// reset transaction, so the return can animate).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    final class Box {
        let initial: Value
        let reset: (Value, inout Transaction) -> Void
        var storage: StateStorage<Value>?

        init(_ initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            self.initial = initial
            self.reset = reset
        }
    }

    let box: Box

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = Box(wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// `reset` is told the value being reset and may set the transaction of the reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = Box(wrappedValue, reset: reset)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value {
        box.storage?.get() ?? box.initial
    }

    public var projectedValue: GestureState<Value> { self }

    @MainActor func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { box.storage?.set(value) }
    }

    @MainActor func reset() {
        var transaction = Transaction()
        box.reset(wrappedValue, &transaction)
        set(box.initial, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: GraphLinkedProperty {
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

extension GestureState: GraphComparable {
    /// Gesture state is not an input, like `@State`.
    func isGraphEqual(to other: Self) -> Bool { true }
}
