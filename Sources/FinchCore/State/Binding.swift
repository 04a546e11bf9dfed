import FinchUnsafe
import Foundation

/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline let location: AnyLocation<Value>
    /// The value when the binding was made: a view given the same place and value is unchanged.
    /// (Declared after `location`, whose size and this one's alignment place it: see `snapshotOffset`.)
    @usableFromInline let snapshot: Value
    /// When this binding's snapshot was taken (see `SnapshotEpoch`).
    @usableFromInline let epoch: UInt

    /// A binding to `location`, with its value now (read through the whole chain of locations: a
    /// binding derived from an older one sees the current value, not the older one's snapshot).
    ///
    /// Inlinable, as the subscripts that derive bindings are: made in the caller's module, where the
    /// locations' types are known, reading the snapshot is direct code, not generic code.
    @inlinable init(location: AnyLocation<Value>) {
        self.init(location: location, snapshot: location.get())
    }

    /// A binding to `location` whose value now is `snapshot` (read by the caller, where it is cheaper).
    @inlinable init(location: AnyLocation<Value>, snapshot: Value) {
        self.location = location
        self.snapshot = snapshot
        self.epoch = SnapshotEpoch.current
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
        nonmutating set {
            SnapshotEpoch.noteWrite()
            location.set(newValue)
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value: `$model.items[i].isOn`.
    /// Its snapshot is taken from this one's while that is still the value (`SnapshotEpoch`).
    /// Always inlined, so that in the caller the key path is a literal the optimizer folds into a load.
    @inlinable @inline(__always)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let member = location.member(keyPath)
        guard SnapshotEpoch.isCurrent(epoch) else { return Binding<Subject>(location: member) }
        // Applied here, where the key path is a literal: the optimizer makes it a load.
        return Binding<Subject>(location: member, snapshot: snapshot[keyPath: keyPath])
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
    /// Its snapshot is taken from this one's while that is still the value (`SnapshotEpoch`).
    @inlinable @inline(__always)
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let element = location.element(position, of: Value.self)
        guard SnapshotEpoch.isCurrent(epoch) else { return Binding<Value.Element>(location: element) }
        return Binding<Value.Element>(location: element, snapshot: snapshot[position])
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

    /// Compared where they are: the snapshots are not copied out, and their offset is worked out from
    /// `Value`'s alignment, not asked of `Binding<Value>`'s metadata (a lookup per row of a list).
    static func isGraphEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let left = UnsafeRuntime.value(at: a, as: AnyLocation<Value>.self)
        let right = UnsafeRuntime.value(at: b, as: AnyLocation<Value>.self)
        guard left === right || left.isEquivalent(to: right) else { return false }
        return ValueEquality.equal(a + snapshotOffset, b + snapshotOffset, as: Value.self)
    }

    /// Where `snapshot` sits: after `location`, at the next multiple of `Value`'s alignment (Swift lays
    /// out a struct's stored properties in order, each at its alignment; `BindingTests` checks this
    /// against `MemoryLayout.offset(of:)`).
    static var snapshotOffset: Int {
        let alignment = MemoryLayout<Value>.alignment
        return (MemoryLayout<AnyLocation<Value>>.size + alignment - 1) & ~(alignment - 1)
    }
}
