import Foundation

/// Builds a table's rows, as SwiftUI's `TableRowBuilder`: `TableRow`s, `ForEach`es of them and other row
/// content of the table's value type, in order, with `if` and `if`/`else`.
@resultBuilder
@MainActor
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> _TableRows<Value>
    where Content.TableRowValue == Value {
        _TableRows(_tableRowValues: content._tableRowValues)
    }

    public static func buildBlock(_ parts: _TableRows<Value>...) -> _TableRows<Value> {
        _TableRows(_tableRowValues: parts.flatMap(\._tableRowValues))
    }

    public static func buildOptional(_ part: _TableRows<Value>?) -> _TableRows<Value> {
        part ?? _TableRows(_tableRowValues: [])
    }

    public static func buildEither(first part: _TableRows<Value>) -> _TableRows<Value> {
        part
    }

    public static func buildEither(second part: _TableRows<Value>) -> _TableRows<Value> {
        part
    }

    public static func buildLimitedAvailability(_ part: _TableRows<Value>) -> _TableRows<Value> {
        part
    }
}
