import Foundation
@_spi(Reflection) import Swift

/// The stored fields of a struct or tuple type (offset, type and kind), read from the runtime's
/// reflection metadata, so two values can be compared field by field without building a `Mirror`
/// (whose children demangle every field's type on each walk).
@MainActor
enum StructFields {
    /// A stored field: where it is, how many bytes it has, and how two of its values with different
    /// bytes compare. The comparison is the field type's own, found when the field is: comparing a
    /// field looks nothing up.
    ///
    /// Plain data (offsets and metatypes, no closures): a list compares one value per row, and copying
    /// a field out of the array then retains and releases nothing.
    struct Field {
        let offset: Int
        let size: Int
        let compare: Comparison
    }

    /// How a field's values with different bytes compare.
    enum Comparison {
        /// Different bytes are different values (closures with different contexts, class references).
        case bytes
        case inPlace(any InPlaceGraphComparable.Type)
        case graph(any GraphComparable.Type)
        case equatable(any Equatable.Type)
        case optional(any OptionalValue.Type)
        /// A struct, enum or existential: through the type's own strategy.
        case strategy(Any.Type)
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
            guard !isFunction else { return Field(offset: offset, size: size, compare: .bytes) }
            // The field type's strategy, now: a value type cannot hold itself, so this ends.
            let strategy = ComparisonStrategy.entry(for: T.self, sample: sample).strategy
            return Field(offset: offset, size: size, compare: comparison(of: T.self, strategy))
        }
        return _openExistential(fieldType, do: make)
    }

    /// How a field of type `T` whose strategy is `strategy` compares.
    private static func comparison<T>(of type: T.Type, _ strategy: ComparisonStrategy) -> Comparison {
        switch strategy {
        case .comparer:
            // The same questions, in the same order, as `ComparisonStrategy` chose the comparer by (so
            // the runtime has their answers already: no new conformance lookup).
            let isHinted = T.self is any ComparisonHinted.Type
            if isHinted, let inPlace = T.self as? any InPlaceGraphComparable.Type { return .inPlace(inPlace) }
            if isHinted, let graph = T.self as? any GraphComparable.Type { return .graph(graph) }
            if let equatable = T.self as? any Equatable.Type { return .equatable(equatable) }
            if isHinted, let optional = T.self as? any OptionalValue.Type { return .optional(optional) }
            return .strategy(T.self)
        case .different: return .bytes
        case .fields, .dynamic, .mirror: return .strategy(T.self)
        }
    }

    /// Compares two values (at `a` and `b`) field by field, in place: fields stored in the value are
    /// aligned there, so each is compared at its address as what it is, without a copy.
    static func equal(_ fields: [Field], _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for field in fields {
            let left = a + field.offset
            let right = b + field.offset
            if sameBytes(left, right, field.size) { continue }
            guard equal(field.compare, left, right) else { return false }
        }
        return true
    }

    private static func equal(_ comparison: Comparison, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch comparison {
        case .bytes: return false
        case .inPlace(let type): return type.isGraphEqual(a, b)
        case .graph(let type): return graphEqual(type, a, b)
        case .equatable(let type): return equatableEqual(type, a, b)
        case .optional(let type): return type.optionalsEqual(a, b)
        case .strategy(let type): return strategyEqual(type, a, b)
        }
    }

    private static func graphEqual<T: GraphComparable>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
    {
        a.assumingMemoryBound(to: T.self).pointee.isGraphEqual(to: b.assumingMemoryBound(to: T.self).pointee)
    }

    private static func equatableEqual<T: Equatable>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
    }

    private static func strategyEqual<T>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        ValueEquality.equalDifferentBytes(a, b, as: T.self)
    }
}
