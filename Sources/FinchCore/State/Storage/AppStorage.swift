import Foundation

/// A value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`: every view using the key
/// (in any window) updates when one of them writes it.
///
/// The store is the one given, else the environment's `defaultAppStorage(_:)`, else
/// `UserDefaults.standard`. A value of another kind under the key reads as absent, so the default
/// shows (SwiftUI does the same). A write through `@AppStorage` updates the views; a write made
/// straight to `UserDefaults` updates them only when they are next evaluated, since Linux's
/// Foundation posts no change notification for `set(_:forKey:)` (a departure, pinned by
/// `AppStorageTests`).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    final class Box {
        let key: String
        let initial: Value
        let coder: StoredValueCoder<Value>
        let explicitStore: UserDefaults?
        var store: UserDefaults?

        init(key: String, initial: Value, coder: StoredValueCoder<Value>, store: UserDefaults?) {
            self.key = key
            self.initial = initial
            self.coder = coder
            self.explicitStore = store
        }

        private var resolvedStore: UserDefaults { store ?? explicitStore ?? .standard }

        var value: Value {
            get { coder.read(resolvedStore, key) ?? initial }
            set {
                let store = resolvedStore
                if let stored = coder.encode(newValue) {
                    store.set(stored.propertyListObject, forKey: key)
                } else {
                    store.removeObject(forKey: key)
                }
                AppStorageReaders.changed(key, in: store)
            }
        }
    }

    let box: Box

    init(initial: Value, key: String, store: UserDefaults?, coder: StoredValueCoder<Value>) {
        box = Box(key: key, initial: initial, coder: coder, store: store)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { [box] in box.value }, set: { [box] in box.value = $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(initial: wrappedValue, key: key, store: store, coder: .bool)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(initial: wrappedValue, key: key, store: store, coder: .int)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(initial: wrappedValue, key: key, store: store, coder: .double)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(initial: wrappedValue, key: key, store: store, coder: .string)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(initial: wrappedValue, key: key, store: store, coder: .url)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(initial: wrappedValue, key: key, store: store, coder: .data)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(initial: wrappedValue, key: key, store: store, coder: .rawInt)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(initial: wrappedValue, key: key, store: store, coder: .rawString)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(initial: nil, key: key, store: store, coder: .optional(.bool))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(initial: nil, key: key, store: store, coder: .optional(.int))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(initial: nil, key: key, store: store, coder: .optional(.double))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(initial: nil, key: key, store: store, coder: .optional(.string))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(initial: nil, key: key, store: store, coder: .optional(.url))
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(initial: nil, key: key, store: store, coder: .optional(.data))
    }
}

extension AppStorage: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        let store = box.explicitStore ?? node.environment.defaultAppStorage ?? .standard
        box.store = store
        let registration = AppStorageReaders.Registration(key: box.key, store: store)
        if let existing = node.storedProperty(at: slot) as? AppStorageReaders.Link,
            existing.registration == registration
        {
            return
        }
        node.setStoredProperty(AppStorageReaders.Link(registration), at: slot)
        AppStorageReaders.add(node, for: registration)
        node.addTeardownAction { [weak node] in
            if let node { AppStorageReaders.remove(node, for: registration) }
        }
    }
}

extension AppStorage: GraphComparable {
    /// Not an input, like `@State`: the value is read from the store, whose changes re-evaluate readers.
    func isGraphEqual(to other: Self) -> Bool {
        box.key == other.box.key && box.explicitStore === other.box.explicitStore
    }
}
