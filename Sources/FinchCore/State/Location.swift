import FinchUnsafe
import Foundation
import Synchronization

/// Where a binding reads and writes its value.
///
/// Locations also answer whether two bindings point at the same place, so a view given an
/// equivalent binding with an equal value is not re-evaluated.
///
/// `@usableFromInline`, like the locations `$object.rows[i].isOn` is made of: a list makes one such
/// binding per row on every evaluation, and made in the caller's module (from inlinable subscripts)
/// their types and key paths are known there, so reading them costs loads instead of generic code
/// that looks up metadata and walks key paths at run time.
@usableFromInline
class AnyLocation<Value> {
    @usableFromInline init() {}

    @usableFromInline func get() -> Value { preconditionFailure("abstract") }
    @usableFromInline func set(_ value: Value) {}

    /// True when `other` reads and writes the same place.
    @MainActor func isEquivalent(to other: AnyLocation<Value>) -> Bool { self === other }

    /// The location of a member of this one's value (`$binding.member`).
    ///
    /// A location that knows what it is made of answers with one location for the whole path (an
    /// element's member is one object, not a chain): a list makes such a binding per row on every
    /// evaluation, and each object in a chain is made, compared link by link and freed again.
    @inlinable func member<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> AnyLocation<Subject> {
        KeyPathLocation(base: self, keyPath: keyPath)
    }

    /// The location of one element of this one's value (`$binding[index]`), whose type `C` is `Value`
    /// (a binding's collection subscript knows it is; this class cannot say so in its signature). As
    /// `member`, a location that knows what it is made of answers with one object for the path.
    @inlinable func element<C: MutableCollection>(_ index: C.Index, of _: C.Type) -> AnyLocation<C.Element>
    where C.Index: Hashable {
        ElementLocation(base: UnsafeRuntime.downcast(self, to: AnyLocation<C>.self), index: index)
    }
}

/// A location made of two closures (`Binding(get:set:)`).
final class FunctionLocation<Value>: AnyLocation<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value) }
}

/// A value that never changes (`Binding.constant`).
final class ConstantLocation<Value>: AnyLocation<Value> {
    private let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override func get() -> Value { value }

    @MainActor override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
        if other === self { return true }
        guard let other = other as? ConstantLocation<Value> else { return false }
        return ValueEquality.areEqual(value, other.value)
    }
}

/// A part of another location's value, reached by a key path (`$state.member`, `$binding[i]`).
@usableFromInline
final class KeyPathLocation<Base, Value>: AnyLocation<Value> {
    @usableFromInline let base: AnyLocation<Base>
    @usableFromInline let keyPath: WritableKeyPath<Base, Value>
    /// Where the value sits inside `Base` when the key path names stored properties only (reading it
    /// is then a load, where applying a key path in generic code costs as much as a whole row), worked
    /// out on the first read: `Int.min` until then, -1 when the key path has computed parts. Not in
    /// the initializer: a list makes one location per row on every evaluation and reads few of them
    /// (a derived binding's snapshot comes from its base's, `SnapshotEpoch`).
    @usableFromInline let storedOffsetCache = Atomic<Int>(.min)

    @inlinable init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    @inlinable var storedOffset: Int? {
        var offset = storedOffsetCache.load(ordering: .relaxed)
        if offset == .min {
            offset = MemoryLayout<Base>.offset(of: keyPath) ?? -1
            storedOffsetCache.store(offset, ordering: .relaxed)
        }
        return offset >= 0 ? offset : nil
    }

    /// The value's part this location names.
    @inlinable func project(_ whole: Base) -> Value {
        guard let storedOffset else { return whole[keyPath: keyPath] }
        return UnsafeRuntime.load(Value.self, at: storedOffset, in: whole)
    }

    @inlinable override func get() -> Value { project(base.get()) }

