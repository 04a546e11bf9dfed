import Foundation

/// A column of a `Table`, as SwiftUI's `TableColumn`: a title, and how a row's value shows in the column.
/// A column made with `value:` can sort the rows by that value (a click on its header, where headers show).
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent
{
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width = TableColumnWidth.flexible
    var alignment = TableColumnAlignment.automatic

    public var _columns: [_TableColumnModel<RowValue>] {
        let content = content
        return [
            _TableColumnModel(
                label: AnyView(label), content: { AnyView(content($0)) }, width: width, alignment: alignment,
                comparator: comparator)
        ]
    }

    /// A column `width` points wide (nil: flexible).
    public func width(_ width: CGFloat?) -> Self {
        var column = self
        column.width = width.map { .fixed(max(0, $0)) } ?? .flexible
        return column
    }

    /// A column between `min` and `max` points wide, `ideal` when there is room.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
        var column = self
        column.width = .bounded(min: min, ideal: ideal, max: max)
        return column
    }

    /// Where the column's cells sit across it.
    public func alignment(_ alignment: TableColumnAlignment) -> Self {
        var column = self
        column.alignment = alignment
        return column
    }

    /// Accepted: Finch's tables do not let the user hide or reorder columns.
    public func customizationID(_ id: String) -> Self { self }

    /// Accepted: Finch's tables do not let the user hide columns.
    public func defaultVisibility(_ visibility: Visibility) -> Self { self }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` drawing each row with `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, comparator: nil)
    }

    /// A column titled `title` drawing each row with `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: nil)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column titled `titleKey` showing each row's string at `value`, sorting by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
        self.init(
            label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) },
            comparator: KeyPathComparator(value))
    }

    /// A column titled `title` showing each row's string at `value`, sorting by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
        self.init(
            label: Text(title), content: { Text(verbatim: $0[keyPath: value]) }, comparator: KeyPathComparator(value))
    }

    /// A column showing each row's string at `value`, sorting it with `comparator` (a `String.Comparator`).
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator
    ) {
        self.init(
            label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) },
            comparator: KeyPathComparator(value, comparator: comparator))
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey` drawing each row with `content`, sorting by the comparable `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), content: content, comparator: KeyPathComparator(value))
    }

    /// A column titled `title` drawing each row with `content`, sorting by the comparable `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content, comparator: KeyPathComparator(value))
    }
}
