import Foundation

/// A node with exactly one child that it lays out itself (padding, frames, effects…).
///
/// Layout priority, layout values and spacer-ness pass through, as they do through SwiftUI modifiers.
class WrapperNode: LayoutNode {
    let child: LayoutNode
    /// The child's priority and spacer length, read once: both are fixed when a node is made (a
    /// wrapper's child never changes), and a stack asks every subview for them on every pass, which
    /// would otherwise walk each subview's chain of wrappers down to its leaf.
    private let childPriority: Double
    private let childSpacerMinLength: CGFloat?
    /// The child's explicit guides, read once when they cannot change (nil when they can): a stack
    /// reads every subview's guides several times a pass, through each chain of wrappers.
    private let fixedChildGuides: ExplicitGuides?

    init(child: LayoutNode) {
        self.child = child
        childPriority = child.layoutPriority
        childSpacerMinLength = child.spacerMinLength
        fixedChildGuides = child.explicitGuidesAreFixed ? child.explicitGuides : nil
        super.init(displayScale: child.displayScale)
        child.parent = self
    }

    override var children: [LayoutNode] { [child] }

    /// Its one child, without the array `children` makes (painting walks every wrapper of every view).
    override func render(into items: inout [DisplayItem]) {
        child.renderTree(into: &items)
    }
    override var layoutPriority: Double { childPriority }
    override var zIndex: Double { ownZIndex != 0 ? ownZIndex : child.zIndex }
    override var spacerMinLength: CGFloat? { childSpacerMinLength }
    override var explicitGuides: ExplicitGuides { fixedChildGuides ?? child.explicitGuides }
    override var explicitGuidesAreFixed: Bool { fixedChildGuides != nil }

    override func layoutValue<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value? {
        child.layoutValue(key)
    }

    /// By default the child fills this node exactly.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func placeChildren() {
        child.place(at: frame.origin, proposal: placedProposal)
    }

    /// Explicit guides of the child, shifted by where the child sits inside this node.
    override func dimensions(in size: CGSize) -> ViewDimensions {
        guard !child.explicitGuides.isEmpty else { return ViewDimensions(size: size) }
        let childSize = child.sizeThatFits(childProposal(for: size))
        let inner = child.dimensions(in: childSize)
        guard inner.hasExplicitGuides else { return ViewDimensions(size: size) }
        return inner.shifted(by: childOffset(childSize: childSize, in: size), size: size)
    }

    /// The proposal the child receives when this node has `size` (used for guides).
    func childProposal(for size: CGSize) -> ProposedViewSize { ProposedViewSize(size) }

    /// Where the child's top-leading corner sits inside this node of `size`.
    func childOffset(childSize: CGSize, in size: CGSize) -> CGPoint { .zero }
}
