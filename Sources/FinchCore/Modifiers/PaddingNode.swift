import Foundation

/// Insets its child: the child is offered the proposal minus the insets.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.insets = EdgeInsets(
            top: Self.clean(insets.top), leading: Self.clean(insets.leading), bottom: Self.clean(insets.bottom),
            trailing: Self.clean(insets.trailing))
        super.init(child: child)
    }

    /// Non-finite insets count as zero; SwiftUI allows negative padding, and so does Finch.
    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    override func childProposal(for size: CGSize) -> ProposedViewSize {
        inner(ProposedViewSize(size))
    }

    // `if let`, not `Optional.map`: a closure here is main-actor isolated and checks the executor per call.
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        if let width = proposal.width { result.width = max(width - insets.horizontal, 0) }
        if let height = proposal.height { result.height = max(height - insets.vertical, 0) }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(inner(proposal))
        return CGSize(width: max(size.width + insets.horizontal, 0), height: max(size.height + insets.vertical, 0))
    }

    override func childOffset(childSize: CGSize, in size: CGSize) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }

    override func placeChildren() {
        child.place(
            at: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top), proposal: inner(placedProposal))
    }
}

extension View {
    /// 16 pt on the given edges (iOS's default padding), or `length`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _NodeModifier> {
        let insets = EdgeInsets(edges, length ?? 16)
        return wrapped(("padding", insets), inPlace: true) { node, _ in PaddingNode(child: node, insets: insets) }
    }

    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _NodeModifier> {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(("padding", insets), inPlace: true) { node, _ in PaddingNode(child: node, insets: insets) }
    }
}
