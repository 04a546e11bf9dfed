import Foundation

/// One row of a `Grid`: each of its views is a cell, in the grid's columns from the leading one
/// (a view with `gridCellColumns(n)` takes n of them). Outside a `Grid` its views are laid out as
/// in an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells sit vertically by `alignment` (nil: the grid's vertical alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The row's node, made once per identity and updated in place, like a stack's container.
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        var inner = inputs
        inner.stackAxis = .horizontal
        let cells = inner.build(content, identity: .index(0))
        if let row = inputs.node[GridRowNode.self] {
            row.update(alignment: alignment, cells: cells)
            return ViewOutputs([row], assembly: .container(row))
        }
        let row = GridRowNode(alignment: alignment, cells: cells, displayScale: inputs.environment.displayScale)
        inputs.node[GridRowNode.self] = row
        return ViewOutputs([row], assembly: .container(row))
    }
}

/// The node of a `GridRow`: the grid that holds it measures and places its cells; on its own it is
/// an `HStack` of them.
final class GridRowNode: LayoutNode, ContainerLayoutNode, NodeStorageKey {
    typealias Value = GridRowNode

    private(set) var alignment: VerticalAlignment?
    private(set) var cells: [LayoutNode]
    /// Set by the `Grid` that holds the row: its size is then what the grid gives it, and the grid
    /// places the cells itself.
    var isInGrid = false {
        didSet { if isInGrid != oldValue { clearSizeCache() } }
    }
    private let ledger = PlacementLedger()
    private var subviews: LayoutSubviews

    init(alignment: VerticalAlignment?, cells: [LayoutNode], displayScale: CGFloat) {
        self.alignment = alignment
        self.cells = cells
        self.subviews = Self.subviews(of: cells, ledger: ledger)
        super.init(displayScale: displayScale)
        for cell in cells { cell.parent = self }
    }

    private static func subviews(of cells: [LayoutNode], ledger: PlacementLedger) -> LayoutSubviews {
        var storage: [LayoutSubview] = []
        for (index, cell) in cells.enumerated() {
            storage.append(LayoutSubview(node: cell, index: index, ledger: ledger))
        }
        return LayoutSubviews(storage: storage)
    }

    override var children: [LayoutNode] { cells }

    func update(alignment: VerticalAlignment?, cells: [LayoutNode]) {
        let sameCells = cells.count == self.cells.count && zip(cells, self.cells).allSatisfy { $0 === $1 }
        guard alignment != self.alignment || !sameCells else { return }
        self.alignment = alignment
        replaceChildren(cells)
    }

    func replaceChildren(_ nodes: [LayoutNode]) {
        cells = nodes
        subviews = Self.subviews(of: nodes, ledger: ledger)
        for cell in nodes { cell.parent = self }
        invalidateLayout()
    }

    func replaceChildren(in range: Range<Int>, with nodes: [LayoutNode]) {
        guard range.count == nodes.count, range.upperBound <= cells.count else { return replaceChildren(nodes) }
        var all = cells
        all.replaceSubrange(range, with: nodes)
        replaceChildren(all)
    }

    private var stack: StackLayout {
        StackLayout(axis: .horizontal, crossAlignment: .vertical(alignment ?? .center), spacing: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        isInGrid ? proposal.replacingUnspecifiedDimensions(by: .zero) : stack.size(proposal, subviews)
    }

    override func placeChildren() {
        guard !isInGrid else { return }
        ledger.begin(count: subviews.count)
        stack.place(in: frame, placedProposal, subviews)
    }
}
