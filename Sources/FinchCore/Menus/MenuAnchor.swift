import Foundation

/// Where a menu opens: next to a view (its frame in the window when placed), or at a point (a right
/// click).
@MainActor
final class MenuAnchor {
    /// The node whose layout nodes are the view the menu belongs to.
    weak var node: ViewNode?
    /// A point in window points, which wins over the view's frame while set.
    var point: CGPoint?

    /// The anchor in window points, now (after the window's content is placed).
    var rect: CGRect {
        if let point { return CGRect(origin: point, size: .zero) }
        return sourceNodes.map(\.windowFrame).reduce(CGRect.null) { $0.union($1) }
    }

    /// The layout nodes of the anchoring view (what a lifted context menu draws again).
    var sourceNodes: [LayoutNode] { node?.outputs ?? [] }
}

/// Records its graph node in `anchor`: that node's outputs are the modified view's layout nodes.
struct _MenuAnchorModifier: ViewModifier, PrimitiveModifier {
    let anchor: MenuAnchor

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        anchor.node = inputs.node
        return .concatenated(content(inputs))
    }
}

/// Fills the window and places its child (a platter) by the anchor: its leading edge at the anchor's,
/// below it when it fits, else above, else as low as fits; always `MenuMetrics.margin` inside the window.
final class MenuPlacementNode: WrapperNode {
    let anchor: MenuAnchor

    init(child: LayoutNode, anchor: MenuAnchor) {
        self.anchor = anchor
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    override func placeChildren() {
        // As tall as its rows, but no taller than the window leaves (its rows then scroll).
        let room = max(0, frame.height - 2 * MenuMetrics.margin)
        let ideal = child.sizeThatFits(ProposedViewSize(width: MenuMetrics.width, height: nil))
        let proposal = ProposedViewSize(width: MenuMetrics.width, height: ideal.height > room ? room : nil)
        let size = child.sizeThatFits(proposal)
        let origin = MenuPlacement.origin(
            for: size, anchor: anchor.rect, gap: anchor.point == nil ? MenuMetrics.anchorGap : 0, in: frame)
        child.place(at: origin, proposal: proposal)
    }

}

/// Fills the window and centres its child (a context menu's preview, at its ideal size) on the anchor,
/// kept `MenuMetrics.margin` inside the window.
final class CentredPlacementNode: WrapperNode {
    let anchor: MenuAnchor

    init(child: LayoutNode, anchor: MenuAnchor) {
        self.anchor = anchor
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    override func placeChildren() {
        let margin = MenuMetrics.margin
        let room = ProposedViewSize(
            width: max(0, frame.width - 2 * margin), height: max(0, frame.height - 2 * margin))
        let ideal = child.sizeThatFits(.unspecified)
        let proposal = ProposedViewSize(
            width: min(ideal.width, room.width ?? 0), height: min(ideal.height, room.height ?? 0))
        let size = child.sizeThatFits(proposal)
        let target = anchor.rect
        let centre = target.isNull ? CGPoint(x: frame.midX, y: frame.midY) : CGPoint(x: target.midX, y: target.midY)
        let x = max(frame.minX + margin, min(centre.x - size.width / 2, frame.maxX - margin - size.width))
        let y = max(frame.minY + margin, min(centre.y - size.height / 2, frame.maxY - margin - size.height))
        child.place(at: CGPoint(x: x, y: y), proposal: proposal)
    }
}

/// Where a menu platter goes by its anchor (package API, for popups placed the same way).
package enum MenuPlacement {
    /// Where a platter of `size` goes by `anchor` inside `window` (pinned by `MenuTests`).
    package static func origin(for size: CGSize, anchor: CGRect, gap: CGFloat, in window: CGRect) -> CGPoint {
        let margin = MenuMetrics.margin
        let anchor = anchor.isNull ? CGRect(x: window.midX, y: window.midY, width: 0, height: 0) : anchor
        let maxX = window.maxX - margin - size.width
        let x = max(window.minX + margin, min(anchor.minX, maxX))
        let below = anchor.maxY + gap
        let above = anchor.minY - gap - size.height
        let y: CGFloat
        if below + size.height <= window.maxY - margin {
            y = below
        } else if above >= window.minY + margin {
            y = above
        } else {
            y = max(window.minY + margin, window.maxY - margin - size.height)
        }
        return CGPoint(x: x, y: y)
    }
}

/// Draws the anchoring view's layout nodes again, scaled up about their centre, over the dimmed window:
/// a context menu's lifted preview. It takes no touches.
final class LiftedCopyNode: LayoutNode {
    let anchor: MenuAnchor
    let scale: @MainActor () -> CGFloat

    init(anchor: MenuAnchor, scale: @escaping @MainActor () -> CGFloat, displayScale: CGFloat) {
        self.anchor = anchor
        self.scale = scale
        super.init(displayScale: displayScale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// It draws nodes that are not its children (whose changes do not reach it) while a menu is open.
    override var paintsEveryFrame: Bool { true }

    override func render(into items: inout [DisplayItem]) {
        let sources = anchor.sourceNodes
        guard !sources.isEmpty else { return }
        var inner: [DisplayItem] = []
        for source in sources { source.renderTree(into: &inner) }
        guard !inner.isEmpty else { return }
        // Frames are in content space; the scroll views around the source move its drawing.
        let shift = sources[0].scrollTranslation
        let bounds = sources.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        let centre = CGPoint(x: bounds.midX - shift.x, y: bounds.midY - shift.y)
        let factor = scale()
        let transform = Transform2D.translation(x: -shift.x, y: -shift.y)
            .concatenating(.about(centre, .scale(x: factor, y: factor)))
        items.append(
            .group(
                DisplayGroup(
                    transform: transform, bounds: bounds, children: inner, identity: paintIdentity)))
    }
}

/// A context menu's lifted copy of its view (`LiftedCopyNode`), at `scale`.
struct _LiftedCopy: View, PrimitiveView {
    typealias Body = Never
    var body: Never { fatalBody() }
    let anchor: MenuAnchor
    let scale: CGFloat

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let value = inputs.node.animatedValue(.lift, target: scale, transaction: inputs.transaction)
        // The graph's clock, not the graph: layout nodes must not keep the graph alive (it owns them), and a
        // weak reference would give the graph a side table, slowing every retain of it; the clock holds nothing.
        let clock = inputs.node.graph.clock
        let node = LiftedCopyNode(
            anchor: anchor, scale: { value.value(at: clock.time) },
            displayScale: inputs.environment.displayScale)
        return .leaf([node])
    }
}

extension View {
    /// Records in `anchor` the view a menu opens by.
    func menuAnchor(_ anchor: MenuAnchor) -> some View {
        modifier(_MenuAnchorModifier(anchor: anchor))
    }

    /// Centres this view (a preview) on `anchor`, filling the window.
    func centred(on anchor: MenuAnchor) -> some View {
        wrapped(nil) { node, _ in CentredPlacementNode(child: node, anchor: anchor) }
    }

    /// Places this view (a platter) by `anchor`, filling the window.
    func placed(by anchor: MenuAnchor) -> some View {
        wrapped(nil) { node, _ in MenuPlacementNode(child: node, anchor: anchor) }
    }
}
