import Foundation

/// A removed view still drawn while its removal transition runs.
@MainActor
struct LeavingView {
    let node: ViewNode
    /// Runs while the removal animates; the view is detached when it stops.
    let value: any AnimatedSlot
    let drawn: [LayoutNode]
    /// The place the view left, followed while it leaves.
    let anchor: LeavingAnchor?
    /// For modifier transitions: the nodes to draw now, placed where the view was.
    var current: (() -> [LayoutNode])?

    init(
        node: ViewNode, value: any AnimatedSlot, drawn: [LayoutNode], anchor: LeavingAnchor?,
        current: (() -> [LayoutNode])? = nil
    ) {
        self.node = node
        self.value = value
        self.drawn = drawn
        self.anchor = anchor
        self.current = current
    }

    /// Appends what the leaving view draws now, moved with its anchor.
    func render(into items: inout [DisplayItem]) {
        let nodes = current?() ?? drawn
        let shift = anchor?.shift ?? .zero
        guard shift != .zero else {
            for node in nodes { node.renderTree(into: &items) }
            return
        }
        var children: [DisplayItem] = []
        let outerShift = MatchedGeometryNode.leavingShift
        MatchedGeometryNode.leavingShift = shift
        for node in nodes { node.renderTree(into: &children) }
        MatchedGeometryNode.leavingShift = outerShift
        let bounds = nodes.reduce(CGRect.null) { $0.union($1.displayFrame) }
        items.append(
            .group(
                DisplayGroup(
                    transform: .translation(x: shift.width, y: shift.height), bounds: bounds.isNull ? .zero : bounds,
                    children: children)))
    }
}

/// The nearest ancestor of a removed view that stays and draws through one layout node of its own,
/// and where its centre was at the removal. SwiftUI draws a leaving view inside its parent, so when the parent
/// moves (New Game sliding a card whose face-down fill was replaced), the leaving view moves with it.
/// Finch draws it right after that ancestor (above it, below what follows it), shifted by how far the
/// ancestor's centre has moved since.
@MainActor
struct LeavingAnchor {
    private weak var ancestor: ViewNode?
    private let start: CGPoint
    /// The view that was drawn right after it: while that one is shown, the leaving view is drawn
    /// just before it, in its old place among its siblings.
    private weak var nextSibling: ViewNode?

    init?(of node: ViewNode) {
        if node.drawsOverWindow { return nil }
        nextSibling = node.siblingDrawnAfter()
        var current = node.parent
        while let candidate = current {
            // Its own layout node (not one a child made, which a new child replaces), so its frame is
            // remembered across the change and glides when the change is animated.
            if candidate.outputs.count == 1, let output = candidate.outputs.first, output.owner === candidate {
                let frame = output.displayFrame
                guard frame.midX.isFinite, frame.midY.isFinite else { return nil }
                ancestor = candidate
                start = CGPoint(x: frame.midX, y: frame.midY)
                return
            }
            current = candidate.parent
        }
        return nil
    }

    /// The layout node to draw the leaving view just before (its next sibling's), if still shown.
    var nodeAfter: LayoutNode? {
        // Not one leaving too: its nodes are drawn inside its own transition, not in the tree.
        guard let nextSibling, nextSibling.isAttached, !nextSibling.isLeaving else { return nil }
        return nextSibling.outputs.first
    }

    /// The ancestor's layout node now: the leaving view is drawn right after it, so it stays below the
    /// views that came after it (nil once the ancestor is gone).
    var currentNode: LayoutNode? {
        guard let ancestor, ancestor.isAttached else { return nil }
        return ancestor.outputs.first
    }

    /// How far the ancestor's centre has moved (zero once it is gone).
    var shift: CGSize {
        guard let ancestor, ancestor.isAttached, let frame = ancestor.outputs.first?.displayFrame,
            frame.midX.isFinite, frame.midY.isFinite
        else { return .zero }
        return CGSize(width: frame.midX - start.x, height: frame.midY - start.y)
    }
}
