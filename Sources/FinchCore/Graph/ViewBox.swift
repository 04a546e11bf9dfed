import Foundation

/// The view value a graph node last evaluated, kept as its own type.
///
/// Kept in a box of its type, not in an `Any`: an unchanged row of a list is recognised by comparing
/// its new value with this one where it is (an `Any` had to be copied out and opened for that, and
/// reassigned a fresh existential box on every evaluation of a view of more than three words), and
/// how the type's values compare is remembered here once found, not looked up again per row.
///
/// Not main-actor isolated (it only holds a value, used by the graph on the main actor), so that its
/// deinit may free the value's storage.
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
}

final class ViewBox<V: View>: AnyViewBox {
    /// The value, at an address of its own (stable, unlike a stored property's), so it is compared in
    /// place.
    let address: UnsafeMutablePointer<V>
    /// How values of `V` compare: found at the first comparison (a view never compared never asks).
    var comparison: ComparisonStrategy.Entry?

    init(_ value: V) {
        address = UnsafeMutablePointer<V>.allocate(capacity: 1)
        address.initialize(to: value)
        super.init(type: ObjectIdentifier(V.self), hasBody: V.Body.self != Never.self)
    }

    deinit {
        address.deinitialize(count: 1)
        address.deallocate()
    }

    var value: V {
        get { address.pointee }
        set { address.pointee = newValue }
    }

    override var anyValue: Any { address.pointee }
}
