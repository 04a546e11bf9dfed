import Foundation

/// A `.scrollPosition(id:anchor:)` binding, type-erased, as the scroll view inside keeps it.
@MainActor
struct ScrollPositionBinding {
    let read: @MainActor () -> AnyHashable?
    let write: @MainActor (AnyHashable?) -> Void
    let anchor: UnitPoint?

    init<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) {
        read = { binding.wrappedValue.map { AnyHashable($0) } }
        write = { value in
            // An id of another type is no target of this binding: it reads nil.
            let typed = value?.base as? ID
            if typed != binding.wrappedValue { binding.wrappedValue = typed }
        }
        self.anchor = anchor
    }
}

extension View {
    /// Binds the id of the scroll target (a child of the `scrollTargetLayout` inside) at `anchor` of the
    /// scroll view (nil: its leading edge), as SwiftUI's: once a scroll comes to rest, the binding is
    /// given the id of the first target there; setting it scrolls that target to the anchor (gliding when
    /// set inside `withAnimation`).
    public func scrollPosition<ID: Hashable>(
        id: Binding<ID?>, anchor: UnitPoint? = nil
    ) -> ModifiedContent<Self, _NodeModifier> {
        // No key: evaluated with the view each time, so a value the app sets is seen (and the update's
        // transaction with it). The scroll view is this view's node, or under the modifiers on it.
        wrapped(nil) { node, inputs in
            if let scroll = ScrollViewNode.outermost(in: node) {
                scroll.state.position = ScrollPositionBinding(id, anchor: anchor)
                scroll.followPosition(transaction: inputs.transaction, graph: inputs.node.graph)
            }
            return node
        }
    }
}

extension ScrollViewNode {
    /// The scroll view `node` is, or the first under it through nodes with one child (the modifiers
    /// applied to it).
    static func outermost(in node: LayoutNode) -> ScrollViewNode? {
        var current = node
        while !(current is ScrollViewNode) {
            let children = current.children
            guard children.count == 1, let only = children.first else { return nil }
            current = only
        }
        return current as? ScrollViewNode
    }

    /// The id of the first scroll target at the position's anchor (or the leading edge), or nil.
    func targetIDAtAnchor() -> AnyHashable? {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let unit = state.position?.anchor?[axis] ?? 0
        let point = state.offset[axis] + unit * state.viewportSize[axis]
        let targets = scrollTargets()
        // The one covering the point; in a gap between two (spacing), the next one (Finch's choice).
        let covering = targets.first { $0.frame.start(along: axis) <= point && point < $0.frame.end(along: axis) }
        return (covering ?? targets.first { $0.frame.start(along: axis) >= point })?.id
    }

    /// Reports the id at the anchor to the position binding once the next layout has built what shows.
    func reportPositionAfterPlacement() {
        guard state.position != nil, let graph = owner?.graph else { return }
        graph.lifecycleActions.afterNextPlacement { [weak self] in self?.reportPosition() }
        graph.setNeedsDisplay()
    }

    private func reportPosition() {
        guard let position = state.position, !state.isDragging, state.offsetAnimation == nil,
            !state.isCorrectingPosition
        else { return }
        let id = targetIDAtAnchor()
        state.reportedPosition = id
        position.write(id)
    }

    /// The binding's value after the view was evaluated: a new id scrolls its target to the anchor, with
    /// the transaction's animation, once the next layout has placed it.
    func followPosition(transaction: Transaction, graph: ViewGraph) {
        guard let position = state.position else { return }
        let wanted = position.read()
        guard let wanted, wanted != state.reportedPosition else { return }
        state.reportedPosition = wanted
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        graph.lifecycleActions.afterNextPlacement { [weak self] in
            self?.scroll(
                toTarget: wanted, anchor: position.anchor, animation: animation, graph: graph, correcting: true)
        }
        graph.setNeedsDisplay()
    }
}

extension ScrollViewNode {
    /// Scrolls the target with `id` to `anchor`. A lazy row not built yet is found at its estimated
    /// place; once that scroll has built it, the offset is corrected to its real frame, as
    /// `ScrollViewProxy.scrollTo` does.
    fileprivate func scroll(
        toTarget id: AnyHashable, anchor: UnitPoint?, animation: Animation?, graph: ViewGraph, correcting: Bool
    ) {
        let built = scrollTargets().first { $0.id == id }?.frame
        guard let frame = built ?? estimatedTargetFrame(id) else { return }
        // Until the estimate is corrected, what shows is not where the target is: nothing is read back.
        state.isCorrectingPosition = built == nil && correcting
        setOffset(offset(showing: frame, anchor: anchor), animation: animation)
        guard state.isCorrectingPosition else { return }
        graph.lifecycleActions.afterNextPlacement { [weak self] in
            self?.state.isCorrectingPosition = false
            self?.scroll(toTarget: id, anchor: anchor, animation: animation, graph: graph, correcting: false)
        }
    }

    /// Where a lazy stack of a target layout estimates the row with `id`, in content coordinates.
    private func estimatedTargetFrame(_ id: AnyHashable) -> CGRect? {
        for layout in targetLayouts {
            var node: LayoutNode = layout.child
            while let wrapper = node as? WrapperNode { node = wrapper.child }
            if let lazy = node as? LazyStackNode, let frame = lazy.estimatedFrame(of: id) {
                return frame.offsetBy(dx: -self.frame.minX, dy: -self.frame.minY)
            }
        }
        return nil
    }
}
