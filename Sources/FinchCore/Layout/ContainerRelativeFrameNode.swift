import Foundation

/// The node of `.containerRelativeFrame`: a frame whose width and/or height are worked out from the
/// size of the nearest container, then the child aligned in it as in a `.frame(width:height:)`.
///
/// The container is the nearest scroll view around (its visible size: what it was offered, less the
/// insets it keeps at its top and bottom) or navigation page (the space under its bar), else the window. An axis the container leaves unknown (a
/// scroll view offered no height) takes the child's size, as an axis not asked for does.
///
/// The frame's size depends on something other than its proposal, which the size caches do not see:
/// the scroll view or the window forgets this node's sizes when its own size changes (see
/// `ContainerRelativeNodes`, kept by each scroll view and by the window's pipeline).
final class ContainerRelativeFrameNode: WrapperNode {
    private let axes: Axis.Set
    private let alignment: Alignment
    private let length: (CGFloat, Axis) -> CGFloat

    init(child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        super.init(child: child)
    }

    /// The frame's width and height now (nil: the proposal's, as a frame without that dimension).
    private func fixedSize() -> (width: CGFloat?, height: CGFloat?) {
        let container = containerSize()
        func resolve(_ axis: Axis, _ available: CGFloat?) -> CGFloat? {
            // A container offered an unbounded length (a stack probing it) has none to share out.
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let available, available.isFinite
            else { return nil }
            let value = length(available, axis)
            return value.isFinite ? max(0, value) : nil
        }
        return (resolve(.horizontal, container.width), resolve(.vertical, container.height))
    }

    /// The visible size of the nearest scroll view around, else the window's; registers this node with
    /// whichever it is, to be measured again when that size changes.
    private func containerSize() -> (width: CGFloat?, height: CGFloat?) {
        var ancestor = parent
        while let current = ancestor {
            if let scroll = current as? ScrollViewNode {
                scroll.registerContainerRelative(self)
                return scroll.visibleSize
            }
            if let container = current as? ContainerSizeNode {
                container.dependents.add(self)
                return (container.lastProposal.width, container.lastProposal.height)
            }
            ancestor = current.parent
        }
        guard let pipeline = owner?.graph.pipeline else { return (nil, nil) }
        pipeline.windowRelativeNodes.add(self)
        return (pipeline.lastLayoutSize?.width, pipeline.lastLayoutSize?.height)
    }

    private func inner(_ proposal: ProposedViewSize, _ fixed: (width: CGFloat?, height: CGFloat?)) -> ProposedViewSize {
        ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fixed = fixedSize()
        if let width = fixed.width, let height = fixed.height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(inner(proposal, fixed))
        return CGSize(width: fixed.width ?? size.width, height: fixed.height ?? size.height)
    }

    override func childProposal(for size: CGSize) -> ProposedViewSize { ProposedViewSize(size) }

    override func childOffset(childSize: CGSize, in size: CGSize) -> CGPoint {
        alignedOffset(childSize: childSize, in: size, alignment: alignment)
    }

    override func placeChildren() {
        let proposal = inner(placedProposal, fixedSize())
        let offset = alignedOffset(childSize: child.sizeThatFits(proposal), in: frame.size, alignment: alignment)
        child.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: proposal)
    }
}

/// The layout nodes sized from one container's size (a scroll view's or the window's), which forget
/// their cached sizes when that size changes: their proposals may not have.
@MainActor
final class ContainerRelativeNodes {
    /// By identity; weak, so a node gone is skipped and dropped.
    private var nodes: [ObjectIdentifier: WeakLayoutNode] = [:]
    /// How many were alive at the last clean-up: nodes are made again with their views, so entries for
    /// those gone are dropped whenever the table has doubled since.
    private var aliveAtLastSweep = 0

    func add(_ node: LayoutNode) {
        let id = ObjectIdentifier(node)
        // A node gone may have left its identity to a new one: that one is registered afresh.
        if nodes[id]?.node === node { return }
        nodes[id] = WeakLayoutNode(node)
        if nodes.count > 2 * aliveAtLastSweep + 16 { sweep() }
    }

    /// The container's size changed: each node alive drops its cached sizes and those of the nodes
    /// between it and `container` (every ancestor when nil: the window).
    func containerResized(below container: LayoutNode?) {
        guard !nodes.isEmpty else { return }
        sweep()
        for entry in nodes.values {
            guard let node = entry.node else { continue }
            if let container { node.invalidateLayout(below: container) } else { node.invalidateLayout() }
        }
    }

    private func sweep() {
        nodes = nodes.filter { $0.value.node != nil }
        aliveAtLastSweep = nodes.count
    }
}

extension View {
    /// A frame as large as the nearest container (a scroll view's visible area, else the window) along
    /// `axes`, the view aligned in it.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<
        Self, _NodeModifier
    > {
        wrapped(("containerRelativeFrame", axes, alignment)) { node, _ in
            ContainerRelativeFrameNode(child: node, axes: axes, alignment: alignment) { length, _ in length }
        }
    }

    /// A frame spanning `span` of `count` equal parts of the container along `axes`, with `spacing`
    /// between the parts: (length − spacing × (count − 1)) ÷ count × span + spacing × (span − 1).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _NodeModifier> {
        let count = max(count, 1)
        let span = max(span, 1)
        let spacing = spacing.isFinite ? spacing : 0
        return wrapped(("containerRelativeFrame", axes, count, span, spacing, alignment)) { node, _ in
            ContainerRelativeFrameNode(child: node, axes: axes, alignment: alignment) { length, _ in
                let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                return part * CGFloat(span) + spacing * CGFloat(span - 1)
            }
        }
    }

    /// A frame whose length along each of `axes` is what `length` makes of the container's length then.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _NodeModifier> {
        // A closure cannot be compared: a new evaluation makes a new frame node.
        wrapped(nil) { node, _ in
            ContainerRelativeFrameNode(child: node, axes: axes, alignment: alignment, length: length)
        }
    }
}
