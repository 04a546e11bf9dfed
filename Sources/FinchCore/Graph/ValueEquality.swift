import FinchUnsafe
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
/// protocol conformances on every comparison was most of a tap's frame in a small game. Values are
/// compared where they are, by address: a struct's fields are compared in place, without copying them
/// or looking up their types' metadata again.
///
/// Main-actor isolated, as every caller is (the graph, state setters, preference readers): view values
/// are main-actor values, so comparing them needs no unsafe opt-outs. The hot path hands no closure
/// to a standard-library function: Swift checks the executor each time such a closure runs when it is
/// formed in main-actor code (a tenth of a long list's update). Addresses come from `UnsafeRuntime`, whose
/// own closures are nonisolated, and the cached comparers are typed `@MainActor`.
@MainActor
enum ValueEquality {
    /// Two values of one static type.
    static func areEqual<V>(typed lhs: V, _ rhs: V) -> Bool {
        UnsafeRuntime.withAddresses(of: lhs, rhs) { a, b in equal(a, b, as: V.self) }
    }

    /// Two values of one static type, the first perhaps absent (which is never equal).
    static func areEqual<V>(typed lhs: V?, _ rhs: V) -> Bool {
        guard let left = lhs else { return false }
        return areEqual(typed: left, rhs)
    }

    /// A view value against its previous one (the same comparison as for any value).
    static func areEqual<V: View>(view lhs: V?, _ rhs: V) -> Bool {
        areEqual(typed: lhs, rhs)
    }

    /// True when `view` is certainly the same as `old`, the view value a graph node last evaluated: of
    /// the same type and equal, and not of a type whose views are always evaluated again.
    ///
    /// `old` is compared where it is, inside its existential, without being cast out (a copy).
    static func isUnchanged<V: View>(_ view: V, from old: Any) -> Bool {
        func open<T>(_ old: T) -> Bool {
            guard T.self == V.self else { return false }
            return UnsafeRuntime.withAddresses(of: old, view) { a, b in
                let entry = ComparisonStrategy.entry(for: V.self, sample: b)
                if entry.isAlwaysEvaluated { return false }
                let size = MemoryLayout<V>.size
                if UnsafeRuntime.sameBytes(a, b, count: size) { return true }
                return equalDifferentBytes(a, b, as: V.self, strategy: entry.strategy)
            }
        }
        return open(old)
    }