    @usableFromInline override func set(_ value: Value) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole)
    }

    @MainActor override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
        if other === self { return true }
        // The same class means the same `Base`; checked on the objects, not by a generic cast.
        guard UnsafeRuntime.isSameClass(other, as: self) else { return false }
        let other = UnsafeRuntime.downcast(other, to: KeyPathLocation<Base, Value>.self)
        // A literal key path is one object wherever it is written: identity answers without a call.
        return (keyPath === other.keyPath || keyPath == other.keyPath) && base.isEquivalent(to: other.base)
    }
}

/// One element of a collection, by index (`$model.rows[index]`): a key path would do, but making one per
/// row on every evaluation of a list is most of the list's update cost.
@usableFromInline
final class ElementLocation<Base: MutableCollection>: AnyLocation<Base.Element> where Base.Index: Hashable {
    @usableFromInline let base: AnyLocation<Base>
    @usableFromInline let index: Base.Index
    /// Reads the element: made where `Base` is known (see `ObjectLocation.read`), so the subscript is
    /// the collection's own, not a generic one through its conformance.
    @usableFromInline let element: (Base, Base.Index) -> Base.Element

    @inlinable init(base: AnyLocation<Base>, index: Base.Index) {
        self.base = base
        self.index = index
        self.element = { $0[$1] }
    }

    @inlinable override func get() -> Base.Element { element(base.get(), index) }

    @usableFromInline override func set(_ value: Base.Element) {
        var whole = base.get()
        whole[index] = value
        base.set(whole)
    }

    @MainActor override func isEquivalent(to other: AnyLocation<Base.Element>) -> Bool {
        if other === self { return true }
        guard UnsafeRuntime.isSameClass(other, as: self) else { return false }
        let other = UnsafeRuntime.downcast(other, to: ElementLocation<Base>.self)
        return index == other.index && base.isEquivalent(to: other.base)
    }

    /// `$model.rows[index].isOn`: one location for the element's member.
    @inlinable override func member<Subject>(_ keyPath: WritableKeyPath<Base.Element, Subject>) -> AnyLocation<Subject>
    {
        ElementMemberLocation(base: base, index: index, keyPath: keyPath)
    }
}

/// A member of one element of a collection, by index and key path (`$model.rows[index].isOn`): an
/// element's location and a key path location in one object.
@usableFromInline
final class ElementMemberLocation<Base: MutableCollection, Value>: AnyLocation<Value> where Base.Index: Hashable {
    @usableFromInline let base: AnyLocation<Base>
    @usableFromInline let index: Base.Index
    @usableFromInline let keyPath: WritableKeyPath<Base.Element, Value>

    @inlinable init(base: AnyLocation<Base>, index: Base.Index, keyPath: WritableKeyPath<Base.Element, Value>) {
        self.base = base
        self.index = index
        self.keyPath = keyPath
    }

    @usableFromInline override func get() -> Value { base.get()[index][keyPath: keyPath] }

    @usableFromInline override func set(_ value: Value) {
        var whole = base.get()
        whole[index][keyPath: keyPath] = value
        base.set(whole)
    }

    @MainActor override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
        if other === self { return true }
        guard UnsafeRuntime.isSameClass(other, as: self) else { return false }
        let other = UnsafeRuntime.downcast(other, to: ElementMemberLocation<Base, Value>.self)
        return (keyPath === other.keyPath || keyPath == other.keyPath) && index == other.index
            && base.isEquivalent(to: other.base)
    }
}

