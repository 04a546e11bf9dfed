import Foundation

/// A value kept per window (per scene) under a key, as SwiftUI's `@SceneStorage`.
///
/// It lives in the window's graph (`SceneStorageValues`), not in the view: a view that goes away and
/// comes back in the same window reads what it wrote, another window has its own, and the host can
/// save a window's values and restore them next session. Until a value is written (or restored) the
/// default given here shows, and that default is not stored. Outside a window (before the view is
/// linked) it reads its default and ignores writes, as `@State` does.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    final class Box {
        let key: String
        let initial: Value
        let coder: StoredValueCoder<Value>
        var values: SceneStorageValues?

        init(key: String, initial: Value, coder: StoredValueCoder<Value>) {
            self.key = key
            self.initial = initial
            self.coder = coder
        }

        var value: Value {
            get { values?[key].flatMap(coder.decode) ?? initial }
            set { values?.set(coder.encode(newValue), forKey: key) }
        }
    }

    let box: Box

    init(initial: Value, key: String, coder: StoredValueCoder<Value>) {
        box = Box(key: key, initial: initial, coder: coder)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(location: SceneStorageLocation(box: box))
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(initial: wrappedValue, key: key, coder: .bool)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(initial: wrappedValue, key: key, coder: .int)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(initial: wrappedValue, key: key, coder: .double)
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(initial: wrappedValue, key: key, coder: .string)
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(initial: wrappedValue, key: key, coder: .url)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(initial: wrappedValue, key: key, coder: .data)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(initial: wrappedValue, key: key, coder: .rawInt)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(initial: wrappedValue, key: key, coder: .rawString)
    }
    public init(_ key: String) where Value == Bool? {
        self.init(initial: nil, key: key, coder: .optional(.bool))
    }
    public init(_ key: String) where Value == Int? {
        self.init(initial: nil, key: key, coder: .optional(.int))
    }
    public init(_ key: String) where Value == Double? {
        self.init(initial: nil, key: key, coder: .optional(.double))
    }
    public init(_ key: String) where Value == String? {
        self.init(initial: nil, key: key, coder: .optional(.string))
    }
    public init(_ key: String) where Value == URL? {
        self.init(initial: nil, key: key, coder: .optional(.url))
    }
    public init(_ key: String) where Value == Data? {
        self.init(initial: nil, key: key, coder: .optional(.data))
    }
}

extension SceneStorage: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        let values = node.graph.sceneStorage
        box.values = values
        if let existing = node.storedProperty(at: slot) as? StorageKeyLink, existing.key == box.key { return }
        let link = StorageKeyLink(key: box.key)
        node.setStoredProperty(link, at: slot)
        values.addReader(node, of: box.key)
        node.addTeardownAction { [weak values, weak node] in
            if let node { values?.removeReader(node, of: link.key) }
        }
    }
}

extension SceneStorage: GraphComparable {
    /// Like `@State`, not an input: the stored value is read at link time, and a change of it
    /// re-evaluates the readers.
    func isGraphEqual(to other: Self) -> Bool { box.key == other.box.key }
}

/// Remembers, in a node's slot, the key a storage property registered its node for.
final class StorageKeyLink {
    let key: String

    init(key: String) {
        self.key = key
    }
}

/// A binding's place for a scene-storage value: the window's store and the key.
final class SceneStorageLocation<Value>: AnyLocation<Value> {
    let box: SceneStorage<Value>.Box

    init(box: SceneStorage<Value>.Box) {
        self.box = box
    }

    override func get() -> Value { box.value }
    override func set(_ value: Value) { box.value = value }

    @MainActor override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
        guard let other = other as? SceneStorageLocation<Value> else { return false }
        return other.box.values === box.values && other.box.key == box.key
    }
}