    /// True when `view` is certainly the same as the value in `box` (a graph node's last): equal, and
    /// not of a type whose views are always evaluated again. Compared where both are, with the
    /// comparison the box remembers for the type.
    static func isUnchanged<V: View>(_ view: V, from box: AnyViewBox) -> Bool {
        UnsafeRuntime.withAddress(of: view) { b in
            let entry: ComparisonStrategy.Entry
            if let known = box.comparison {
                entry = known
            } else {
                entry = ComparisonStrategy.entry(for: V.self, sample: b)
                box.comparison = entry
            }
            if entry.isAlwaysEvaluated { return false }
            return box.withValueAddress { a in
                let size = MemoryLayout<V>.size
                if UnsafeRuntime.sameBytes(a, b, count: size) { return true }
                return equalDifferentBytes(a, b, as: V.self, strategy: entry.strategy)
            }
        }
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
            return areEqual(typed: left, right)
        }
        return open(lhs)
    }

    /// The values of type `T` at `a` and `b`.
    static func equal<T>(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: T.Type) -> Bool {
        let size = MemoryLayout<T>.size
        if UnsafeRuntime.sameBytes(a, b, count: size) { return true }
        return equalDifferentBytes(a, b, as: T.self)
    }

    /// The values of type `T` at `a` and `b`, whose bytes differ.
    static func equalDifferentBytes<T>(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: T.Type) -> Bool {
        equalDifferentBytes(a, b, as: T.self, strategy: ComparisonStrategy.of(T.self, sample: a))
    }

    private static func equalDifferentBytes<T>(
        _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, as type: T.Type, strategy: ComparisonStrategy
    ) -> Bool {
        switch strategy {
        case .comparer(let equal): return equal(a, b)
        case .fields(let fields): return StructFields.equal(fields, a, b)
        case .different: return false
        case .dynamic:
            return existentialsEqual(
                UnsafeRuntime.value(at: a, as: T.self), UnsafeRuntime.value(at: b, as: T.self))
        case .mirror:
            return mirrorEqual(UnsafeRuntime.value(at: a, as: T.self), UnsafeRuntime.value(at: b, as: T.self))
        }
    }

    /// Two values of an existential static type `V` (`Any`, `any View`). Boxing them `as Any` here
    /// would nest one existential in another, which opening looks through only one level of; an
    /// `Any` is the same type as `Any`, and casts to protocols look through the nesting.
    private static func existentialsEqual<V>(_ lhs: V, _ rhs: V) -> Bool {
        if V.self == Any.self {
            return areEqual(UnsafeRuntime.sameType(lhs, as: Any.self), UnsafeRuntime.sameType(rhs, as: Any.self))
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

/// A type that tells the graph how to compare its values: its own comparison (`GraphComparable`), as an
/// optional (`OptionalValue`), or never reused (`AlwaysEvaluated`).
///
/// Asked first and alone: a type conforms to it exactly when it conforms to one of those, so for most
/// types (users' views, which conform to none) one conformance lookup answers all of them. The runtime's
/// first lookup of a protocol for a type scans every conformance record in the process, which for the
/// few hundred new types a page of an app brings was a third of that page's first frame. A type that
/// conforms answers the rest itself (`comparisonHint`, chosen by the protocols it conforms to), so the
/// graph asks the runtime nothing more about it: asking which of the three it was cost three more scans
/// for each of the hundred modified-view types of EmojiArt's window, a twentieth of its first open.
@MainActor
protocol ComparisonHinted {
    static var comparisonHint: ComparisonHint { get }
}

/// What a `ComparisonHinted` type says of itself: how its values compare, and whether its views are
/// never reused.
struct ComparisonHint {
    enum Comparison {
        case inPlace(any InPlaceGraphComparable.Type)
        case graph(any GraphComparable.Type)
        case optional(any OptionalValue.Type)
    }

    /// Nil: compared as any other type (`==`, field by field, or by bytes).
    let comparison: Comparison?
    let isAlwaysEvaluated: Bool
}

extension GraphComparable {
    static var comparisonHint: ComparisonHint {
        ComparisonHint(comparison: .graph(Self.self), isAlwaysEvaluated: false)
    }
}

extension InPlaceGraphComparable {
    static var comparisonHint: ComparisonHint {
        ComparisonHint(comparison: .inPlace(Self.self), isAlwaysEvaluated: false)
    }
}

extension OptionalValue {
    static var comparisonHint: ComparisonHint {
        ComparisonHint(comparison: .optional(Self.self), isAlwaysEvaluated: false)
    }
}

/// An optional, compared through its wrapped value without a `Mirror`.
@MainActor
protocol OptionalValue: ComparisonHinted {
    /// The wrapped values of the optionals of this type at `a` and `b`.
    static func optionalsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalValue {
    static func optionalsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let left = UnsafeRuntime.value(at: a, as: Self.self) == nil
        let right = UnsafeRuntime.value(at: b, as: Self.self) == nil
        guard !left, !right else { return left && right }
        // A single-payload enum keeps its payload at offset 0 (Swift's enum layout).
        return ValueEquality.equal(a, b, as: Wrapped.self)
    }
}

/// A value with its own notion of "unchanged" for the graph (bindings compare by location).
@MainActor
protocol GraphComparable: ComparisonHinted {
    func isGraphEqual(to other: Self) -> Bool
}

/// A graph-comparable value that also compares where it is, without being copied out (copying a
/// binding retains its location; a list compares one binding per row).
@MainActor
protocol InPlaceGraphComparable: GraphComparable {
    /// `isGraphEqual(to:)` of the values at `a` and `b`.
    static func isGraphEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}
