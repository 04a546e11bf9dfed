import Foundation

/// A key for a value the focused view publishes (`.focusedValue(_:_:)`), as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view and the views around it publish, and those the window's views publish
/// for the whole scene (`.focusedSceneValue(_:_:)`), read with `@FocusedValue`. Extend it with a property
/// per key, as with `EnvironmentValues`.
///
/// `@unchecked Sendable` so the environment can hold it: it is made by views' modifiers and read by their
/// bodies, all on the main actor.
public struct FocusedValues: @unchecked Sendable {
    /// One published value, with how to compare it to another of its key (to redraw readers only on change).
    private struct Entry {
        let value: Any
        let isEqual: @MainActor (Any) -> Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    public init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
        set {
            guard let newValue else {
                entries[ObjectIdentifier(key)] = nil
                return
            }
            // Compared only on the main actor, where the focus system gathers the values.
            let published = MainActorBound(newValue)
            entries[ObjectIdentifier(key)] = Entry(value: newValue) { other in
                guard let other = other as? Key.Value else { return false }
                return ValueEquality.areEqual(typed: published.value, other)
            }
        }
    }

    /// Whether both hold the same keys with equal values.
    @MainActor
    func isSame(as other: FocusedValues) -> Bool {
        entries.count == other.entries.count
            && entries.allSatisfy { key, entry in other.entries[key].map { entry.isEqual($0.value) } ?? false }
    }
}

private struct FocusedValuesKey: EnvironmentKey {
    static let defaultValue = FocusedValues()
}

extension EnvironmentValues {
    /// What `@FocusedValue` reads: put in the window's root environment by its focus system.
    var focusedValues: FocusedValues {
        get { self[FocusedValuesKey.self] }
        set { self[FocusedValuesKey.self] = newValue }
    }
}

/// The focused values a view node publishes, by key path: several modifiers on one node each keep theirs.
@MainActor
final class FocusedValuePublisher: NodeStorageKey {
    typealias Value = FocusedValuePublisher
    /// Writes of `.focusedValue` (while focus is in the node) by key path.
    var whileFocused: [AnyKeyPath: (inout FocusedValues) -> Void] = [:]
    /// Writes of `.focusedSceneValue` (while the node is in the window) by key path.
    var forScene: [AnyKeyPath: (inout FocusedValues) -> Void] = [:]
}

/// A value read from the focused view (or published for the scene), as SwiftUI's `@FocusedValue`: nil
/// while no view publishes one for its key. Views reading it are evaluated again when it changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>
    @Environment(\.focusedValues) private var values

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? { values[keyPath: keyPath] }
}

/// A binding published by the focused view, read and written through, as SwiftUI's `@FocusedBinding`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    @Environment(\.focusedValues) private var values

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value? {
        get { values[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = values[keyPath: keyPath] else { return }
            binding.wrappedValue = newValue
        }
    }

    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}
