import Foundation

/// How one view node animates and leaves: the values it animates, the frame animations of its layout
/// nodes, the change its modifier makes to the transaction, its transition, and the rules for how it
/// and its children leave.
///
/// A side record of `ViewNode`, made on the first write: most nodes (text, stacks, most modifiers)
/// never animate anything, so they carry one empty reference instead of these fields. Only its node
/// holds it, so the animated values in it live exactly as long as the node does (each counts itself
/// in the census).
@MainActor
final class NodeAnimationState {
    /// Values this view animates (effects, shape data, modifier data), by slot.
    var animatedValues: [AnimationSlot: AnyObject] = [:]
    /// Animations of the frames of this node's layout nodes, by ordinal.
    var frameAnimations: [Int: AnimatedValue<AnimatableVector>] = [:]
    /// How this node's modifier changes the transaction for its subtree (`.animation`, `.transaction`).
    var transactionTransform: ((inout Transaction) -> Void)?
    /// The transition of a `.transition` modifier evaluated in this node.
    var transition: TransitionRecord?
    /// True for lazy stacks: children that leave (scrolled away) are unmounted at once, never
    /// kept for a removal transition, even in an animated transaction.
    var removesChildrenAtOnce = false
    /// A presentation's root (a sheet): when it leaves, it is drawn over the window, not in its place.
    var drawsOverWindow = false
    /// The parent of a node leaving through its transition, held until the node is unmounted: its
    /// parent no longer holds it, and the node's unowned link to the parent must stay good.
    var parentWhileLeaving: ViewNode?
}

/// The node's animation fields, kept in its `NodeAnimationState`: a node without one reads the empty
/// value and makes none; writing anything but the empty value makes it.
extension ViewNode {
    /// Every animated value, the one kept in the node (`firstAnimatedValue`) with the record's.
    var animatedValues: [AnimationSlot: AnyObject] {
        var values = animationState?.animatedValues ?? [:]
        if let first = firstAnimatedValue { values[first.slot] = first.value }
        return values
    }
    var frameAnimations: [Int: AnimatedValue<AnimatableVector>] { animationState?.frameAnimations ?? [:] }

    /// True when the node holds animated values or frame animations (for the graph to forget at unmount).
    var hasAnimations: Bool {
        if firstAnimatedValue != nil { return true }
        guard let animationState else { return false }
        return !animationState.animatedValues.isEmpty || !animationState.frameAnimations.isEmpty
    }

    var transactionTransform: ((inout Transaction) -> Void)? {
        get { animationState?.transactionTransform }
        set {
            guard newValue != nil || animationState != nil else { return }
            madeAnimationState().transactionTransform = newValue
            if newValue != nil { graph.build.hasTransactionTransforms = true }
        }
    }

    var transition: TransitionRecord? {
        get { animationState?.transition }
        set {
            guard newValue != nil || animationState != nil else { return }
            madeAnimationState().transition = newValue
        }
    }

    var removesChildrenAtOnce: Bool {
        get { animationState?.removesChildrenAtOnce ?? false }
        set {
            guard newValue || animationState != nil else { return }
            madeAnimationState().removesChildrenAtOnce = newValue
        }
    }

    var drawsOverWindow: Bool {
        get { animationState?.drawsOverWindow ?? false }
        set {
            guard newValue || animationState != nil else { return }
            madeAnimationState().drawsOverWindow = newValue
        }
    }
}
