import Foundation
@_spi(Reflection) import Swift

/// The stored fields of a struct or tuple type (offset, type and kind), read from the runtime's
/// reflection metadata, so two values can be compared field by field without building a `Mirror`
/// (whose children demangle every field's type on each walk).
enum StructFields {
    struct Field {
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind
    }

    /// The fields of a struct or tuple type, or nil when it has none to walk. Only call it for a
    /// struct or tuple: walking an enum's fields without a value is not safe.
    static func fields(of type: Any.Type) -> [Field]? {
        var fields: [Field] = []
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            fields.append(Field(offset: offset, type: fieldType, kind: kind))
            return true
        }
        return walked && !fields.isEmpty ? fields : nil
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
