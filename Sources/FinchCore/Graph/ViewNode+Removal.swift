import Foundation

/// How a child whose identity is gone leaves: at once, or through its transition while the graph
/// keeps drawing it, in its place among its siblings.
extension ViewNode {
    /// A child's identity is gone. In an animated transaction it leaves through its transition
    /// (`.opacity` by default) and is unmounted when that animation ends; otherwise at once.
    func remove(_ child: ViewNode) {
        if removesChildrenAtOnce {
            child.unmount()
            return
        }
        let transaction = effectiveTransaction()
        let found = child.removalTransition() ?? enclosingGroupTransition()
        let animation = found?.record.transition.animation ?? transaction.animation
        // An identity transition has nothing to animate: the view goes at once (branches swapped with
        // `.transition(.identity)`) instead of staying drawn above its siblings.
        let isIdentity = found.map { $0.record.transition.isIdentity } ?? false
        guard let animation, !isIdentity, !transaction.disablesAnimations, !child.outputs.isEmpty else {
            child.unmount()
            return
        }
        child.materializeProjectedValues()
        if let found, found.record.transition.modifiers != nil {
            // A modifier transition: evaluate its view once more with the `active` modifier, in this
            // animated update, so the modifier's values move toward it while the view leaves. Where the
            // view was is read first: when the transition is on the removed view's own node, evaluating it
            // replaces its layout nodes with ones not yet placed.
            let places = child.outputs.map { ($0.frame.origin, $0.placedProposal) }
            found.record.isRemoving = true
            found.node.reevaluate()
            graph.keepWhileLeaving(child, modifierTransition: found.node, at: places, animation: animation)
            return
        }
        // A transition found inside the removed view applies where it was set: a card's `.scale`
        // shrinks the card, not the whole grid its `.position` wrapper covers.
        let area = found.map { $0.node.outputs.reduce(CGRect.null) { $0.union($1.frame) } }
        graph.keepWhileLeaving(
            child, transition: found?.record.transition ?? .opacity, animation: animation,
            area: area.flatMap { $0.isNull ? nil : $0 })
    }

    /// A transition on a `Group` applies to each of its views, as in SwiftUI: from this node up
    /// through the conditionals that hold the removed view, a `Group`, and the modifiers on that
    /// group (`Group { … }.padding(5).transition(.identity)`), the first `.transition`.
    private func enclosingGroupTransition() -> (node: ViewNode, record: TransitionRecord)? {
        var current: ViewNode? = self
        var insideGroup = false
        while let node = current {
            if let transition = node.transition { return (node, transition) }
            if node.view is any GroupMarker {
                insideGroup = true
            } else if !(node.view is any TransparentContainer), !(insideGroup && node.view is any ModifierMarker) {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// The transition of this view: its own `.transition`, or one on the single chain of views it is
    /// made of, with the node that applies it.
    private func removalTransition() -> (node: ViewNode, record: TransitionRecord)? {
        var current: ViewNode? = self
        while let node = current {
            if let transition = node.transition { return (node, transition) }
            current = node.children.count == 1 ? node.children.first : nil
        }
        return nil
    }

    /// The view drawn right after this one in the same container, for a view leaving to be drawn under
    /// it: the next sibling, looking up through views that pass their children's nodes straight on
    /// (conditionals, tuples, groups); nil when this view was the last.
    func siblingDrawnAfter() -> ViewNode? {
        var current = self
        while let parent = current.parent {
            let index = current.indexInParent
            if index < parent.children.count, parent.children[index] === current,
                let next = parent.children[(index + 1)...].first(where: {
                    $0.isAttached && !$0.isLeaving && !$0.outputs.isEmpty
                })
            {
                return next
            }
            guard case .concatenate = parent.assembly else { return nil }
            current = parent
        }
        return nil
    }
}
