import Foundation

/// The window's root while something is presented: the content laid out as usual, and each
/// presentation's layer over the whole window, drawn and hit in front of it (a sheet and its dimming).
final class PresentationContainerNode: LayoutNode {
    let content: LayoutNode
    let layers: [LayoutNode]
    /// The window's size, which presentation layers cover.
    var windowSize: CGSize = .zero

    init(content: LayoutNode, layers: [LayoutNode], displayScale: CGFloat) {
        self.content = content
        self.layers = layers
        super.init(displayScale: displayScale)
        content.parent = self
        for layer in layers { layer.parent = self }
    }

    override var children: [LayoutNode] { [content] + layers }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(proposal)
    }

    override func placeChildren() {
        content.place(at: frame.origin, proposal: placedProposal)
        let window = ProposedViewSize(windowSize)
        for layer in layers { layer.place(at: .zero, proposal: window) }
    }
}
