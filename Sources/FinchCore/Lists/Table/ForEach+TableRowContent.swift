import Foundation

/// A `ForEach` of rows: the rows its content makes for each element, in the collection's order.
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalBody() }

    public var _tableRowValues: [Content.TableRowValue] {
        var values: [Content.TableRowValue] = []
        for element in data { values += content(element)._tableRowValues }
        return values
    }
}

extension ForEach where Content: TableRowContent {
    /// Rows for each element of `data`, identified by the element's `id`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data, idOf: { $0.id }, makeContent: content)
    }

    /// Rows for each element of `data`, identified by the element's value at `id`.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TableRowValue {
        self.init(data, id: id, makeContent: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
    /// A row for each element of `data`.
    public init(_ data: Data) {
        self.init(data, idOf: { $0.id }, makeContent: { TableRow($0) })
    }
}
