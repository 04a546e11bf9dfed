import FinchUnsafe
import Foundation

/// What a built-in modifier is and its parameters (`("padding", insets)`), so that the graph can tell an
/// unchanged modifier from a changed one.
///
/// A key holds a typed value, usually a tuple, compared as the graph compares views (`ValueEquality`:
/// equal bytes first, then the type's own comparison). It used to be `[AnyHashable]`, but comparing one
/// `AnyHashable` asks the runtime for metadata (an `Optional` of the boxed type) and the keys of a card's
/// dozen modifiers cost a tenth of a tap's frame. The value sits in a class, not in a generic parameter of
/// the modifier: a tuple in the type of a modifier would reach the public `some View` types of the
/// modifiers that make it, and the runtime resolves such a type from its mangled name, tuple and all, on
/// every use from another module.
@MainActor
class ModifierKey {
    /// True when `other` holds a value of the same type, certainly equal to this one.
    func isEqual(to other: ModifierKey) -> Bool { false }
}

/// A modifier key holding a value of type `Value`.
final class TypedModifierKey<Value>: ModifierKey {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override func isEqual(to other: ModifierKey) -> Bool {
        if other === self { return true }
        // The same class means the same `Value`; checked on the objects, not by a generic cast.
        guard UnsafeRuntime.isSameClass(other, as: self) else { return false }
        return ValueEquality.areEqual(
            typed: value, UnsafeRuntime.downcast(other, to: TypedModifierKey<Value>.self).value)
    }
}

/// Whether two modifiers' keys are certainly equal; a missing key never is.
@MainActor
func modifierKeysEqual(_ lhs: ModifierKey?, _ rhs: ModifierKey?) -> Bool {
    guard let lhs, let rhs else { return false }
    return lhs.isEqual(to: rhs)
}
