import Foundation

/// Tables whose rows a `TableRowBuilder` makes (`TableRow`s, `ForEach`es of them), as SwiftUI's
/// `Table(of:columns:rows:)` and its forms; `of:` may be left out when the rows name the value type.
extension Table {
    /// A table of the rows `rows` makes.
    public init(
        of valueType: Value.Type = Value.self,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value, Never>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Rows == _TableRows<Value>, Columns == _TableColumns<Value, Never> {
        self.init(rows: rows()._tableRowValues, columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of the rows `rows` makes, selecting one by its id.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value, Never>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Rows == _TableRows<Value>, Columns == _TableColumns<Value, Never> {
        self.init(
            rows: rows()._tableRowValues, columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// A table of the rows `rows` makes, selecting several by their ids.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value, Never>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Rows == _TableRows<Value>, Columns == _TableColumns<Value, Never> {
        self.init(
            rows: rows()._tableRowValues, columns: columns(), selection: ListSelection(selection), sorting: nil)
    }

    /// A table of the rows `rows` makes whose sorting columns' headers set `sortOrder` (the app orders
    /// its rows by it).
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Rows == _TableRows<Value>, Sort.Compared == Value, Columns == _TableColumns<Value, Sort> {
        self.init(
            rows: rows()._tableRowValues, columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A sortable table of the rows `rows` makes, selecting one by its id.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Rows == _TableRows<Value>, Sort.Compared == Value, Columns == _TableColumns<Value, Sort> {
        self.init(
            rows: rows()._tableRowValues, columns: columns(), selection: ListSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// A sortable table of the rows `rows` makes, selecting several by their ids.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Rows == _TableRows<Value>, Sort.Compared == Value, Columns == _TableColumns<Value, Sort> {
        self.init(
            rows: rows()._tableRowValues, columns: columns(), selection: ListSelection(selection),
            sorting: TableSorting(sortOrder))
    }
}
