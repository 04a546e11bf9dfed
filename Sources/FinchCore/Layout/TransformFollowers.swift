import Foundation

/// A layout node whose work depends on where it is drawn, not only on its frame: a geometry reader
/// whose content read its position or resolved an anchor, an anchored view.
@MainActor
protocol TransformFollowing: LayoutNode {
    /// Whether the effects, scroll offsets or named spaces above moved the node's drawing since it was
    /// last placed: then it must be placed again.
    var transformsMoved: Bool { get }
}

/// The nodes of one window that follow the transforms above them (see `TransformFollowing`).
///
/// A geometry effect moves drawing without layout: a changed `.offset` around a reader makes a new
/// effect node, whose placement stops at the unchanged reader, and an animated one changes on every
/// frame with nothing placed at all. So after each placement pass (and after the matched views'
/// content placed then) the followers are asked whether they moved, and those that did are placed
/// again in one more pass (`PipelineOwner.placeRoot`): a
/// reader then sees the effect's value on the frame it is read, and is built again on each frame of an
/// animation of an effect around it, until it ends. Only such nodes are asked, and only they walk up.
@MainActor
final class TransformFollowers {
    /// The followers, by identity; weak, so that a node gone is simply skipped (and dropped).
    private var nodes: [ObjectIdentifier: WeakLayoutNode] = [:]

    func add(_ node: some TransformFollowing) {
        let id = ObjectIdentifier(node)
        // A node gone may have left its identity to a new one: that one is registered afresh.
        if nodes[id]?.node === node { return }
        nodes[id] = WeakLayoutNode(node)
    }

    /// Marks for placement the followers that moved; true when any did. Nodes gone or unmounted are
    /// dropped: a node is walked up only while its view is mounted, so its ancestors are alive.
    func markMoved() -> Bool {
        guard !nodes.isEmpty else { return false }
        var moved = false
        var gone: [ObjectIdentifier] = []
        for (id, entry) in nodes {
            guard let node = entry.node as? any TransformFollowing, node.owner?.isAttached == true else {
                gone.append(id)
                continue
            }
            if node.transformsMoved {
                node.setNeedsPlacement()
                moved = true
            }
        }
        for id in gone { nodes[id] = nil }
        return moved
    }

    func removeAll() {
        nodes.removeAll()
    }
}
