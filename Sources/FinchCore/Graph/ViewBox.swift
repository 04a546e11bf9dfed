import FinchUnsafe
import Foundation

/// The view value a graph node last evaluated, kept as its own type.
///
/// Kept in a box of its type, not in an `Any`: an unchanged row of a list is recognised by comparing
/// its new value with this one where it is (an `Any` had to be copied out and opened for that, and
/// reassigned a fresh existential box on every evaluation of a view of more than three words), and
/// how the type's values compare is remembered here once found, not looked up again per row.
///
/// Not main-actor isolated (it only holds a value, used by the graph on the main actor), so that its
/// deinit may release the value from any thread.
class AnyViewBox {
    /// The view's type.
    let type: ObjectIdentifier
    /// Whether the view is a composite one, made by its `body` (its element's traits are its body's).
    let hasBody: Bool

    init(type: ObjectIdentifier, hasBody: Bool) {
        self.type = type
        self.hasBody = hasBody
    }

    /// The value, boxed (for the rare readers that do not know its type).
    var anyValue: Any { preconditionFailure("abstract") }

    /// A new box of this class holding `value`, which is of this class's view type.
    class func boxing<V: View>(_ value: V) -> AnyViewBox { preconditionFailure("abstract") }

    /// A box for `value`, made from the box class kept for its type after the first (`ViewBoxClasses`).
    @MainActor
    static func make<V: View>(_ value: V) -> AnyViewBox {
        if let boxClass = ViewBoxClasses.known[ObjectIdentifier(V.self)] { return boxClass.boxing(value) }
        let box = ViewBox(value)
        ViewBoxClasses.known[ObjectIdentifier(V.self)] = ViewBox<V>.self
        return box
    }
}

/// The box class of each view type met so far.
///
/// Writing `ViewBox(value)` in code not specialized for `V` asks the runtime for `ViewBox<V>`'s metadata,
/// a search of its generic metadata cache by `V` that was a fiftieth of opening a 10,000-emoji document
/// (once for each of its ninety thousand nodes); a dictionary keyed by the type's identifier and a class
/// method of the class found cost a fraction of that.
@MainActor
enum ViewBoxClasses {
    @exclusivity(unchecked) static var known: [ObjectIdentifier: AnyViewBox.Type] = [:]
}

final class ViewBox<V: View>: AnyViewBox {
    /// The value, stored in the box itself: one allocation per node instead of a box and a buffer (a
    /// 10,000-emoji document made a hundred thousand of each). Compared in place through
    /// `withValueAddress`, where the access lasts as long as the comparison.
    var value: V
    /// How values of `V` compare: found at the first comparison (a view never compared never asks).
    var comparison: ComparisonStrategy.Entry?

    init(_ value: V) {
        self.value = value
        super.init(type: ObjectIdentifier(V.self), hasBody: V.Body.self != Never.self)
    }

    /// Calls `body` with the stored value's address, valid only during the call (the value is not copied).
    func withValueAddress<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        UnsafeRuntime.withAddress(ofStored: &value, body)
    }

    override var anyValue: Any { value }

    /// `self` is `ViewBox<V>`, the class found for `W` (which is `V`): made through it, no metadata is asked.
    override class func boxing<W: View>(_ value: W) -> AnyViewBox {
        self.init(UnsafeRuntime.sameType(value, as: V.self))
    }
}
