import Foundation

/// The rows of a table made from a collection (its type, as SwiftUI's `TableForEachContent`): a row for
/// each element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never

    let data: Data

    public var tableRowBody: Never { fatalBody() }
    public var _tableRowValues: [Data.Element] { Array(data) }
}
