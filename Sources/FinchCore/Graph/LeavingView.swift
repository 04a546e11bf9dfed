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
}

/// The nearest ancestor of a removed view that stays and draws through one layout node of its own,
/// and where its centre was at the removal. SwiftUI draws a leaving view inside its parent, so when the parent
/// moves (New Game sliding a card whose face-down fill was replaced), the leaving view moves with it;
/// Finch draws it apart, shifted by how far that ancestor's centre has moved since.
@MainActor
struct LeavingAnchor {
    private weak var ancestor: ViewNode?
    private let start: CGPoint

    init?(of node: ViewNode) {
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

    /// How far the ancestor's centre has moved (zero once it is gone).
    var shift: CGSize {
        guard let ancestor, ancestor.isAttached, let frame = ancestor.outputs.first?.displayFrame,
            frame.midX.isFinite, frame.midY.isFinite
        else { return .zero }
        return CGSize(width: frame.midX - start.x, height: frame.midY - start.y)
    }
}
