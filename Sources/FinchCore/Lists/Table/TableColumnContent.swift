import Foundation

/// A table's columns, as SwiftUI's `TableColumnContent`: a `TableColumn`, or several made by a
/// `TableColumnBuilder`.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// How the columns sort their rows (`Never` for columns that do not sort).
    associatedtype TableColumnSortComparator: SortComparator

    /// The columns, in order (Finch's, hidden: what a table draws).
    var _columns: [_TableColumnModel<TableRowValue>] { get }
}

/// One column as a table draws it: its title, how it draws a row, its width and the comparator a click
/// on its header sorts by.
public struct _TableColumnModel<Row> {
    let label: AnyView
    /// Called on the main actor, where the table is built.
    let content: (Row) -> AnyView
    let width: TableColumnWidth
    let alignment: TableColumnAlignment
    /// The column's `SortComparator` (of the table's comparator type), when it sorts.
    let comparator: (any SortComparator)?
}

/// How wide a column is (`TableColumn.width`): flexible (sharing what is left), fixed, or within bounds.
enum TableColumnWidth {
    case flexible
    case fixed(CGFloat)
    case bounded(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}

/// Where a column's cells sit across it, as SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
    let alignment: HorizontalAlignment?

    public static let automatic = TableColumnAlignment(alignment: nil)
    public static let leading = TableColumnAlignment(alignment: .leading)
    public static let center = TableColumnAlignment(alignment: .center)
    public static let trailing = TableColumnAlignment(alignment: .trailing)
    public static let numeric = TableColumnAlignment(alignment: .trailing)

    /// The frame alignment of a cell.
    var frameAlignment: Alignment {
        switch alignment {
        case .some(.center): return .center
        case .some(.trailing): return .trailing
        default: return .leading
        }
    }
}
