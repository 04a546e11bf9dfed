import Foundation

/// How a `List` looks, as SwiftUI's `ListStyle`: set with `.listStyle(_:)`.
public protocol ListStyle {}

/// What Finch draws for a list style.
enum ListAppearance: Hashable, Sendable {
    /// Rows the full width on white, separators from the text to the edge, plain section headers.
    case plain
    /// Sections as full-width white bands on the grouped background.
    case grouped
    /// Sections as rounded white cards inset from the sides of the grouped background (iOS's default).
    case insetGrouped
}

/// A style Finch knows how to draw.
protocol ListAppearanceProviding {
    var appearance: ListAppearance { get }
}

/// Rows edge to edge (`.plain`).
public struct PlainListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .plain }
}

/// Full-width sections on the grouped background (`.grouped`).
public struct GroupedListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .grouped }
}

/// Rounded sections inset from the sides (`.insetGrouped`).
public struct InsetGroupedListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

/// Plain rows inset from the sides (`.inset`): drawn as `.plain` on a phone, as iOS does in a narrow window.
public struct InsetListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .plain }
}

/// A sidebar (`.sidebar`): on a phone iOS draws it as an inset grouped list.
public struct SidebarListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

/// The platform's default (`.automatic`): inset grouped, as iOS 15 and later.
public struct DefaultListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

private struct ListAppearanceKey: EnvironmentKey {
    static let defaultValue = ListAppearance.insetGrouped
}

extension EnvironmentValues {
    /// The look of lists in this view (`.listStyle`).
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let appearance = (style as? any ListAppearanceProviding)?.appearance ?? .insetGrouped
        return transformEnvironmentValues(("listStyle", appearance)) { $0.listAppearance = appearance }
    }
}
