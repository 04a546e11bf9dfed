import Foundation

/// The node of `.geometryGroup()`: lays out as its child; while its own frame glides, the views inside
/// move with it, each gliding only by what it moved within the group.
///
/// Finch animates a change of layout per layout node, from its old frame to its new one, both in window
/// points. Inside a group that glides, a node whose frame changed in the same pass follows the group
/// (see `LayoutNode.updateFrameAnimation` and `displayFrame`): the part of its move the group made is
/// the group's glide, and only the rest (its move within the group) is its own, with its own
/// transaction's animation. With one animation for both the result is what the nodes would have drawn
/// anyway; with different ones (an `.animation(_:value:)` inside), the views inside stay with the group
/// instead of taking their own paths across the window. Layout, sizes, hit testing and what a geometry
/// reader is told are unchanged.
final class GeometryGroupNode: WrapperNode {
    /// Whether any group was ever made in the process: until one is, placement never looks for one.
    private(set) static var isInUse = false

    /// How far the group moved in the placement pass `shiftPass` (zero in any other pass).
    private var shift = CGPoint.zero
    private var shiftPass = -1

    override init(child: LayoutNode) {
        Self.isInUse = true
        super.init(child: child)
    }

    /// How far the group's frame moved in the pass placing it now: the part of a node's move inside it
    /// that is the group's.
    var placementShift: CGPoint {
        shiftPass == owner?.graph.pipeline.placementPass ? shift : .zero
    }

    override func updateFrameAnimation() {
        let before = owner?.placedFrame(ordinal)
        super.updateFrameAnimation()
        guard let before, let pass = owner?.graph.pipeline.placementPass else { return }
        shift = CGPoint(x: frame.minX - before.minX, y: frame.minY - before.minY)
        shiftPass = pass
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
    /// views inside move with it (see `GeometryGroupNode` for what that changes in Finch).
    public func geometryGroup() -> ModifiedContent<Self, _NodeModifier> {
        wrapped("geometryGroup") { node, _ in GeometryGroupNode(child: node) }
    }
}
