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
    /// For a `ProjectedViewBox`, the box that stores its value (nil for a box that owns its value).
    /// Stored here, not overridden, so the checks on every node's update are a load, not a call.
    let projectionOwner: AnyViewBox?
    /// True for a `ProjectedViewBox`: the value is read where another box holds it.
    var isProjection: Bool { projectionOwner != nil }
    /// How values of the type compare: found at the first comparison (a view never compared never asks).
    var comparison: ComparisonStrategy.Entry?

    init(type: ObjectIdentifier, hasBody: Bool, projectionOwner: AnyViewBox? = nil) {
        self.type = type
        self.hasBody = hasBody
        self.projectionOwner = projectionOwner
    }

    /// The value, boxed (for the rare readers that do not know its type).
    var anyValue: Any { preconditionFailure("abstract") }

    /// The box whose storage holds the value this box reads: itself, unless it is a projection.
    final var valueOwner: AnyViewBox { projectionOwner ?? self }

    /// Calls `body` with the value's address, valid only during the call (the value is not copied).
    func withValueAddress<R>(_ body: (UnsafeRawPointer) -> R) -> R { preconditionFailure("abstract") }

    /// A new box of this class holding `value`, which is of this class's view type.
    class func boxing<V: View>(_ value: V) -> AnyViewBox { preconditionFailure("abstract") }

    /// A box that owns a copy of this box's value (a projection's, read from its owner); self for an owner.
    @MainActor
    func materialized() -> AnyViewBox { self }

    /// A box for `value`, made from the box class kept for its type after the first (`ViewBoxClasses`).
    @MainActor
    static func make<V: View>(_ value: V) -> AnyViewBox {
        if let boxClass = ViewBoxClasses.known[ObjectIdentifier(V.self)] { return boxClass.boxing(value) }
        let box = ViewBox(value)
        ViewBoxClasses.known[ObjectIdentifier(V.self)] = ViewBox<V>.self
        return box
    }

    /// A box for a value of type `V` that `source` (a modified view's box) already holds as its content.
    @MainActor
    static func projecting<V: View>(_: V.Type, from source: AnyViewBox) -> AnyViewBox {
        let owner = source.valueOwner
        if let boxClass = ViewBoxClasses.projections[ObjectIdentifier(V.self)] {
            return boxClass.projecting(owner: owner)
        }
        ViewBoxClasses.projections[ObjectIdentifier(V.self)] = ProjectedViewBox<V>.self
        return ProjectedViewBox<V>(owner: owner)
    }

    /// A new projection of this class onto `owner` (see `ProjectedViewBox`).
    class func projecting(owner: AnyViewBox) -> AnyViewBox { preconditionFailure("abstract") }
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
    /// The projection class of each view type met so far as a modified view's content.
    @exclusivity(unchecked) static var projections: [ObjectIdentifier: AnyViewBox.Type] = [:]
}

final class ViewBox<V: View>: AnyViewBox {
    /// The value, stored in the box itself: one allocation per node instead of a box and a buffer (a
    /// 10,000-emoji document made a hundred thousand of each). Compared in place through
    /// `withValueAddress`, where the access lasts as long as the comparison.
    var value: V

    init(_ value: V) {
        self.value = value
        super.init(type: ObjectIdentifier(V.self), hasBody: V.Body.self != Never.self)
    }

    /// Calls `body` with the stored value's address, valid only during the call (the value is not copied).
    override func withValueAddress<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        UnsafeRuntime.withAddress(ofStored: &value, body)
    }

    override var anyValue: Any { value }

    /// `self` is `ViewBox<V>`, the class found for `W` (which is `V`): made through it, no metadata is asked.
    override class func boxing<W: View>(_ value: W) -> AnyViewBox {
        self.init(UnsafeRuntime.sameType(value, as: V.self))
    }
}

/// The view value of a modified view's content, read where the modified view's box holds it.
///
/// A chain of modifiers is a value nested in itself: `Text(…).font(…).position(…)` is a
/// `ModifiedContent` whose `content` is another, whose `content` is the text. Each is a node, and when
/// each node kept its own copy, the outermost held the whole chain, the next all but one modifier, and
/// so on: storage (and copying) that grew with the square of the chain's length, the largest part of
/// the memory a 10,000-emoji document took. A `ModifiedContent`'s content is its first stored field, at
/// offset 0 (`ViewBoxTests` checks), so the content of the content is at the same address too: every
/// node of a chain reads its value where the outermost box (the owner) stores the whole chain.
///
/// The owner stores a new value only after the chain under it was built (`ViewNode.evaluate`), so while
/// it is built each node still compares its new value with the last one here. A projection is used
/// only while its node is built as that content (`ViewInputs.contentSource`); a node that leaves
/// through a transition (and may be drawn after the owner has a new value) gets a copy of its own
/// first (`ViewNode.materializeProjectedValues()`).
final class ProjectedViewBox<V: View>: AnyViewBox {
    /// `owner` is the box that stores the value (never a projection itself), kept alive by this one as
    /// its `projectionOwner` (read back as `valueOwner`).
    init(owner: AnyViewBox) {
        super.init(type: ObjectIdentifier(V.self), hasBody: V.Body.self != Never.self, projectionOwner: owner)
    }

    override func withValueAddress<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        valueOwner.withValueAddress(body)
    }

    override var anyValue: Any { withValueAddress { UnsafeRuntime.value(at: $0, as: V.self) } }

    @MainActor
    override func materialized() -> AnyViewBox {
        AnyViewBox.make(withValueAddress { UnsafeRuntime.value(at: $0, as: V.self) })
    }

    override class func projecting(owner: AnyViewBox) -> AnyViewBox {
        self.init(owner: owner)
    }
}
