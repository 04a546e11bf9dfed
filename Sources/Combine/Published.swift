import Foundation

/// A property of an `ObservableObject` whose every set announces the change, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    /// The value and its subject live in a box so that `$property` publishers see later sets.
    // `@unchecked Sendable`: the value is read and written where its object is used, as with Combine.
    // `@usableFromInline`: the enclosing-instance getter below is inlined into the object's accessors.
    @usableFromInline
    final class Box: PublishedStorage, @unchecked Sendable {
        // `@exclusivity(unchecked)`: every access to the value is instantaneous (a read copies it, a
        // write assigns it; nothing here yields it for modification), so no two can overlap, and the
        // runtime checks cost as much as the read itself.
        @exclusivity(unchecked) @usableFromInline var value: Value
        let subject = PassthroughSubject<Value, Never>()

        init(_ value: Value) {
            self.value = value
        }
    }

    @usableFromInline let box: Box

    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Direct access, used only when the wrapper is not inside a class (no change is announced then).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The property's values: the current one on subscription, then each new one as it is set.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        // Combine allows `$property = publisher.assign`; Finch keeps the box.
        set {}
    }

    /// The property as its object reads and writes it: every set announces the change.
    ///
    /// The getter is inlinable so that it is specialized in the object's own accessors: there the
    /// storage key path is a literal, which the optimizer turns into a plain load, where generic code
    /// would apply two key paths and look up generic metadata on every read (a list reading its rows'
    /// store once per row spent most of its time here).
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf.ObjectWillChangePublisher == ObservableObjectPublisher {
        @inlinable get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            object.objectWillChange.send()
            box.subject.send(newValue)
            box.value = newValue
            object.objectWillChange.sendStored()
        }
    }

    /// The publisher of a `@Published` property (`$property`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: Box

        public func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
            receive(box.value)
            return box.subject.subscribe(receive)
        }
    }
}
