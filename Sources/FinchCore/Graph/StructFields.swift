import FinchUnsafe
import Foundation

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

    /// The fields of a struct or tuple type, or nil when it has none to walk, holds a `weak` or
    /// `unowned` reference (their storage is not a plain reference: reading it as one would corrupt
    /// memory, so such types are compared through `Mirror`, which loads them properly), or is not a
    /// struct or tuple. `sample` is the address of a value of `T`, whose fields are samples for their
    /// types' strategies.
    static func fields<T>(of type: T.Type, sample: UnsafeRawPointer) -> [Field]? {
        guard let stored = UnsafeRuntime.storedFields(of: type), !UnsafeRuntime.hasWeakOrUnownedField(type) else {
            return nil
        }
        var fields: [Field] = []
        for field in stored {
            let made = Self.field(
                UnsafeRuntime.open(field.type), offset: field.offset, isFunction: field.kind == .function,
                sample: sample + field.offset)
            if let made { fields.append(made) }
        }
        return fields.isEmpty ? nil : fields
    }

    /// A field of type `Opened.Value` at `offset`, whose value in a sample is at `sample`; nil when it
    /// has no bytes (it never makes a difference).
    private static func field<Opened: OpenedType>(
        _: Opened.Type, offset: Int, isFunction: Bool, sample: UnsafeRawPointer
    ) -> Field? {
        typealias T = Opened.Value
        let size = MemoryLayout<T>.size
        guard size > 0 else { return nil }
        guard !isFunction else { return Field(offset: offset, size: size, compare: .bytes) }
        // The field type's strategy, now: a value type cannot hold itself, so this ends.
        let entry = ComparisonStrategy.entry(for: T.self, sample: sample)
        return Field(offset: offset, size: size, compare: comparison(of: T.self, entry))
    }

    /// How a field of type `T` whose entry is `entry` compares.
    private static func comparison<T>(of type: T.Type, _ entry: ComparisonStrategy.Entry) -> Comparison {
        switch entry.strategy {
        case .comparer:
            // What chose the comparer, asked again in the same order (the type's own hint, then
            // `Equatable`, which the runtime has answered already: no new conformance lookup).
            switch entry.hint?.comparison {
            case .inPlace(let inPlace)?: return .inPlace(inPlace)
            case .graph(let graph)?: return .graph(graph)
            case .optional, nil: break
            }
            if let equatable = T.self as? any Equatable.Type { return .equatable(equatable) }
            if case .optional(let optional)? = entry.hint?.comparison { return .optional(optional) }
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
            if UnsafeRuntime.sameBytes(left, right, count: field.size) { continue }
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
        UnsafeRuntime.value(at: a, as: T.self).isGraphEqual(to: UnsafeRuntime.value(at: b, as: T.self))
    }

    private static func equatableEqual<T: Equatable>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        UnsafeRuntime.value(at: a, as: T.self) == UnsafeRuntime.value(at: b, as: T.self)
    }

    private static func strategyEqual<T>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        ValueEquality.equalDifferentBytes(a, b, as: T.self)
    }
}
