import Foundation

/// Takes the whole proposal and puts its child's centre at a point of its own space.
final class PositionNode: WrapperNode {
    let position: CGPoint

    init(child: LayoutNode, position: CGPoint) {
        self.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = (proposal.width == nil || proposal.height == nil) ? child.sizeThatFits(proposal) : .zero
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    override func childOffset(childSize: CGSize, in size: CGSize) -> CGPoint {
        CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2)
    }

    override func placeChildren() {
        let size = child.sizeThatFits(placedProposal)
        let offset = childOffset(childSize: size, in: frame.size)
        child.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: placedProposal)
    }
}

extension View {
    /// Centres this view at `position` in its parent's space; it takes all the space offered.
    @inlinable
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier._position(position))
    }

    @inlinable
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _NodeModifier> {
        position(CGPoint(x: x, y: y))
    }
}

extension _NodeModifier {
    /// `.position`'s modifier, made here rather than in the inlinable `position(_:)` that applies it (see
    /// "Modifiers inlined into the app" in docs/architecture.md).
    @usableFromInline
    static func _position(_ position: CGPoint) -> _NodeModifier {
        var modifier = _NodeModifier(key: TypedModifierKey(("position", position))) { node, _ in
            PositionNode(child: node, position: position)
        }
        modifier.wrapsInPlace = true
        return modifier
    }
}
