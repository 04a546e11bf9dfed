import Foundation

/// Rows of values in columns, as SwiftUI's `Table`.
///
/// As on iOS, in a compact window (an iPhone's width) a table is a list of its first column's cells, with
/// no headers; in a regular one (600 points or wider, an iPad's) it shows every column under a row of
/// headers, a click on a sorting column's header sorting by it (again: the other way). Rows select as a
/// `List`'s do, by their ids. The rows are a collection's elements (`Table(_:columns:)`) or the
/// `TableRow`s of a `rows:` builder (`Table(of:columns:rows:)`).
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: Columns
    let selection: ListSelection?
    let sorting: TableSorting?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.tableColumnHeaderVisibility) private var headerVisibility
    @Environment(\.tableRowContextMenu) private var rowContextMenu
    @Environment(\.editMode) private var editMode

    public var body: some View {
        let columns = columns._columns
        let actions = rowActions()
        if horizontalSizeClass == .regular {
            // The headers sit over the cells: both inside the rows' layout margin.
            LayoutMarginFromWidth(
                content: VStack(spacing: 0) {
                    if headerVisibility != .hidden {
                        TableHeaderRow(columns: columns, sorting: sorting)
                        Divider()
                    }
                    List<Value.ID, _>(
                        rows: ForEach(rows) { value in
                            TableRowMenu(
                                actions: actions(value), content: TableRowCells(value: value, columns: columns))
                        },
                        selection: selection
                    )
                    .listStyle(.plain)
                })
        } else {
            // iOS shows a compact table as a list of its first column.
            List<Value.ID, _>(
                rows: ForEach(rows) { value in
                    TableRowMenu(actions: actions(value), content: columns.first?.content(value))
                },
                selection: selection)
        }
    }

    /// A row's context menu and primary action (`.contextMenu(forSelectionType:menu:primaryAction:)`): the
    /// menu for every selected row when the row is selected, else for the row alone; the primary action,
    /// as UIKit's, for a tap on the row outside edit mode, for that row (the tap also selects it).
    private func rowActions() -> @MainActor (Value) -> TableRowActions {
        guard let rowContextMenu else { return { TableRowActions(id: AnyHashable($0.id)) } }
        var selected = Set<AnyHashable>()
        if let selection {
            for row in rows where selection.contains(AnyHashable(row.id)) { selected.insert(AnyHashable(row.id)) }
        }
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        let primaryAction = isEditing ? nil : rowContextMenu.primaryAction
        return { value in
            let id = AnyHashable(value.id)
            let menu = rowContextMenu.menu(selected.contains(id) ? selected : [id])
            return TableRowActions(id: id, menu: menu, primaryAction: primaryAction)
        }
    }
}

extension Table {
    /// A table of a row for each element of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value, Never>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table selecting one row by its id.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value, Never>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// A table selecting several rows by their ids.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value, Never>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// A table whose sorting columns' headers set `sortOrder` (the app sorts `data` by it).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
    )
    where
        Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
        Columns == _TableColumns<Value, Sort>
    {
        self.init(rows: Array(data), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A sortable table selecting one row by its id.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
    )
    where
        Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
        Columns == _TableColumns<Value, Sort>
    {
        self.init(
            rows: Array(data), columns: columns(), selection: ListSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// A sortable table selecting several rows by their ids.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
    )
    where
        Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
        Columns == _TableColumns<Value, Sort>
    {
        self.init(
            rows: Array(data), columns: columns(), selection: ListSelection(selection),
            sorting: TableSorting(sortOrder))
    }
}

/// A table's sort order: which column sorts first and which way, and what a click on a header does.
@MainActor
struct TableSorting {
    /// The order of the column whose comparator is the first of the sort order, nil for other columns.
    let order: (any SortComparator) -> SortOrder?
    /// Sorts by the column's comparator first: the other way if it already sorts first, else forward.
    let sort: (any SortComparator) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        /// Whether `column` and `sort` compare the same way, whatever their order.
        func same(_ column: Sort, _ sort: Sort) -> Bool {
            var column = column
            column.order = sort.order
            return column == sort
        }
        order = { column in
            guard let column = column as? Sort, let first = binding.wrappedValue.first, same(column, first) else {
                return nil
            }
            return first.order
        }
        sort = { column in
            guard var column = column as? Sort else { return }
            var sortOrder = binding.wrappedValue
            if let first = sortOrder.first, same(column, first) {
                sortOrder[0].order = first.order == .forward ? .reverse : .forward
            } else {
                sortOrder.removeAll { same(column, $0) }
                column.order = .forward
                sortOrder.insert(column, at: 0)
            }
            binding.wrappedValue = sortOrder
        }
    }
}

/// A regular table's headers: each column's title in its width, a chevron by the one sorting first.
private struct TableHeaderRow<Row>: View {
    let columns: [_TableColumnModel<Row>]
    let sorting: TableSorting?
    @Environment(\.layoutMargin) private var layoutMargin

    var body: some View {
        HStack(spacing: TableMetrics.columnSpacing) {
            ForEach(columns.indices, id: \.self) { index in
                header(columns[index]).tableColumnFrame(columns[index])
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
        .padding(.horizontal, layoutMargin)
        .padding(.vertical, 8)
    }

    @ViewBuilder private func header(_ column: _TableColumnModel<Row>) -> some View {
        if let sorting, let comparator = column.comparator {
            Button {
                sorting.sort(comparator)
            } label: {
                HStack(spacing: 4) {
                    column.label
                    if let order = sorting.order(comparator) {
                        Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
                            .font(.caption.weight(.bold))
                    }
                }
            }
            .buttonStyle(.plain)
        } else {
            column.label
        }
    }
}

/// One row of a regular table: each column's cell in its width.
private struct TableRowCells<Row>: View {
    let value: Row
    let columns: [_TableColumnModel<Row>]

    var body: some View {
        HStack(spacing: TableMetrics.columnSpacing) {
            ForEach(columns.indices, id: \.self) { index in
                columns[index].content(value).tableColumnFrame(columns[index])
            }
        }
    }
}

/// Finch's measures for a regular table (iPadOS's look, measured by eye: no public numbers).
enum TableMetrics {
    static let columnSpacing: CGFloat = 12
}

extension View {
    /// The frame of a cell or header of `column`: its width, and its alignment across it.
    fileprivate func tableColumnFrame<Row>(_ column: _TableColumnModel<Row>) -> some View {
        let alignment = column.alignment.frameAlignment
        return Group {
            switch column.width {
            case .flexible:
                frame(maxWidth: .infinity, alignment: alignment)
            case .fixed(let width):
                frame(width: width, alignment: alignment)
            case .bounded(let minimum, let ideal, let maximum):
                frame(minWidth: minimum, idealWidth: ideal, maxWidth: maximum ?? .infinity, alignment: alignment)
            }
        }
    }
}
