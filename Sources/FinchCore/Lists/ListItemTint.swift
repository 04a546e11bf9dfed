import Foundation

/// The tint of a list's items, as SwiftUI's `ListItemTint`: on iOS, the colour of the icons of the
/// `Label`s in a list's rows (the accent colour when none is set).
public struct ListItemTint: Sendable {
    enum Kind: Sendable {
        case fixed(Color)
        case preferred(Color)
        case monochrome
    }

    let kind: Kind

    /// A tint the system does not change.
    public static func fixed(_ tint: Color) -> ListItemTint {
        ListItemTint(kind: .fixed(tint))
    }

    /// A tint the system may override (on macOS, with the user's accent colour; on iOS it is kept).
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(kind: .preferred(tint))
    }

    /// A standard grey tint.
    public static let monochrome = ListItemTint(kind: .monochrome)

    /// The colour an icon is drawn in.
    var color: Color {
        switch kind {
        case .fixed(let color), .preferred(let color): return color
        case .monochrome: return SystemColors.systemGray
        }
    }
}

private struct ListItemTintKey: EnvironmentKey {
    static let defaultValue: ListItemTint? = nil
}

extension EnvironmentValues {
    /// The tint of list items in this view (`.listItemTint`; nil: the accent colour).
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint of the list items in this view (a row, a section, or a whole list): the icons of
    /// their labels take it.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environment(\.listItemTint, tint)
    }

    /// Sets a fixed tint for the list items in this view.
    public func listItemTint(_ tint: Color?) -> some View {
        environment(\.listItemTint, tint.map { .fixed($0) })
    }
}
