import Foundation

/// A node sized and aligned as its primary child, with other children it places itself (an overlay's
/// layers, a list row's separator): what a stack asks of a subview (layout priority, spacer length,
/// layout values, size, alignment guides) is the primary's, as SwiftUI's layering modifiers answer.
class PrimaryForwardingNode: LayoutNode {
    let primary: LayoutNode
    /// The primary's, read once (fixed when a node is made; see `WrapperNode`).
    private let primaryPriority: Double
    private let primarySpacerMinLength: CGFloat?

    init(primary: LayoutNode) {
        self.primary = primary
        primaryPriority = primary.layoutPriority
        primarySpacerMinLength = primary.spacerMinLength
        super.init(displayScale: primary.displayScale)
        primary.parent = self
    }

    override var layoutPriority: Double { primaryPriority }
    override var spacerMinLength: CGFloat? { primarySpacerMinLength }

    override func layoutValue<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value? {
        primary.layoutValue(key)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        primary.sizeThatFits(proposal)
    }

    override var explicitGuides: ExplicitGuides { primary.explicitGuides }
    override var explicitGuidesAreFixed: Bool { primary.explicitGuidesAreFixed }

    override func dimensions(in size: CGSize) -> ViewDimensions {
        primary.dimensions(in: size)
    }
}
