import Foundation

/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline let location: AnyLocation<Value>
    /// The value when the binding was made: a view given the same place and value is unchanged.
    @usableFromInline let snapshot: Value

    /// A binding to `location`, with its value now (read through the whole chain of locations: a
    /// binding derived from an older one sees the current value, not the older one's snapshot).
    ///
    /// Inlinable, as the subscripts that derive bindings are: made in the caller's module, where the
    /// locations' types are known, reading the snapshot is direct code, not generic code.
    @inlinable init(location: AnyLocation<Value>) {
        self.location = location
        self.snapshot = location.get()
    }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: FunctionLocation(get: get, set: set))
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: FunctionLocation(get: get, set: { set($0, Transaction()) }))
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value: `$model.items[i].isOn`.
    @inlinable public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
    }
}

extension Binding {
    /// An optional binding turned into one of the unwrapped value, or nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding of an optional from a binding of a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let new = $0 { base.wrappedValue = new } })
    }
}

extension Binding where Value: MutableCollection, Value.Index: Hashable {
    /// A binding to one element: `$model.landmarks[index]`.
    @inlinable public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ElementLocation(base: location, index: position))
    }
}

extension Binding: Sequence where Value: MutableCollection, Value.Index: Hashable {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: InPlaceGraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        location.isEquivalent(to: other.location) && ValueEquality.areEqual(typed: snapshot, other.snapshot)
    }

    static func isGraphEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let left = a.assumingMemoryBound(to: Self.self)
        let right = b.assumingMemoryBound(to: Self.self)
        return left.pointee.location.isEquivalent(to: right.pointee.location)
            && ValueEquality.areEqual(typed: left.pointee.snapshot, right.pointee.snapshot)
    }
}
