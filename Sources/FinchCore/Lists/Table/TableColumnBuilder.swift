import Foundation

/// The columns a `TableColumnBuilder` makes: every column given, in order.
public struct _TableColumns<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    public let _columns: [_TableColumnModel<RowValue>]
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`, in order, with `if` and `if`/`else`.
///
/// Any column of the rows' type is taken: one that sorts by the table's comparator type sorts (a click on
/// its header), others only show (a `value:` column in a table without `sortOrder:`).
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column: its row type is the table's (named here so that `TableColumn("Name", value: \.name)` needs no
    /// root type), its comparator any.
    public static func buildExpression<ColumnSort, Content, Label>(
        _ column: TableColumn<RowValue, ColumnSort, Content, Label>
    ) -> _TableColumns<RowValue, Sort> {
        _TableColumns(_columns: column._columns)
    }

    /// Columns made from a collection: their row and comparator types are the table's (named here so
    /// that the columns inside need not name them).
    public static func buildExpression<Data, ID, Content>(
        _ columns: TableColumnForEach<Data, ID, RowValue, Sort, Content>
    ) -> _TableColumns<RowValue, Sort> {
        _TableColumns(_columns: columns._columns)
    }

    /// Other column content of the table's row type.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> _TableColumns<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        _TableColumns(_columns: column._columns)
    }

    public static func buildBlock(_ parts: _TableColumns<RowValue, Sort>...) -> _TableColumns<RowValue, Sort> {
        _TableColumns(_columns: parts.flatMap(\._columns))
    }

    public static func buildOptional(_ part: _TableColumns<RowValue, Sort>?) -> _TableColumns<RowValue, Sort> {
        part ?? _TableColumns(_columns: [])
    }

    public static func buildEither(first part: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> {
        part
    }

    public static func buildEither(second part: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> {
        part
    }
}
