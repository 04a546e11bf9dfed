import FinchUnsafe
import Testing

/// The audited unsafe operations: what the field walks report (and refuse), that their offsets are the
/// compiler's, and that loads, byte comparisons and casts do what their preconditions promise.
@Suite("UnsafeRuntime: field walks, loads at offsets, byte comparison and casts")
struct UnsafeRuntimeTests {
    final class Object {
        var number = 7
    }

    class Base {
        var first = 1
    }

    final class Derived: Base {
        var second = "two"
        var storage = Object()
    }

    struct Mixed {
        weak var weakObject: Object?
        var optional: Int?
        var closure: () -> Int
        var tuple: (Int8, Double)
        var text: String
    }

    struct Generic<T> {
        var flag: Bool
        var value: T
    }

    struct Strong {
        var object: Object
        var closure: () -> Void
        var number: Int
    }

    struct WithUnowned {
        unowned var object: Object
        var number: Int
    }

    enum Payload {
        case one(Int)
        case two(String)
    }

    @Test func aStructsFieldsComeInDeclarationOrderWithKindsAndTheCompilersOffsets() throws {
        let fields = try #require(UnsafeRuntime.storedFields(of: Mixed.self))
        #expect(fields.map(\.name) == ["weakObject", "optional", "closure", "tuple", "text"])
        #expect(fields.map(\.kind) == [.optional, .optional, .function, .tuple, .structure])
        #expect(ObjectIdentifier(fields[1].type) == ObjectIdentifier(Int?.self))
        #expect(ObjectIdentifier(fields[4].type) == ObjectIdentifier(String.self))
        #expect(fields[1].offset == MemoryLayout<Mixed>.offset(of: \.optional))
        #expect(fields[3].offset == MemoryLayout<Mixed>.offset(of: \.tuple))
        #expect(fields[4].offset == MemoryLayout<Mixed>.offset(of: \.text))
    }

