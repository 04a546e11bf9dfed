import Foundation

/// A row of a `Table` for one value, as SwiftUI's `TableRow`: each column shows its cell for the value.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let value: Value

    /// A row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    public var tableRowBody: Never { fatalBody() }
    public var _tableRowValues: [Value] { [value] }
}
