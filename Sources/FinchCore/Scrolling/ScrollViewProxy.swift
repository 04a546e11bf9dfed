import Foundation

/// Scrolls the scroll views inside a `ScrollViewReader` so that a view with an explicit id shows.
@MainActor
public struct ScrollViewProxy {
    weak var reader: ViewNode?

    /// Scrolls the scroll view nearest around the view with `id` (a `ForEach` element's id or
    /// `.id(_:)`) so that its `anchor` point lands on the same anchor of the viewport, clamped to
    /// the content. Without an anchor it scrolls as little as makes the view visible (its leading
    /// or top edge first when it is larger than the viewport).
    ///
    /// Inside `withAnimation` the offset glides there with the animation. Rows of a lazy stack that
    /// were never built are found by their estimated position; once the scroll has built them, the
    /// offset is corrected to where they really are.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scroll(to: AnyHashable(id), anchor: anchor, correcting: true)
    }

    private func scroll(to id: AnyHashable, anchor: UnitPoint?, correcting: Bool) {
        guard let reader, let target = Self.locate(id, in: reader) else { return }
        let scroll = target.scroll
        var offset = scroll.contentOffset
        let viewport = scroll.frame
        for axis in [Axis.horizontal, .vertical] where scroll.scrolls(axis) {
            // The target's start in content coordinates (frames inside a scroll view are unscrolled).
            let start = target.frame.origin[axis] - viewport.origin[axis]
            let length = target.frame.size[axis]
            let visible = viewport.size[axis]
            if let anchor {
                let unit = anchor[axis]
                offset[axis] = start + unit * length - unit * visible
            } else if start < offset[axis] || length > visible {
                offset[axis] = start
            } else if start + length > offset[axis] + visible {
                offset[axis] = start + length - visible
            }
        }
        let transaction = Transaction.current
        scroll.setOffset(offset, animation: transaction.disablesAnimations ? nil : transaction.animation)
        // An estimate: after the layout that builds the element, scroll again to its real frame.
        if target.isEstimated, correcting {
            let proxy = self
            reader.graph.lifecycleActions.afterNextPlacement {
                withTransaction(transaction) { proxy.scroll(to: id, anchor: anchor, correcting: false) }
            }
        }
    }

    /// The frame of the view with `id` under `reader` and the scroll view it scrolls in.
    private static func locate(_ id: AnyHashable, in reader: ViewNode) -> (
        frame: CGRect, scroll: ScrollViewNode, isEstimated: Bool
    )? {
        let component = IdentityComponent.explicit(id)
        var scrollViews: [ScrollViewNode] = []
        var found: ViewNode?
        func search(_ node: ViewNode) {
            if found != nil { return }
            if node.component == component, !node.outputs.isEmpty {
                found = node
                return
            }
            if let scroll = node[ScrollState.self]?.node {
                scrollViews.append(scroll)
            }
            for child in node.children { search(child) }
        }
        search(reader)
        if let found {
            var ancestor = found.parent
            while let current = ancestor {
                if let scroll = current[ScrollState.self]?.node {
                    let frame = found.outputs.dropFirst().reduce(found.outputs[0].frame) { $0.union($1.frame) }
                    return (frame, scroll, false)
                }
                ancestor = current.parent
            }
            return nil
        }
        // Not built: perhaps an element of a lazy stack, at its estimated place.
        for scroll in scrollViews {
            var result: CGRect?
            func walk(_ node: LayoutNode) {
                if result != nil { return }
                if let lazy = node as? LazyStackNode, let frame = lazy.estimatedFrame(of: id) {
                    result = frame
                    return
                }
                for child in node.children { walk(child) }
            }
            walk(scroll)
            if let result { return (result, scroll, true) }
        }
        return nil
    }
}
