import Foundation
@_spi(Reflection) import Swift

/// The stored fields of view structs (offset and type), read once per type from the runtime's
/// reflection metadata, so two values of a user's view can be compared field by field without
/// building a `Mirror` (which demangles every field's type each time).
///
/// Only view types are walked (plain structs by construction); each field is then compared with
/// `ValueEquality`, bytes first.
enum StructFields {
    struct Field {
        let offset: Int
        let type: Any.Type
    }

    private final class Cache: @unchecked Sendable {
        // Every access holds `lock`; an entry never changes once made.
        let lock = NSLock()
        var layouts: [ObjectIdentifier: [Field]?] = [:]
    }

    private static let cache = Cache()

    private static func fields(of type: Any.Type) -> [Field]? {
        let key = ObjectIdentifier(type)
        cache.lock.lock()
        if let known = cache.layouts[key] {
            cache.lock.unlock()
            return known
        }
        cache.lock.unlock()
        var fields: [Field] = []
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            fields.append(Field(offset: offset, type: fieldType))
            return true
        }
        let result: [Field]? = walked && !fields.isEmpty ? fields : nil
        cache.lock.lock()
        cache.layouts[key] = result
        cache.lock.unlock()
        return result
    }

    /// Compares two values of a view struct `V` field by field, or nil when it cannot.
    static func equalViews<V: View>(_ lhs: V, _ rhs: V) -> Bool? {
        guard !(V.self is AnyObject.Type), MemoryLayout<V>.size > 0, let fields = fields(of: V.self) else {
            return nil
        }
        var left = lhs
        var right = rhs
        return withUnsafeBytes(of: &left) { a in
            withUnsafeBytes(of: &right) { b in
                fields.allSatisfy { fieldEqual($0, a, b) }
            }
        }
    }

    private static func fieldEqual(_ field: Field, _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        func open<T>(_: T.Type) -> Bool {
            let size = MemoryLayout<T>.size
            guard size > 0 else { return true }
            guard field.offset + size <= a.count, field.offset + size <= b.count,
                let first = a.baseAddress, let second = b.baseAddress
            else { return false }
            let range = field.offset..<(field.offset + size)
            if a[range].elementsEqual(b[range]) { return true }
            // The field is stored (aligned) inside the value: read it as what it is, with a copy.
            let left = (first + field.offset).assumingMemoryBound(to: T.self).pointee
            let right = (second + field.offset).assumingMemoryBound(to: T.self).pointee
            return ValueEquality.areEqual(left as Any, right as Any)
        }
        return _openExistential(field.type, do: open)
    }
}
