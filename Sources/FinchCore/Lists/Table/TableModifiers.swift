import Foundation

private struct TableColumnHeaderVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether tables below show their column headers (`.tableColumnHeaders`).
    var tableColumnHeaderVisibility: Visibility {
        get { self[TableColumnHeaderVisibilityKey.self] }
        set { self[TableColumnHeaderVisibilityKey.self] = newValue }
    }
}

/// How a table looks, as SwiftUI's `TableStyle`: `.automatic` and `.inset` (iOS's two) draw Finch's one
/// table; `.bordered` (macOS's) draws it too.
public protocol TableStyle {}

/// The platform's table look.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

/// A table inset from its container's edges.
public struct InsetTableStyle: TableStyle {
    public init() {}
}

/// A table with borders (macOS).
public struct BorderedTableStyle: TableStyle {
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

extension View {
    /// Accepted: every table style draws Finch's table (see `TableStyle`).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        self
    }

    /// Shows or hides the column headers of tables below (a compact table never shows them, as iOS).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeaderVisibility, visibility)
    }
}