/// A property of a class instance (`$object.property` for observable and observed objects).
@usableFromInline
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    @usableFromInline let object: Root
    @usableFromInline let keyPath: ReferenceWritableKeyPath<Root, Value>
    /// Reads the property: made in the inlinable initializer, so it is specialized for `Root` and
    /// `Value` in the caller's module (its context is the key path itself: nothing is allocated).
    /// It still applies the key path at run time: the optimizer turns a closure over a literal key
    /// path into a call of the getter only for closures of the caller's own module, not for one made
    /// in another module's inlinable code. Where the caller reads the property directly (a
    /// binding's snapshot made in the same expression), that read is a plain call of the getter.
    @usableFromInline let read: (Root) -> Value

    @inlinable init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
        self.read = { $0[keyPath: keyPath] }
    }

    @inlinable override func get() -> Value { read(object) }
    @usableFromInline override func set(_ value: Value) { object[keyPath: keyPath] = value }

    @MainActor override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
        if other === self { return true }
        guard UnsafeRuntime.isSameClass(other, as: self) else { return false }
        let other = UnsafeRuntime.downcast(other, to: ObjectLocation<Root, Value>.self)
        return object === other.object && (keyPath === other.keyPath || keyPath == other.keyPath)
    }

    /// `$model.rows[index]`: one location for the property's element.
    @inlinable override func element<C: MutableCollection>(_ index: C.Index, of _: C.Type) -> AnyLocation<C.Element>
    where C.Index: Hashable {
        ObjectElementLocation(
            object: object, keyPath: UnsafeRuntime.downcast(keyPath, to: ReferenceWritableKeyPath<Root, C>.self),
            index: index)
    }
}

/// One element of a collection property of a class instance (`$model.rows[index]`): an object's
/// location and an element's in one object.
@usableFromInline
final class ObjectElementLocation<Root: AnyObject, Base: MutableCollection>: AnyLocation<Base.Element>
where Base.Index: Hashable {
    @usableFromInline let object: Root
    @usableFromInline let keyPath: ReferenceWritableKeyPath<Root, Base>
    @usableFromInline let index: Base.Index

    @inlinable init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Base>, index: Base.Index) {
        self.object = object
        self.keyPath = keyPath
        self.index = index
    }

    @usableFromInline override func get() -> Base.Element { object[keyPath: keyPath][index] }
    @usableFromInline override func set(_ value: Base.Element) { object[keyPath: keyPath][index] = value }

    @MainActor override func isEquivalent(to other: AnyLocation<Base.Element>) -> Bool {
        if other === self { return true }
        guard UnsafeRuntime.isSameClass(other, as: self) else { return false }
        let other = UnsafeRuntime.downcast(other, to: ObjectElementLocation<Root, Base>.self)
        return object === other.object && index == other.index
            && (keyPath === other.keyPath || keyPath == other.keyPath)
    }

    /// `$model.rows[index].isOn`: one location for the element's member.
    @inlinable override func member<Subject>(_ member: WritableKeyPath<Base.Element, Subject>) -> AnyLocation<Subject> {
        ObjectElementMemberLocation(object: object, keyPath: keyPath, index: index, member: member)
    }
}

/// A member of one element of a collection property of a class instance (`$model.rows[index].isOn`), in
/// one object: a list makes one per row on every evaluation.
@usableFromInline
final class ObjectElementMemberLocation<Root: AnyObject, Base: MutableCollection, Value>: AnyLocation<Value>
where Base.Index: Hashable {
    @usableFromInline let object: Root
    @usableFromInline let keyPath: ReferenceWritableKeyPath<Root, Base>
    @usableFromInline let index: Base.Index
    @usableFromInline let member: WritableKeyPath<Base.Element, Value>

    @inlinable init(
        object: Root, keyPath: ReferenceWritableKeyPath<Root, Base>, index: Base.Index,
        member: WritableKeyPath<Base.Element, Value>
    ) {
        self.object = object
        self.keyPath = keyPath
        self.index = index
        self.member = member
    }

    @usableFromInline override func get() -> Value { object[keyPath: keyPath][index][keyPath: member] }
    @usableFromInline override func set(_ value: Value) { object[keyPath: keyPath][index][keyPath: member] = value }

    @MainActor override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
        if other === self { return true }
        guard UnsafeRuntime.isSameClass(other, as: self) else { return false }
        let other = UnsafeRuntime.downcast(other, to: ObjectElementMemberLocation<Root, Base, Value>.self)
        return object === other.object && index == other.index
            && (member === other.member || member == other.member)
            && (keyPath === other.keyPath || keyPath == other.keyPath)
    }
}
