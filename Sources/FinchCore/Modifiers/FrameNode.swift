import Foundation

/// A fixed frame: a given dimension is the frame's size whatever the child picks.
final class FixedFrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        // An infinite fixed size (a slip for `maxWidth: .infinity`) would make the frame unplaceable and
        // invisible; like NaN it counts as unspecified, so the frame takes the proposal's or the child's size.
        self.width = ProposedViewSize.sanitize(width).flatMap { $0.isFinite ? $0 : nil }
        self.height = ProposedViewSize.sanitize(height).flatMap { $0.isFinite ? $0 : nil }
        self.alignment = alignment
        super.init(child: child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func childProposal(for size: CGSize) -> ProposedViewSize { inner(ProposedViewSize(size)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(inner(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    override func childOffset(childSize: CGSize, in size: CGSize) -> CGPoint {
        alignedOffset(childSize: childSize, in: size, alignment: alignment)
    }

    override func placeChildren() {
        let proposal = inner(placedProposal)
        let offset = alignedOffset(childSize: child.sizeThatFits(proposal), in: frame.size, alignment: alignment)
        child.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: proposal)
    }
}

extension WrapperNode {
    /// Where a child of `childSize` sits inside `size` when their `alignment` guides coincide.
    func alignedOffset(childSize: CGSize, in size: CGSize, alignment: Alignment) -> CGPoint {
        let outer = ViewDimensions(size: size)
        return CGPoint(
            x: outer[alignment.horizontal] - child.guide(alignment.horizontal, in: childSize),
            y: outer[alignment.vertical] - child.guide(alignment.vertical, in: childSize))
    }
}

extension View {
    /// A frame of fixed width and/or height; the content is aligned inside and may overflow.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<
        Self, _NodeModifier
    > {
        wrapped(("frame", width, height, alignment), inPlace: true) { node, _ in
            FixedFrameNode(child: node, width: width, height: height, alignment: alignment)
        }
    }
}
