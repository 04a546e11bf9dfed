import Foundation

/// One cell of a `Grid`: a view of a `GridRow`, or a view standing alone in the grid (a row of its
/// own, spanning every column).
struct GridCell {
    let node: LayoutNode
    let row: Int
    let column: Int
    let span: Int
    let unsizedAxes: Axis.Set
    let anchor: UnitPoint?
    /// The cell's place among the grid's subviews, for a lone view (a row's cells are not subviews).
    let subview: LayoutSubview?
}

/// A `Grid`'s subviews as rows and columns, read afresh at every measurement (a row's cells can
/// change without the grid's subviews changing).
@MainActor
struct GridTable {
    private(set) var cells: [GridCell] = []
    private(set) var rowCount = 0
    private(set) var columnCount = 0
    /// Each row's vertical alignment (a `GridRow`'s own), nil for the grid's.
    private(set) var rowAlignments: [VerticalAlignment?] = []
    /// Each column's horizontal alignment, from `gridColumnAlignment` on one of its cells.
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
        var loneCells: [Int] = []
        for subview in subviews.storage {
            let row = rowCount
            rowCount += 1
            guard let gridRow = subview.node as? GridRowNode else {
                // Spans every column: its span is known once all rows are read.
                loneCells.append(cells.count)
                cells.append(Self.cell(subview.node, row: row, column: 0, span: 0, subview: subview))
                rowAlignments.append(nil)
                continue
            }
            gridRow.isInGrid = true
            rowAlignments.append(gridRow.alignment)
            var column = 0
            for node in gridRow.cells {
                let span = max(1, node.layoutValue(GridCellColumnsKey.self) ?? 1)
                cells.append(Self.cell(node, row: row, column: column, span: span))
                column += span
            }
            columnCount = max(columnCount, column)
        }
        columnCount = max(columnCount, loneCells.isEmpty ? 0 : 1)
        for index in loneCells {
            let lone = cells[index]
            cells[index] = Self.cell(lone.node, row: lone.row, column: 0, span: columnCount, subview: lone.subview)
        }
        readColumnAlignments()
    }

    private static func cell(
        _ node: LayoutNode, row: Int, column: Int, span: Int, subview: LayoutSubview? = nil
    ) -> GridCell {
        GridCell(
            node: node, row: row, column: column, span: span,
            unsizedAxes: node.layoutValue(GridCellUnsizedAxesKey.self) ?? [],
            anchor: node.layoutValue(GridCellAnchorKey.self) ?? nil, subview: subview)
    }

    /// The first `gridColumnAlignment` found in a column sets it for the whole column.
    private mutating func readColumnAlignments() {
        columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in cells where cell.span == 1 && columnAlignments[cell.column] == nil {
            columnAlignments[cell.column] = cell.node.layoutValue(GridColumnAlignmentKey.self) ?? nil
        }
    }
}
