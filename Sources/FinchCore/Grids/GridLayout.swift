import Foundation

/// The layout of a `Grid`, usable on its own as SwiftUI's `GridLayout`: rows and columns of cells,
/// each column as wide as its widest cell and each row as tall as its tallest.
///
/// Columns share the offered width as an `HStack`'s children share it (the least flexible column
/// first, each offered an equal part of what is left), measured by their single-column cells; rows
/// then share the height the same way, measured by their cells at the columns' widths. Cells that
/// span columns, and cells unsized along an axis (`gridCellUnsizedAxes`), take the space they are
/// given and do not size the columns or rows.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    /// A grid placing cells by `alignment` in their cells, with the given gaps (nil: 8 pt).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private var columnGap: CGFloat { Self.gap(horizontalSpacing) }
    private var rowGap: CGFloat { Self.gap(verticalSpacing) }

    private static func gap(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing, spacing.isFinite else { return GridTracks.defaultSpacing }
        return max(0, spacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = trackSizes(GridTable(subviews), proposal)
        return CGSize(width: total(sizes.widths, columnGap), height: total(sizes.heights, rowGap))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let table = GridTable(subviews)
        let sizes = trackSizes(table, proposal)
        let xs = starts(sizes.widths, columnGap, from: bounds.minX)
        let ys = starts(sizes.heights, rowGap, from: bounds.minY)
        // Rows are placed across the whole grid; their cells are placed below, by the grid.
        for (row, subview) in subviews.enumerated() {
            guard subview.node is GridRowNode else { continue }
            let frame = CGRect(x: bounds.minX, y: ys[row], width: bounds.width, height: sizes.heights[row])
            subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
        for cell in table.cells {
            let rect = CGRect(
                x: xs[cell.column], y: ys[cell.row], width: spanWidth(cell, sizes.widths),
                height: sizes.heights[cell.row])
            place(cell, in: rect, table: table)
        }
    }

    private func place(_ cell: GridCell, in rect: CGRect, table: GridTable) {
        let proposal = ProposedViewSize(rect.size)
        let size = cell.node.sizeThatFits(proposal)
        let origin: CGPoint
        if let anchor = cell.anchor {
            origin = CGPoint(
                x: rect.minX + (rect.width - size.width) * anchor.x,
                y: rect.minY + (rect.height - size.height) * anchor.y)
        } else {
            let columnGuide = cell.span == 1 ? table.columnAlignments[cell.column] : nil
            let guides = Alignment(
                horizontal: columnGuide ?? alignment.horizontal,
                vertical: table.rowAlignments[cell.row] ?? alignment.vertical)
            origin = cell.node.origin(forSize: size, in: rect, alignment: guides)
        }
        // A lone view is a subview of the grid (the grid's container notes it placed); a row's cell is not.
        if let subview = cell.subview {
            subview.place(at: origin, proposal: proposal)
        } else {
            cell.node.place(at: origin, proposal: proposal)
        }
    }

    // MARK: Sizing

    /// Column widths, then row heights at those widths.
    private func trackSizes(_ table: GridTable, _ proposal: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat])
    {
        let widths = share(proposal.width, count: table.columnCount, gap: columnGap) { column, offer in
            var width: CGFloat = 0
            for cell in table.cells where cell.column == column && cell.span == 1 {
                guard !cell.unsizedAxes.contains(.horizontal) else { continue }
                width = max(width, cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
            }
            return width
        }
        let heights = share(proposal.height, count: table.rowCount, gap: rowGap) { row, offer in
            var height: CGFloat = 0
            for cell in table.cells where cell.row == row && !cell.unsizedAxes.contains(.vertical) {
                let width = spanWidth(cell, widths)
                height = max(height, cell.node.sizeThatFits(ProposedViewSize(width: width, height: offer)).height)
            }
            return height
        }
        return (widths, heights)
    }

    /// Lengths for `count` tracks sharing `available` (less the gaps) as an `HStack` shares its
    /// width: least flexible first (length offered infinity less length offered zero), each offered
    /// an equal part of what is left. With no length offered, every track takes its ideal length.
    private func share(
        _ available: CGFloat?, count: Int, gap: CGFloat, measure: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard count > 0 else { return [] }
        guard let available else { return (0..<count).map { measure($0, nil) } }
        let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
        let order = (0..<count).sorted {
            flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = available - gap * CGFloat(count - 1)
        var left = count
        for index in order {
            let offer = remaining.isFinite ? max(0, remaining / CGFloat(left)) : .infinity
            lengths[index] = measure(index, offer)
            remaining -= lengths[index]
            left -= 1
        }
        return lengths
    }

    private func total(_ lengths: [CGFloat], _ gap: CGFloat) -> CGFloat {
        lengths.isEmpty ? 0 : lengths.reduce(0, +) + gap * CGFloat(lengths.count - 1)
    }

    /// Where each track starts.
    private func starts(_ lengths: [CGFloat], _ gap: CGFloat, from origin: CGFloat) -> [CGFloat] {
        var position = origin
        return lengths.map { length in
            defer { position += length + gap }
            return position
        }
    }

    /// The width of the columns a cell spans, with the gaps between them.
    private func spanWidth(_ cell: GridCell, _ widths: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + columnGap * CGFloat(end - cell.column - 1)
    }
}
