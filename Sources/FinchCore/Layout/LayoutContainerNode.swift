import Foundation

/// The node of any container laid out by a `Layout` (stacks included).
final class LayoutContainerNode<L: Layout>: LayoutNode, ContainerLayoutNode, NodeStorageKey {
    typealias Value = LayoutContainerNode<L>

    private(set) var layout: L {
        didSet { firstChildOnTop = (layout as? any FirstSubviewOnTopLayout)?.drawsFirstSubviewOnTop ?? false }
    }
    /// The layout's `FirstSubviewOnTopLayout` answer, read when the layout is set (not at every paint).
    private var firstChildOnTop: Bool
    override var drawsFirstChildLast: Bool { firstChildOnTop }
    private(set) var childNodes: [LayoutNode]
    private var subviews: LayoutSubviews
    private var cache: L.Cache?
    /// True for the stack the graph puts around several root views.
    var isImplicitRoot = false
    private var dimensionsCache: [(size: CGSize, dimensions: ViewDimensions)] = []
    private var explicitGuidesCache: ExplicitGuides?
    /// Which subviews the current placement pass placed.
    private let ledger: PlacementLedger

    init(layout: L, children: [LayoutNode], displayScale: CGFloat) {
        self.layout = layout
        firstChildOnTop = (layout as? any FirstSubviewOnTopLayout)?.drawsFirstSubviewOnTop ?? false
        self.childNodes = children
        let ledger = PlacementLedger()
        self.ledger = ledger
        self.subviews = Self.subviews(of: children, startingAt: 0, ledger: ledger)
        super.init(displayScale: displayScale)
        for child in children { child.parent = self }
    }

    /// Subviews for `nodes`, the first at position `first` (a loop: a closure passed to `map` here
    /// would check the main actor's executor for every child).
    private static func subviews(of nodes: [LayoutNode], startingAt first: Int, ledger: PlacementLedger)
        -> LayoutSubviews
    {
        var storage: [LayoutSubview] = []
        storage.reserveCapacity(nodes.count)
        for (offset, node) in nodes.enumerated() {
            storage.append(LayoutSubview(node: node, index: first + offset, ledger: ledger))
        }
        return LayoutSubviews(storage: storage)
    }

    /// The container's view was evaluated again: a new layout value or new children re-measure it;
    /// the same ones keep every cached size.
    ///
    /// - Complexity: O(children) pointer comparisons; only changed children are replaced.
    func update(layout newLayout: L, children nodes: [LayoutNode]) {
        if !ValueEquality.areEqual(typed: layout, newLayout) {
            layout = newLayout
            cache = nil
            replaceChildren(nodes)
            return
        }
        guard nodes.count == childNodes.count else { return replaceChildren(nodes) }
        var index = 0
        while index < nodes.count {
            guard nodes[index] !== childNodes[index] else {
                index += 1
                continue
            }
            // A run of changed children, replaced in place.
            var end = index + 1
            while end < nodes.count, nodes[end] !== childNodes[end] { end += 1 }
            replaceChildren(in: index..<end, with: Array(nodes[index..<end]))
            index = end
        }
    }

    /// New children after a descendant view re-evaluated; the layout cache is updated and sizes re-measured.
    func replaceChildren(_ nodes: [LayoutNode]) {
        childNodes = nodes
        subviews = Self.subviews(of: nodes, startingAt: 0, ledger: ledger)
        for child in nodes { child.parent = self }
        if var current = cache {
            layout.updateCache(&current, subviews: subviews)
            cache = current
        }
        invalidateLayout()
    }

    func replaceChildren(in range: Range<Int>, with nodes: [LayoutNode]) {
        guard range.count == nodes.count, range.upperBound <= childNodes.count else { return replaceChildren(nodes) }
        // In place: both arrays are uniquely held here, so only the changed entries are touched.
        childNodes.replaceSubrange(range, with: nodes)
        subviews.storage.replaceSubrange(
            range, with: Self.subviews(of: nodes, startingAt: range.lowerBound, ledger: ledger).storage)
        for child in nodes { child.parent = self }
        if var current = cache {
            layout.updateCache(&current, subviews: subviews)
            cache = current
        }
        invalidateLayout()
    }

    override var children: [LayoutNode] { childNodes }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        let result = body(&current)
        cache = current
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren() {
        ledger.begin(count: subviews.count)
        let bounds = frame
        let proposal = placedProposal
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        // SwiftUI centres a subview the layout forgot to place, offering it the container's proposal.
        guard ledger.placedCount < subviews.count else { return }
        for subview in subviews.storage where !ledger.wasPlaced(subview.index) {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    /// A stack's guides follow its children, which can be replaced; other containers' never change.
    override var explicitGuidesAreFixed: Bool { L.self != HStackLayout.self && L.self != VStackLayout.self }

    /// Containers report text baselines only: stacks when a subview may have one, custom layouts
    /// always (their `explicitAlignment` decides), `ZStackLayout` never (it has no explicit guides).
    override var explicitGuides: ExplicitGuides {
        if let explicitGuidesCache { return explicitGuidesCache }
        let guides: ExplicitGuides
        if L.self == ZStackLayout.self {
            guides = []
        } else if L.self == HStackLayout.self || L.self == VStackLayout.self {
            var any = false
            for child in childNodes where child.explicitGuides.mayContain(VerticalAlignment.firstTextBaseline) {
                any = true
                break
            }
            guides = any ? .textBaselines : []
        } else {
            guides = .textBaselines
        }
        explicitGuidesCache = guides
        return guides
    }

    /// Baseline guides cost a walk of the whole subtree, and stacks ask each subview for its
    /// dimensions several times per pass (cross extent, placement, their own baselines), so they
    /// are cached per size like sizes are; without this, nested stacks take exponential time.
    override func dimensions(in size: CGSize) -> ViewDimensions {
        for entry in dimensionsCache where entry.size == size { return entry.dimensions }
        let dimensions = computeDimensions(in: size)
        if dimensionsCache.count >= 8 { dimensionsCache.removeFirst() }
        dimensionsCache.append((size, dimensions))
        return dimensions
    }

    override func clearSizeCache() {
        dimensionsCache.removeAll()
        super.clearSizeCache()
    }

    override func invalidateLayout() {
        dimensionsCache.removeAll()
        explicitGuidesCache = nil
        super.invalidateLayout()
    }

    private func computeDimensions(in size: CGSize) -> ViewDimensions {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        var guides: [ObjectIdentifier: CGFloat] = [:]
        for guide in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
            let value = withCache {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
            if let value { guides[guide.id] = value }
        }
        return ViewDimensions(size: size, verticalGuides: guides)
    }
}
