import FinchUnsafe
import Foundation

/// How `ValueEquality` compares two values of one type whose bytes differ, worked out once per type.
@MainActor
enum ComparisonStrategy {
    /// Values at two addresses, compared by the type's own graph comparison, `==`, or as optionals.
    /// `@MainActor` in its type, so calling it checks no executor.
    typealias Comparer = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    case comparer(Comparer)
    /// A struct or tuple: field by field.
    case fields([StructFields.Field])
    /// Different bytes mean different values (class references, closures).
    case different
    /// The static type is an existential: compare what the values hold.
    case dynamic
    /// Enums with payloads and collections: through `Mirror`.
    case mirror

    /// How values of one type compare, and whether views of it are never reused.
    struct Entry {
        let strategy: ComparisonStrategy
        /// What the type said of itself, when it is `ComparisonHinted`.
        let hint: ComparisonHint?
        /// A view whose value says nothing about its content (`AlwaysEvaluated`).
        var isAlwaysEvaluated: Bool { hint?.isAlwaysEvaluated ?? false }
    }

    // `@exclusivity(unchecked)`: main-actor state read and written only in `entry(for:sample:)`, never
    // while another access to it is open; the runtime's checks cost more than the look-ups.
    /// Entries by type; an entry never changes once made.
    @exclusivity(unchecked) private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The last few entries looked up, in front of `entries`: a list compares the same two or three
    /// types row after row, and a key comparison costs far less than hashing one.
    @exclusivity(unchecked) private static var recent: [(key: ObjectIdentifier, entry: Entry)] = []
    @exclusivity(unchecked) private static var nextRecent = 0
    private static let recentCapacity = 4

    /// The strategy for `V`; `sample` (the address of a value of `V`) tells whether `V` is an existential.
    static func of<V>(_ type: V.Type, sample: UnsafeRawPointer) -> ComparisonStrategy {
        entry(for: V.self, sample: sample).strategy
    }

    /// The entry for `V`, made the first time; `sample` is the address of a value of `V`.
    static func entry<V>(for type: V.Type, sample: UnsafeRawPointer) -> Entry {
        let key = ObjectIdentifier(V.self)
        // A loop over indices, not `first(where:)`: that closure would check the executor on each call.
        var index = 0
        while index < recent.count {
            if recent[index].key == key { return recent[index].entry }
            index += 1
        }
        let entry: Entry
        if let known = entries[key] {
            entry = known
        } else {
            // One lookup for the graph's own protocols, which most types conform to none of; a type
            // that conforms to one says which itself (see `ComparisonHinted`).
            let hint = (V.self as? any ComparisonHinted.Type)?.comparisonHint
            entry = Entry(strategy: make(V.self, sample: sample, hint: hint), hint: hint)
            entries[key] = entry
        }
        if recent.count < recentCapacity {
            recent.append((key, entry))
        } else {
            recent[nextRecent] = (key, entry)
            nextRecent = (nextRecent + 1) % recentCapacity
        }
        return entry
    }

    /// The strategy for `V`, whose value at `address` is a sample (its fields' values are samples for
    /// their types, worked out here too); `hint` is what `V` said of itself, if it is `ComparisonHinted`.
    private static func make<V>(_ type: V.Type, sample address: UnsafeRawPointer, hint: ComparisonHint?)
        -> ComparisonStrategy
    {
        let sample = UnsafeRuntime.value(at: address, as: V.self)
        // An existential `V` (`Any`, `any View`) holds values of many types.
        guard Swift.type(of: sample as Any) == V.self else { return .dynamic }
        switch hint?.comparison {
        case .inPlace(let type)?: return .comparer(inPlaceComparer(type))
        case .graph(let type)?: return .comparer(graphComparer(type))
        case .optional(let type)?:
            // An optional of an `Equatable` type is compared by `==`, as it always was.
            if let equatable = V.self as? any Equatable.Type { return .comparer(equatableComparer(equatable)) }
            return .comparer(optionalComparer(type))
        case nil: break
        }
        if let equatable = V.self as? any Equatable.Type { return .comparer(equatableComparer(equatable)) }
        if V.self is AnyObject.Type { return .different }
        switch Mirror(reflecting: sample).displayStyle {
        case .struct?, .tuple?:
            // No walkable fields: none at all (bytes decide), or weak/unowned references (`Mirror` loads them).
            guard let fields = StructFields.fields(of: V.self, sample: address) else {
                return MemoryLayout<V>.size == 0 ? .different : .mirror
            }
            return .fields(fields)
        case .enum?, .collection?, .set?, .dictionary?, .optional?:
            return .mirror
        default:
            return .different
        }
    }

    private static func inPlaceComparer<T: InPlaceGraphComparable>(_: T.Type) -> Comparer {
        { a, b in T.isGraphEqual(a, b) }
    }

    private static func graphComparer<T: GraphComparable>(_: T.Type) -> Comparer {
        { a, b in UnsafeRuntime.value(at: a, as: T.self).isGraphEqual(to: UnsafeRuntime.value(at: b, as: T.self))
        }
    }

    private static func optionalComparer<T: OptionalValue>(_: T.Type) -> Comparer {
        { a, b in T.optionalsEqual(a, b) }
    }

    private static func equatableComparer<T: Equatable>(_: T.Type) -> Comparer {
        { a, b in UnsafeRuntime.value(at: a, as: T.self) == UnsafeRuntime.value(at: b, as: T.self) }
    }
}
