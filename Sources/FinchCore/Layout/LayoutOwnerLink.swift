import Foundation

/// The link from layout nodes to the view node that made them (`LayoutNode.owner`): one per view node
/// that makes any, held strongly by its layout nodes.
///
/// It holds the view node unowned and is cleared in the view node's deinit, so a layout node that
/// outlives its view node (kept by a gesture in progress, a lazy stack, a leaving view) reads nil, as a
/// weak reference would; but the view node has no weak reference to it, which would give it a side
/// table and send every retain and release of it down the runtime's slow path.
@MainActor
final class LayoutOwnerLink {
    unowned(safe) var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }
}
