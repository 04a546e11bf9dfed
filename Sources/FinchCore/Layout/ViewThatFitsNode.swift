import Foundation

/// The node of a `ViewThatFits`: it measures its candidates in order and takes the size of the first
/// whose ideal size fits the proposal along its axes (the last when none does).
///
/// Every candidate stays built (each keeps its state while another shows), but only the one chosen
/// at the last placement is a child for drawing, hit testing and the accessibility tree.
final class ViewThatFitsNode: LayoutNode, ContainerLayoutNode, NodeStorageKey {
    typealias Value = ViewThatFitsNode

    private(set) var axes: Axis.Set
    private(set) var candidates: [LayoutNode]
    /// The candidate placed last, nil before the first placement.
    private var shown: Int?

    init(axes: Axis.Set, candidates: [LayoutNode], displayScale: CGFloat) {
        self.axes = axes
        self.candidates = candidates
        super.init(displayScale: displayScale)
        for candidate in candidates { candidate.parent = self }
    }

    override var children: [LayoutNode] {
        guard let shown, shown < candidates.count else { return [] }
        return [candidates[shown]]
    }

    func update(axes: Axis.Set, children nodes: [LayoutNode]) {
        let changed = axes != self.axes
        self.axes = axes
        if changed || nodes.count != candidates.count || zip(nodes, candidates).contains(where: { $0 !== $1 }) {
            replaceChildren(nodes)
        }
    }

    func replaceChildren(_ nodes: [LayoutNode]) {
        candidates = nodes
        for node in nodes { node.parent = self }
        invalidateLayout()
    }

    func replaceChildren(in range: Range<Int>, with nodes: [LayoutNode]) {
        guard range.count == nodes.count, range.upperBound <= candidates.count else { return replaceChildren(nodes) }
        candidates.replaceSubrange(range, with: nodes)
        for node in nodes { node.parent = self }
        invalidateLayout()
    }

    /// The first candidate whose ideal size along `axes` fits `proposal` there (an unspecified
    /// dimension fits anything), else the last; nil without candidates.
    func choice(for proposal: ProposedViewSize) -> Int? {
        guard !candidates.isEmpty else { return nil }
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, candidate) in candidates.enumerated().dropLast() {
            let size = candidate.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return candidates.count - 1
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let index = choice(for: proposal) else { return .zero }
        return candidates[index].sizeThatFits(proposal)
    }

    override func placeChildren() {
        let proposal = placedProposal
        let index = choice(for: proposal)
        if index != shown {
            shown = index
            setNeedsPaint()
        }
        guard let index else { return }
        candidates[index].place(at: frame.origin, proposal: proposal)
    }
}
