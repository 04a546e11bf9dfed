import Foundation

/// Where keyboard focus is, as a view's state, as SwiftUI's `@FocusState`: a `Bool` for one view
/// (`.focused($isEditing)`) or an optional value naming one of several (`.focused($field, equals: .name)`).
/// Setting it moves focus; focus moving (Tab, a click) sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to the focus state, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let storage: AnyLocation<Value>
        /// The value when the binding was made: a view given the same state and value is unchanged.
        let snapshot: Value

        init(storage: AnyLocation<Value>) {
            self.storage = storage
            self.snapshot = storage.get()
        }

        public var wrappedValue: Value {
            get { storage.get() }
            nonmutating set { storage.set(newValue) }
        }

        public var projectedValue: Binding { self }
    }

    let state: State<Value>

    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        Binding(storage: state.projectedValue.location)
    }
}

extension FocusState.Binding: GraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        storage.isEquivalent(to: other.storage) && ValueEquality.areEqual(snapshot, other.snapshot)
    }
}
