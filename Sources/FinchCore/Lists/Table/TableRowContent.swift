import Foundation

/// A table's rows, as SwiftUI's `TableRowContent`: a `TableRow`, a `ForEach` of them, several made by a
/// `TableRowBuilder`, or a type of the app's own whose `tableRowBody` is made of them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of the values the rows show.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The rows this content is made of (`Never` for Finch's own row content).
    associatedtype TableRowBody: TableRowContent

    /// The rows this content is made of.
    var tableRowBody: TableRowBody { get }

    /// The rows' values, in order (Finch's, hidden: what a table draws).
    var _tableRowValues: [TableRowValue] { get }
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    /// An app's row content shows the rows of its body.
    public var _tableRowValues: [TableRowValue] { tableRowBody._tableRowValues }
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableRowBody = Never

    public var tableRowBody: Never { fatalBody() }
    public var _tableRowValues: [Never] { [] }
}

/// The rows a `TableRowBuilder` makes: every row given, in order.
public struct _TableRows<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    public let _tableRowValues: [Value]
    public var tableRowBody: Never { fatalBody() }
}
