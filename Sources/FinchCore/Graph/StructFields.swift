import Foundation
@_spi(Reflection) import Swift

/// The stored fields of a struct or tuple type (offset, type and kind), read from the runtime's
/// reflection metadata, so two values can be compared field by field without building a `Mirror`
/// (whose children demangle every field's type on each walk).
@MainActor
enum StructFields {
    /// A stored field: where it is, how many bytes it has, and how two of its values with different
    /// bytes compare (nil when different bytes are different values: closures with different contexts,
    /// class references). The comparison is the field type's own, found when the field is: comparing
    /// a field looks nothing up.
    struct Field {
        let offset: Int
        let size: Int
        let compare: ComparisonStrategy.Comparer?
    }

    /// The fields of a struct or tuple type, or nil when it has none to walk or holds a `weak` or
    /// `unowned` reference (their storage is not a plain reference: reading it as one would corrupt
    /// memory, so such types are compared through `Mirror`, which loads them properly). Only call it
    /// for a struct or tuple: walking an enum's fields without a value is not safe. `sample` is the
    /// address of a value of `T`, whose fields are samples for their types' strategies.
    static func fields<T>(of type: T.Type, sample: UnsafeRawPointer) -> [Field]? {
        // The key-path walk skips what it cannot make a key path for: closures, and references that
        // are not strong. A skipped field that is not a closure is a weak or unowned reference.
        var strong = Set<String>()
        // `.ignoreUnknown` (1 << 1), spelled by value: the stdlib declares it as a mutable static.
        _forEachFieldWithKeyPath(of: T.self, options: _EachFieldOptions(rawValue: 1 << 1)) { name, _ in
            strong.insert(String(cString: name))
            return true
        }
        var fields: [Field] = []
        var plain = true
        let walked = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            guard kind == .function || strong.contains(String(cString: name)) else {
                plain = false
                return false
            }
            let field = field(fieldType, offset: offset, isFunction: kind == .function, sample: sample + offset)
            if let field { fields.append(field) }
            return true
        }
        return walked && plain && !fields.isEmpty ? fields : nil
    }

    /// A field of type `fieldType` at `offset`, whose value in a sample is at `sample`; nil when it has
    /// no bytes (it never makes a difference).
    private static func field(_ fieldType: Any.Type, offset: Int, isFunction: Bool, sample: UnsafeRawPointer)
        -> Field?
    {
        func make<T>(_: T.Type) -> Field? {
            let size = MemoryLayout<T>.size
            guard size > 0 else { return nil }
            guard !isFunction else { return Field(offset: offset, size: size, compare: nil) }
            // The field type's strategy, now: a value type cannot hold itself, so this ends.
            switch ComparisonStrategy.entry(for: T.self, sample: sample).strategy {
            case .comparer(let compare): return Field(offset: offset, size: size, compare: compare)
            case .fields(let fields): return Field(offset: offset, size: size) { a, b in equal(fields, a, b) }
            case .different: return Field(offset: offset, size: size, compare: nil)
            case .dynamic, .mirror:
                return Field(offset: offset, size: size) { a, b in
                    ValueEquality.equalDifferentBytes(a, b, as: T.self)
                }
            }
        }
        return _openExistential(fieldType, do: make)
    }

    /// Compares two values (at `a` and `b`) field by field, in place: fields stored in the value are
    /// aligned there, so each is compared at its address as what it is, without a copy.
    static func equal(_ fields: [Field], _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for field in fields {
            let left = a + field.offset
            let right = b + field.offset
            if memcmp(left, right, field.size) == 0 { continue }
            guard let compare = field.compare, compare(left, right) else { return false }
        }
        return true
    }
}
