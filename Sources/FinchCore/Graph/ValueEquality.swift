import Foundation

/// Decides whether two values are certainly equal, so the graph can skip re-evaluating a view.
///
/// Values whose bytes are identical (same inline values, same references) are equal at once, which
/// is most unchanged views. Otherwise: a type's own graph comparison, then `==` for Equatable
/// values; class instances compare by identity; structs and tuples field by field through a
/// per-type field cache; optionals through their wrapped value; enums and collections through
/// `Mirror`; anything else (closures, opaque values) counts as different. "Different" only costs a
/// body evaluation, never correctness.
///
/// How a type is compared is worked out once per type and cached, because asking the runtime for
/// protocol conformances on every comparison was most of a tap's frame in a small game.
///
/// Main-actor isolated, as every caller is (the graph, state setters, preference readers): view values
/// are main-actor values, so comparing them needs no unsafe opt-outs.
@MainActor
enum ValueEquality {
    /// Two values of one static type.
    static func areEqual<V>(typed lhs: V?, _ rhs: V) -> Bool {
        guard let left = lhs else { return false }
        return compare(left, rhs)
    }

    /// A view value against its previous one (the same comparison as for any value).
    @MainActor
    static func areEqual<V: View>(view lhs: V?, _ rhs: V) -> Bool {
        areEqual(typed: lhs, rhs)
    }

    /// Two existential values of (possibly) the same type, compared as what they hold.
    static func areEqual(existential lhs: Any, _ rhs: Any) -> Bool {
        areEqual(lhs, rhs)
    }

    /// Two values of any types: different types are different values.
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        func open<T>(_ left: T) -> Bool {
            // An `Any` inside the `Any` (a value boxed twice): compare what it holds.
            if T.self == Any.self, let right = rhs as? T { return existentialsEqual(left, right) }
            guard type(of: rhs) == T.self, let right = rhs as? T else { return false }
            return compare(left, right)
        }
        return _openExistential(lhs, do: open)
    }

    private static func compare<V>(_ lhs: V, _ rhs: V) -> Bool {
        var left = lhs
        var right = rhs
        return withUnsafeBytes(of: &left) { a in
            withUnsafeBytes(of: &right) { b in
                if a.elementsEqual(b) { return true }
                guard let first = a.baseAddress, let second = b.baseAddress else { return true }
                switch ComparisonStrategy.of(V.self, sample: lhs) {
                case .comparer(let equal): return equal(first, second)
                case .fields(let fields): return StructFields.equal(fields, first, a.count, second, b.count)
                case .different: return false
                case .dynamic: return existentialsEqual(lhs, rhs)
                case .mirror: return mirrorEqual(lhs, rhs)
                }
            }
        }
    }

    /// Two values of an existential static type `V` (`Any`, `any View`). Boxing them `as Any` here
    /// would nest one existential in another, which `_openExistential` opens only one level of; an
    /// `Any` is the same type as `Any`, and casts to protocols look through the nesting.
    private static func existentialsEqual<V>(_ lhs: V, _ rhs: V) -> Bool {
        if V.self == Any.self {
            return areEqual(unsafeBitCast(lhs, to: Any.self), unsafeBitCast(rhs, to: Any.self))
        }
        let left = lhs as Any
        let right = rhs as Any
        if let comparable = left as? any GraphComparable { return graphEqual(comparable, right) }
        if let equatable = left as? any Equatable { return equatableEqual(equatable, right) }
        return mirrorEqual(left, right)
    }

    private static func graphEqual<T: GraphComparable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs.isGraphEqual(to: rhs)
    }

    private static func equatableEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    /// Enums with payloads and collections, child by child.
    private static func mirrorEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        guard left.subjectType == right.subjectType else { return false }
        switch left.displayStyle {
        case .enum where left.children.isEmpty && right.children.isEmpty:
            // Cases without payloads: identical cases had identical bytes, so these are different
            // cases (a custom description could print two alike).
            return false
        case .struct, .tuple, .optional, .collection, .set, .dictionary, .enum:
            guard left.children.count == right.children.count else { return false }
            for (a, b) in zip(left.children, right.children) {
                if a.label != b.label || !areEqual(a.value, b.value) { return false }
            }
            return true
        default:
            return false
        }
    }
}

/// An optional, compared through its wrapped value without a `Mirror`.
@MainActor
protocol OptionalValue {
    func isEqualOptional(to other: Self) -> Bool
}

extension Optional: OptionalValue {
    func isEqualOptional(to other: Self) -> Bool {
        switch (self, other) {
        case (.none, .none): return true
        case (.some(let a), .some(let b)): return ValueEquality.areEqual(typed: a, b)
        default: return false
        }
    }
}

/// A value with its own notion of "unchanged" for the graph (bindings compare by location).
@MainActor
protocol GraphComparable {
    func isGraphEqual(to other: Self) -> Bool
}
