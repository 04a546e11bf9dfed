import Foundation

/// Offers its child `nil` on the chosen axes, so the child takes its ideal size there.
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func childProposal(for size: CGSize) -> ProposedViewSize { inner(ProposedViewSize(size)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(inner(proposal))
    }

    override func placeChildren() {
        child.place(at: frame.origin, proposal: inner(placedProposal))
    }
}

/// Takes its child's own priority in stacks.
final class LayoutPriorityNode: WrapperNode {
    let priority: Double

    init(child: LayoutNode, priority: Double) {
        self.priority = priority.isFinite ? priority : 0
        super.init(child: child)
    }

    override var layoutPriority: Double { priority }
}

/// Carries a value for a custom `Layout` to read through `LayoutSubview`.
final class LayoutValueNode<Key: LayoutValueKey>: WrapperNode {
    let value: Key.Value

    init(child: LayoutNode, value: Key.Value) {
        self.value = value
        super.init(child: child)
    }

    override func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        if key == Key.self, let value = value as? K.Value { return value }
        return child.layoutValue(key)
    }
}

extension View {
    /// The ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(("fixedSize", horizontal, vertical)) { node, _ in
            FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical)
        }
    }

    /// Stacks size higher-priority children first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(("layoutPriority", value)) { node, _ in LayoutPriorityNode(child: node, priority: value) }
    }

    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _NodeModifier> {
        let value = value
        return wrapped(nil) { node, _ in LayoutValueNode<K>(child: node, value: value) }
    }
}
