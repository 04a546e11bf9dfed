import Foundation

/// How `ValueEquality` compares two values of one type whose bytes differ, worked out once per type.
@MainActor
enum ComparisonStrategy {
    /// Values at two addresses, compared by the type's own graph comparison, `==`, or as optionals.
    typealias Comparer = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    case comparer(Comparer)
    /// A struct or tuple: field by field.
    case fields([StructFields.Field])
    /// Different bytes mean different values (class references, closures).
    case different
    /// The static type is an existential: compare what the values hold.
    case dynamic
    /// Enums with payloads and collections: through `Mirror`.
    case mirror

    /// Strategies by type; an entry never changes once made.
    private static var strategies: [ObjectIdentifier: ComparisonStrategy] = [:]

    /// The strategy for `V`; `sample` (a value of `V`) tells whether `V` is an existential.
    static func of<V>(_ type: V.Type, sample: V) -> ComparisonStrategy {
        let key = ObjectIdentifier(V.self)
        if let known = strategies[key] { return known }
        let strategy = make(V.self, sample: sample)
        strategies[key] = strategy
        return strategy
    }

    private static func make<V>(_ type: V.Type, sample: V) -> ComparisonStrategy {
        // An existential `V` (`Any`, `any View`) holds values of many types.
        guard Swift.type(of: sample as Any) == V.self else { return .dynamic }
        if let comparable = V.self as? any GraphComparable.Type { return .comparer(graphComparer(comparable)) }
        if let equatable = V.self as? any Equatable.Type { return .comparer(equatableComparer(equatable)) }
        if let optional = V.self as? any OptionalValue.Type { return .comparer(optionalComparer(optional)) }
        if V.self is AnyObject.Type { return .different }
        switch Mirror(reflecting: sample).displayStyle {
        case .struct?, .tuple?:
            // No walkable fields: none at all (bytes decide), or weak/unowned references (`Mirror` loads them).
            guard let fields = StructFields.fields(of: V.self) else {
                return MemoryLayout<V>.size == 0 ? .different : .mirror
            }
            return .fields(fields)
        case .enum?, .collection?, .set?, .dictionary?, .optional?:
            return .mirror
        default:
            return .different
        }
    }

    private static func graphComparer<T: GraphComparable>(_: T.Type) -> Comparer {
        { a, b in a.assumingMemoryBound(to: T.self).pointee.isGraphEqual(to: b.assumingMemoryBound(to: T.self).pointee)
        }
    }

    private static func equatableComparer<T: Equatable>(_: T.Type) -> Comparer {
        { a, b in a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee }
    }

    private static func optionalComparer<T: OptionalValue>(_: T.Type) -> Comparer {
        { a, b in
            a.assumingMemoryBound(to: T.self).pointee.isEqualOptional(to: b.assumingMemoryBound(to: T.self).pointee)
        }
    }
}
