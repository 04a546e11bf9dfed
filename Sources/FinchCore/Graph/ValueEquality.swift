import Foundation

/// Decides whether two values are certainly equal, so the graph can skip re-evaluating a view.
///
/// Equatable values use `==`; class instances compare by identity; structs, tuples, enums,
/// optionals and collections compare field by field through `Mirror`; anything else (closures,
/// opaque values) counts as different. "Different" only costs a body evaluation, never correctness.
enum ValueEquality {
    /// Typed comparison with a fast path: values whose bytes are identical (same inline values, same
    /// references) are equal without reflection, which is most unchanged views.
    static func areEqual<V>(typed lhs: V?, _ rhs: V) -> Bool {
        guard var left = lhs else { return false }
        var right = rhs
        let identical = withUnsafeBytes(of: &left) { a in
            withUnsafeBytes(of: &right) { b in a.elementsEqual(b) }
        }
        return identical || areEqual(left as Any, right as Any)
    }

    /// A view value against its previous one: bytes, then its own equality, then field by field
    /// (user views: without building a `Mirror`), then reflection.
    @MainActor
    static func areEqual<V: View>(view lhs: V?, _ rhs: V) -> Bool {
        guard let left = lhs else { return false }
        if areBitwiseEqual(left, rhs) { return true }
        if V.self is any GraphComparable.Type || V.self is any Equatable.Type || V.self is any PrimitiveView.Type {
            return areEqual(left as Any, rhs as Any)
        }
        return StructFields.equalViews(left, rhs) ?? areEqual(left as Any, rhs as Any)
    }

    private static func areBitwiseEqual<V>(_ lhs: V, _ rhs: V) -> Bool {
        var left = lhs
        var right = rhs
        return withUnsafeBytes(of: &left) { a in withUnsafeBytes(of: &right) { b in a.elementsEqual(b) } }
    }

    /// Two existential values of (possibly) the same type, compared with the typed fast path.
    static func areEqual(existential lhs: Any, _ rhs: Any) -> Bool {
        func open<V>(_ left: V) -> Bool { areEqual(typed: rhs as? V, left) }
        return open(lhs)
    }

    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let custom = lhs as? any GraphComparable { return custom.isGraphEqual(to: rhs) }
        if let equatable = lhs as? any Equatable { return equal(equatable, rhs) }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        guard left.subjectType == right.subjectType else { return false }
        switch left.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .enum where left.children.isEmpty && right.children.isEmpty:
            // Cases without payloads: the case name is the whole value.
            return String(describing: lhs) == String(describing: rhs)
        case .struct, .tuple, .optional, .collection, .set, .dictionary, .enum:
            return childrenEqual(left, right)
        default:
            return false
        }
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    private static func childrenEqual(_ left: Mirror, _ right: Mirror) -> Bool {
        guard left.children.count == right.children.count else { return false }
        for (a, b) in zip(left.children, right.children) {
            if a.label != b.label { return false }
            if !areEqual(a.value, b.value) { return false }
        }
        return true
    }
}

/// A value with its own notion of "unchanged" for the graph (bindings compare by location).
protocol GraphComparable {
    func isGraphEqual(to other: Any) -> Bool
}
