import Foundation
@_spi(Reflection) import Swift

/// The stored fields of a struct or tuple type (offset, type and kind), read from the runtime's
/// reflection metadata, so two values can be compared field by field without building a `Mirror`
/// (whose children demangle every field's type on each walk).
@MainActor
enum StructFields {
    struct Field {
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind
    }

    /// The fields of a struct or tuple type, or nil when it has none to walk or holds a `weak` or
    /// `unowned` reference (their storage is not a plain reference: reading it as one would corrupt
    /// memory, so such types are compared through `Mirror`, which loads them properly). Only call it
    /// for a struct or tuple: walking an enum's fields without a value is not safe.
    static func fields<T>(of type: T.Type) -> [Field]? {
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
            fields.append(Field(offset: offset, type: fieldType, kind: kind))
            return true
        }
        return walked && plain && !fields.isEmpty ? fields : nil
    }

    /// Compares two values (at `a` and `b`, `count` bytes each) field by field.
    static func equal(
        _ fields: [Field], _ a: UnsafeRawPointer, _ aCount: Int, _ b: UnsafeRawPointer, _ bCount: Int
    ) -> Bool {
        fields.allSatisfy { fieldEqual($0, a, aCount, b, bCount) }
    }

    private static func fieldEqual(
        _ field: Field, _ a: UnsafeRawPointer, _ aCount: Int, _ b: UnsafeRawPointer, _ bCount: Int
    ) -> Bool {
        func open<T>(_: T.Type) -> Bool {
            let size = MemoryLayout<T>.size
            guard size > 0 else { return true }
            guard field.offset + size <= aCount, field.offset + size <= bCount else { return false }
            let left = a + field.offset
            let right = b + field.offset
            if memcmp(left, right, size) == 0 { return true }
            // Closures with different contexts are different: no need to look further.
            if field.kind == .function { return false }
            // The field is stored (aligned) inside the value: read it as what it is, with a copy.
            return ValueEquality.areEqual(
                typed: left.assumingMemoryBound(to: T.self).pointee, right.assumingMemoryBound(to: T.self).pointee)
        }
        return _openExistential(field.type, do: open)
    }
}
