@_spi(Reflection) import Swift

#if canImport(Glibc)
    import Glibc
#endif

/// The few operations of Finch's graph and `Combine` that the compiler cannot check: reading the
/// runtime's field metadata, opening a metatype, loading values from raw addresses, comparing raw
/// bytes and casting a reference whose class is known. Everything else calls these, so this file is
/// the one to audit (`scripts/check-layering.py` fails on such calls elsewhere; `docs/unsafety.md`
/// lists what stays outside and the `@exclusivity(unchecked)` properties).
///
/// Each operation states its precondition. Where the precondition can be checked cheaply it is
/// checked (the field walks refuse the types the runtime would crash on; `sameClass` compares
/// dynamic classes); the rest are checked in debug builds, as the standard library's own unsafe
/// operations are.
///
/// The casts and loads are `@_transparent`, as the standard library's own are: inlined before the
/// optimizer's reference counting passes, a cast object stays borrowed from its argument instead of
/// being retained and released around each use (which a comparison of two bindings per list row paid).
public enum UnsafeRuntime {
    // MARK: Types and their stored fields

    /// What kind of type a metatype is, as the runtime's metadata says.
    public enum TypeKind: Sendable {
        case structure, tuple, enumeration, optional, classType, function, existential, metatype, other
    }

    /// A stored field of a struct, tuple or class, as the runtime's field metadata describes it.
    public struct StoredField {
        public let name: String
        /// Bytes from the start of the value (of the object, for a class), as `MemoryLayout.offset(of:)`.
        public let offset: Int
        public let type: Any.Type
        public let kind: TypeKind
    }

