import Foundation

/// Whether content fits inside its space or fills it (cropping where clipped).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// Offers its child the largest (fit) or smallest covering (fill) size of a given shape.
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
        super.init(child: child)
    }

    /// The width ÷ height to keep: given, or the child's ideal shape.
    private var effectiveRatio: CGFloat? {
        if let ratio { return ratio }
        let ideal = child.sizeThatFits(.unspecified)
        guard ideal.height > 0, ideal.width > 0, ideal.width.isFinite, ideal.height.isFinite else { return nil }
        return ideal.width / ideal.height
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil, let ratio = effectiveRatio else { return proposal }
        // Scale the (ratio × 1) rectangle; an unspecified dimension does not constrain.
        let scaleX = proposal.width.map { $0 / ratio }
        let scaleY = proposal.height
        let factors = [scaleX, scaleY].compactMap { $0 }
        var scale: CGFloat
        switch contentMode {
        case .fit: scale = factors.min() ?? 0
        case .fill:
            // Finch's choice: with one dimension unspecified, fill uses the given one (never infinity).
            scale = factors.count == 2 ? factors.max() ?? 0 : factors.first ?? 0
            if !scale.isFinite { scale = factors.filter(\.isFinite).min() ?? 0 }
        }
        return ProposedViewSize(width: ratio * scale, height: scale)
    }

    override func childProposal(for size: CGSize) -> ProposedViewSize { inner(ProposedViewSize(size)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(inner(proposal))
    }

    override func placeChildren() {
        child.place(at: frame.origin, proposal: inner(placedProposal))
    }
}

extension View {
    /// Keeps content at `aspectRatio` (width ÷ height), or its own shape when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<
        Self, _NodeModifier
    > {
        wrapped(("aspectRatio", aspectRatio, contentMode)) { node, _ in
            AspectRatioNode(child: node, ratio: aspectRatio, contentMode: contentMode)
        }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil
        return self.aspectRatio(ratio, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
