import Foundation

/// Marks a container for `containerRelativeFrame` (a navigation page's content area): the views inside
/// sized from it see what it was offered, and measure again when that changes.
final class ContainerSizeNode: WrapperNode {
    /// What the container was last offered (by the last `computeSize`, or its placement).
    private(set) var lastProposal: ProposedViewSize = .unspecified
    /// The views inside sized from this container.
    let dependents = ContainerRelativeNodes()

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        offered(proposal)
        return super.computeSize(proposal)
    }

    override func placeChildren() {
        offered(placedProposal)
        super.placeChildren()
    }

    private func offered(_ proposal: ProposedViewSize) {
        guard proposal != lastProposal else { return }
        lastProposal = proposal
        dependents.containerResized(below: self)
    }
}

extension View {
    /// Makes this view a container `containerRelativeFrame` measures inside it against.
    func containerRelativeFrameContainer() -> ModifiedContent<Self, _NodeModifier> {
        wrapped("containerRelativeFrameContainer") { node, _ in ContainerSizeNode(child: node) }
    }
}
