import Foundation

/// Columns made from a collection, as SwiftUI's `TableColumnForEach` (iOS 17.4): the columns `content` makes
/// for each element, in the collection's order, among the table's other columns.
public struct TableColumnForEach<Data, ID, RowValue, Sort, Content>: TableColumnContent
where
    Data: RandomAccessCollection, ID: Hashable, Content: TableColumnContent, RowValue == Content.TableRowValue,
    Sort == Content.TableColumnSortComparator
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    /// The elements the columns are made from.
    public var data: Data
    /// Makes an element's columns.
    public var content: (Data.Element) -> Content
    /// Columns for each element of `data`, identified by the element's `id`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// Columns for each element of `data`, identified by the element's value at `id` (Finch's columns
    /// keep no state of their own, so the ids are not read).
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }

    public var _columns: [_TableColumnModel<RowValue>] {
        var columns: [_TableColumnModel<RowValue>] = []
        for element in data { columns += content(element)._columns }
        return columns
    }
}