    /// The kind of `type`. Safe for every type: it walks a struct of one field of that type.
    public static func kind(of type: Any.Type) -> TypeKind {
        func probe<T>(_: T.Type) -> TypeKind {
            var found = TypeKind.other
            _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, kind in
                found = TypeKind(kind)
                return false
            }
            return found
        }
        return _openExistential(type, do: probe)
    }

    /// The stored fields of a struct or tuple type, in declaration order; nil for any other kind of
    /// type. The runtime walks an enum's fields by reading a value it is not given and crashes on an
    /// existential, so the kind is checked first: this is safe for every type.
    public static func storedFields(of type: Any.Type) -> [StoredField]? {
        switch kind(of: type) {
        case .structure, .tuple: return walk(type, options: [])
        default: return nil
        }
    }

    /// The stored fields of instances of `type`, its superclasses' first, at their offsets in the object.
    public static func storedFields(ofClass type: AnyClass) -> [StoredField] {
        // `.classType` (1 << 0), spelled by value: the stdlib declares it as a mutable static.
        walk(type, options: _EachFieldOptions(rawValue: 1 << 0)) ?? []
    }

    /// Whether a struct or tuple type has a stored `weak`, `unowned` or `unowned(unsafe)` field: its
    /// storage is not a plain strong reference, so loading it as one would corrupt memory. False for
    /// other kinds of type.
    public static func hasWeakOrUnownedField(_ type: Any.Type) -> Bool {
        guard let fields = storedFields(of: type) else { return false }
        // The key-path walk names the fields it can make a key path for: not closures, and not
        // references that are not strong.
        func strongNames<T>(_: T.Type) -> Set<String> {
            var names = Set<String>()
            // `.ignoreUnknown` (1 << 1), spelled by value as above.
            _forEachFieldWithKeyPath(of: T.self, options: _EachFieldOptions(rawValue: 1 << 1)) { name, _ in
                names.insert(String(cString: name))
                return true
            }
            return names
        }
        let strong = _openExistential(type, do: strongNames)
        return fields.contains { $0.kind != .function && !strong.contains($0.name) }
    }

    /// `type` as a type parameter: `Opened<T>.self` for the `T` that `type` is. A generic function
    /// taking `some OpenedType.Type` then reaches `T` as its `Value` (Swift opens an `any P.Type`
    /// argument, not an `Any.Type` one).
    public static func open(_ type: Any.Type) -> any OpenedType.Type {
        func box<T>(_: T.Type) -> any OpenedType.Type { Opened<T>.self }
        return _openExistential(type, do: box)
    }

    private static func walk(_ type: Any.Type, options: _EachFieldOptions) -> [StoredField]? {
        var fields: [StoredField] = []
        let walked = _forEachField(of: type, options: options) { name, offset, fieldType, kind in
            fields.append(
                StoredField(name: String(cString: name), offset: offset, type: fieldType, kind: TypeKind(kind)))
            return true
        }
        return walked ? fields : nil
    }

    // MARK: Values at addresses

    /// Calls `body` with the address of `value`, valid only during the call. Nonisolated, so the
    /// closure it hands the standard library checks no executor when it runs.
    @inlinable @inline(__always)
    public static func withAddress<A, R>(of value: A, _ body: (UnsafeRawPointer) -> R) -> R {
        withUnsafePointer(to: value) { body($0) }
    }

    /// Calls `body` with the address where `value` is stored (a class's stored property, passed
    /// `inout`), valid only during the call: read there, the value is neither copied nor retained.
    @inlinable @inline(__always)
    public static func withAddress<A, R>(ofStored value: inout A, _ body: (UnsafeRawPointer) -> R) -> R {
        withUnsafeMutablePointer(to: &value) { body(UnsafeRawPointer($0)) }
    }

    /// Calls `body` with the addresses of `a` and `b`, valid only during the call; neither is copied.
    @inlinable @inline(__always)
    public static func withAddresses<A, B, R>(of a: A, _ b: B, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> R) -> R {
        withUnsafePointer(to: a) { first in withUnsafePointer(to: b) { second in body(first, second) } }
    }

    /// A copy of the `T` at `address`. Precondition: a value of type `T` is initialized there (a
    /// value's own address, or a field's at the offset its type's metadata gives), and `T` is not a
    /// function type unless the caller knows it concretely: a stored closure has its type's own
    /// representation, which code generic over `T` does not read (compare such fields by bytes).
    @_transparent
    public static func value<T>(at address: UnsafeRawPointer, as _: T.Type) -> T {
        address.assumingMemoryBound(to: T.self).pointee
    }

    /// The `Field` stored `offset` bytes into `value`. Precondition: `offset` is where a stored
    /// property of type `Field` sits (`MemoryLayout<Value>.offset(of:)` of a key path to it), and
    /// `Field` is not a function type (see `value(at:as:)`).
    @_transparent
    public static func load<Value, Field>(_: Field.Type, at offset: Int, in value: Value) -> Field {
        withUnsafePointer(to: value) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Field.self) }
    }

    /// The strong reference stored `offset` bytes into `object`, unretained by the load. Precondition:
    /// a stored property holding a strong class reference is at that offset (`storedFields(ofClass:)`).
    public static func reference(at offset: Int, in object: AnyObject) -> AnyObject {
        Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: offset, as: AnyObject.self)
    }

    /// Whether the `size` bytes at `a` and `b` are the same: word by word, inline (values compared
    /// here are a few words, where a call of `memcmp` costs more than the comparison). Precondition:
    /// `size` bytes are readable at both addresses. Identical bytes are the same value for any type;
    /// different bytes say nothing (padding, references to equal objects).
    @inlinable @inline(__always)
    public static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count size: Int) -> Bool {
        var offset = 0
        while offset + 8 <= size {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < size {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    // MARK: Measuring

    /// The bytes the allocator gave `object` (glibc's `malloc_usable_size`, which the Glibc module does
    /// not import), or nil where the C library has none. For memory measurements only (debug API and
    /// benchmarks). Safe for every object: a Swift object is one heap allocation that starts at its
    /// address, and the object is kept alive for the call.
    public static func allocatedSize(of object: AnyObject) -> Int? {
        guard let usableSize = mallocUsableSize else { return nil }
        return withExtendedLifetime(object) { usableSize(Unmanaged.passUnretained(object).toOpaque()) }
    }

    /// `malloc_usable_size`, looked up once.
    private static let mallocUsableSize: (@convention(c) (UnsafeMutableRawPointer?) -> Int)? =
        dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size").map {
            unsafeBitCast($0, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
        }

    // MARK: Casts

    /// Whether `other`'s class is exactly `model`'s: then `other` is whatever `model` is, and a
    /// `downcast` of it to `model`'s class is safe. Compares the objects' headers, where `other as? T`
    /// would ask the runtime about `T`'s metadata. (A check apart from the cast: a function returning
    /// the cast object would hand it back retained, a retain and release per comparison.)
    @_transparent
    public static func isSameClass(_ other: AnyObject, as model: AnyObject) -> Bool {
        Swift.type(of: other) == Swift.type(of: model)
    }

    /// `object` as a `T`, unchecked in release builds (checked in debug builds). Precondition: the
    /// object is a `T`, which the caller knows from something it checked itself (`isSameClass`, a type
    /// identifier stored with it, a generic parameter equal to another).
    @_transparent
    public static func downcast<T: AnyObject>(_ object: AnyObject, to _: T.Type) -> T {
        unsafeDowncast(object, to: T.self)
    }

    /// `value` as a `T`, when `V` and `T` are the same type (a generic parameter the caller found to be
    /// `T`, so Swift cannot see it). Checked always: comparing two metatypes is a pointer comparison,
    /// folded away where `V` is known.
    @_transparent
    public static func sameType<V, T>(_ value: V, as _: T.Type) -> T {
        precondition(V.self == T.self, "UnsafeRuntime.sameType: \(V.self) is not \(T.self)")
        return unsafeBitCast(value, to: T.self)
    }
}

/// A type parameter carried by a metatype (`UnsafeRuntime.open(_:)`).
public protocol OpenedType {
    associatedtype Value
}

private enum Opened<Value>: OpenedType {}

/// A struct of one field, whose field metadata says what kind of type `T` is.
private struct KindProbe<T> {
    let value: T
}

extension UnsafeRuntime.TypeKind {
    fileprivate init(_ kind: _MetadataKind) {
        switch kind {
        case .struct: self = .structure
        case .tuple: self = .tuple
        case .enum: self = .enumeration
        case .optional: self = .optional
        case .class, .foreignClass, .objcClassWrapper: self = .classType
        case .function: self = .function
        case .existential: self = .existential
        case .metatype, .existentialMetatype: self = .metatype
        default: self = .other
        }
    }
}