    @Test func aGenericStructsFieldsAreThoseOfItsSpecialization() throws {
        let small = try #require(UnsafeRuntime.storedFields(of: Generic<Int8>.self))
        let large = try #require(UnsafeRuntime.storedFields(of: Generic<String>.self))
        #expect(small.map { ObjectIdentifier($0.type) } == [ObjectIdentifier(Bool.self), ObjectIdentifier(Int8.self)])
        #expect(
            large.map { ObjectIdentifier($0.type) } == [ObjectIdentifier(Bool.self), ObjectIdentifier(String.self)])
        #expect(small[1].offset == MemoryLayout<Generic<Int8>>.offset(of: \.value))
        #expect(large[1].offset == MemoryLayout<Generic<String>>.offset(of: \.value))
        #expect(small[1].offset != large[1].offset)
    }

    @Test func aTuplesElementsAreItsFields() throws {
        let fields = try #require(UnsafeRuntime.storedFields(of: (Int8, String, Double).self))
        #expect(fields.map(\.name) == [".0", ".1", ".2"])
        #expect(fields.map(\.offset) == [0, 8, 24])
    }

    @Test func typesThatAreNotStructsOrTuplesHaveNoWalkableFields() {
        // The runtime would read an enum value it is not given, and crashes on an existential.
        #expect(UnsafeRuntime.storedFields(of: Payload.self) == nil)
        #expect(UnsafeRuntime.storedFields(of: Int?.self) == nil)
        #expect(UnsafeRuntime.storedFields(of: Any.self) == nil)
        #expect(UnsafeRuntime.storedFields(of: (any Sendable).self) == nil)
        #expect(UnsafeRuntime.storedFields(of: Object.self) == nil)
        #expect(UnsafeRuntime.storedFields(of: ((Int) -> Int).self) == nil)
        #expect(UnsafeRuntime.storedFields(of: Int.Type.self) == nil)
    }

    @Test func kindsOfTypes() {
        #expect(UnsafeRuntime.kind(of: Mixed.self) == .structure)
        #expect(UnsafeRuntime.kind(of: (Int, Int).self) == .tuple)
        #expect(UnsafeRuntime.kind(of: Payload.self) == .enumeration)
        #expect(UnsafeRuntime.kind(of: String?.self) == .optional)
        #expect(UnsafeRuntime.kind(of: Object.self) == .classType)
        #expect(UnsafeRuntime.kind(of: (() -> Void).self) == .function)
        #expect(UnsafeRuntime.kind(of: Any.self) == .existential)
        #expect(UnsafeRuntime.kind(of: Int.Type.self) == .metatype)
        #expect(UnsafeRuntime.kind(of: Any.Type.self) == .metatype)
    }

    @Test func aClassesFieldsIncludeItsSuperclassesFirstAtTheirOffsetsInTheObject() {
        let fields = UnsafeRuntime.storedFields(ofClass: Derived.self)
        #expect(fields.map(\.name) == ["first", "second", "storage"])
        let object = Derived()
        let loaded = UnsafeRuntime.reference(at: fields[2].offset, in: object)
        // `===` computed outside `#expect`: the macro's expansion of it crashes this compiler.
        let isStorage = loaded === object.storage
        #expect(isStorage)
    }

    @Test func weakAndUnownedFieldsAreFoundClosuresAndStrongReferencesAreNot() {
        #expect(UnsafeRuntime.hasWeakOrUnownedField(Mixed.self))
        #expect(UnsafeRuntime.hasWeakOrUnownedField(WithUnowned.self))
        #expect(!UnsafeRuntime.hasWeakOrUnownedField(Strong.self))
        #expect(!UnsafeRuntime.hasWeakOrUnownedField(Generic<() -> Void>.self))
        #expect(!UnsafeRuntime.hasWeakOrUnownedField(Payload.self))
    }

    @Test func anOpenedTypeCarriesTheTypeItWasMadeFrom() {
        func size<O: OpenedType>(_: O.Type) -> Int { MemoryLayout<O.Value>.size }
        func name<O: OpenedType>(_: O.Type) -> String { "\(O.Value.self)" }
        let type: Any.Type = (Int8, Int64).self
        #expect(size(UnsafeRuntime.open(type)) == 16)
        #expect(name(UnsafeRuntime.open(String.self)) == "String")
    }

    @Test func valuesLoadAtTheirFieldsOffsets() throws {
        let value = Mixed(weakObject: nil, optional: 42, closure: { 5 }, tuple: (3, 2.5), text: "hello")
        let fields = try #require(UnsafeRuntime.storedFields(of: Mixed.self))
        #expect(UnsafeRuntime.load(Int?.self, at: fields[1].offset, in: value) == 42)
        #expect(UnsafeRuntime.load(Double.self, at: fields[3].offset + 8, in: value) == 2.5)
        // A closure is stored in its concrete representation, which a load generic over the field's type
        // does not read: `MemoryLayout` gives no offset for it, so callers that load at key path offsets
        // never load one.
        #expect(MemoryLayout<Mixed>.offset(of: \.closure) == nil)
        let text = UnsafeRuntime.withAddress(of: value) {
            UnsafeRuntime.value(at: $0 + fields[4].offset, as: String.self)
        }
        #expect(text == "hello")
    }

    @Test func bytesCompareWholeWordsAndTheRestByByte() {
        let a: (Int64, Int64, Int8, Int8, Int8) = (1, 2, 3, 4, 5)
        let same = a
        var lastDiffers = a
        lastDiffers.4 = 6
        var firstDiffers = a
        firstDiffers.0 = 9
        UnsafeRuntime.withAddresses(of: a, same) { #expect(UnsafeRuntime.sameBytes($0, $1, count: 19)) }
        UnsafeRuntime.withAddresses(of: a, lastDiffers) { x, y in
            #expect(!UnsafeRuntime.sameBytes(x, y, count: 19))
            // The bytes before the difference are the same.
            #expect(UnsafeRuntime.sameBytes(x, y, count: 18))
        }
        UnsafeRuntime.withAddresses(of: a, firstDiffers) { #expect(!UnsafeRuntime.sameBytes($0, $1, count: 8)) }
        UnsafeRuntime.withAddresses(of: a, firstDiffers) { #expect(UnsafeRuntime.sameBytes($0, $1, count: 0)) }
    }

    @Test func sameClassMeansTheModelsVeryClass() {
        let derived = Derived()
        let other: Base = Derived()
        let base = Base()
        #expect(UnsafeRuntime.isSameClass(other, as: derived))
        #expect(!UnsafeRuntime.isSameClass(base, as: derived))
        // A model seen as its superclass still compares by its own class.
        #expect(!UnsafeRuntime.isSameClass(base, as: other))
        #expect(!UnsafeRuntime.isSameClass(Derived(), as: base))
        #expect(!UnsafeRuntime.isSameClass(Object(), as: derived))
    }

    @Test func aDowncastReturnsTheSameObjectAsItsKnownClass() {
        let object: AnyObject = Derived()
        let derived = UnsafeRuntime.downcast(object, to: Derived.self)
        let isObject = derived === object
        #expect(isObject)
        #expect(derived.second == "two")
        let keyPath: AnyKeyPath = \Derived.second
        #expect(UnsafeRuntime.downcast(keyPath, to: ReferenceWritableKeyPath<Derived, String>.self) == \Derived.second)
    }

    /// A generic parameter spelled out: passing an `Any` to a function's `V` would open it (`V` = `Int`).
    struct Holder<V> {
        let value: V
        var asAny: Any { UnsafeRuntime.sameType(value, as: Any.self) }
    }

    @Test func sameTypeHandsBackTheValueAsItsOwnType() {
        #expect(Holder<Any>(value: 5).asAny as? Int == 5)
        #expect(UnsafeRuntime.sameType("text", as: String.self) == "text")
    }

    @Test func sameTypeStopsOnDifferentTypes() async {
        await #expect(processExitsWith: .failure) {
            _ = UnsafeRuntime.sameType(1, as: String.self)
        }
    }

    @Test("An object's allocated size covers its stored properties")
    func allocatedSize() throws {
        let object = Derived()
        let size = try #require(UnsafeRuntime.allocatedSize(of: object))
        // A Swift object is its header (two words) and its stored properties, at least.
        #expect(size >= 16 + MemoryLayout<Int>.size + MemoryLayout<String>.size + MemoryLayout<Object>.size)
        #expect(size < 256)
    }
}
