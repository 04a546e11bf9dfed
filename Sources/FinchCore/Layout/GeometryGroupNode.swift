import Foundation

/// The node of `.geometryGroup()`: lays out as its child; while its own frame glides, the views inside
/// are drawn where they were placed in it, moving with it, rather than each gliding on its own.
///
/// Finch animates a change of layout per layout node, from its old frame to its new one, both in window
/// points. Inside a group that glides, a node whose frame changed in the same pass does not glide on its
/// own: it follows the group (see `LayoutNode.updateFrameAnimation`). So a view that moved inside the
/// group (or changed size) takes its new place in the group at once, and the group carries it; a view
/// that only moved because the group did looks as before. Layout, sizes, hit testing and what a
/// geometry reader is told are unchanged.
final class GeometryGroupNode: WrapperNode {
    /// Whether any group was ever made in the process: until one is, placement never looks for one.
    private(set) static var isInUse = false

    override init(child: LayoutNode) {
        Self.isInUse = true
        super.init(child: child)
    }
}

extension LayoutNode {
    /// The nearest geometry group above this node, if its own frame is gliding at `time`.
    func movingGeometryGroup(at time: Double) -> GeometryGroupNode? {
        var ancestor = parent
        while let current = ancestor {
            if let group = current as? GeometryGroupNode { return group.isGliding(at: time) ? group : nil }
            ancestor = current.parent
        }
        return nil
    }
}

extension View {
    /// Makes this view's position and size one group: they are worked out and animated here, and the
    /// views inside follow (see `GeometryGroupNode` for what that changes in Finch).
    public func geometryGroup() -> ModifiedContent<Self, _NodeModifier> {
        wrapped("geometryGroup") { node, _ in GeometryGroupNode(child: node) }
    }
}
