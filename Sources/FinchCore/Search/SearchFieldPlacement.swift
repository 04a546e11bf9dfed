import Foundation

/// Where a searchable view's field goes, as SwiftUI's `SearchFieldPlacement`. Finch draws every
/// placement as iOS draws `.automatic` in a navigation stack: at the top of the page (see `searchable`).
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The drawer under the navigation bar, shown always or only once scrolled (drawn the same).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// When the drawer shows its field.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic
        case always
    }
}

/// Ends the search a view is in, as SwiftUI's `DismissSearch`: the field loses the focus and its text
/// is cleared. Outside a searchable view it does nothing.
public struct DismissSearch: Sendable {
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearch {}
}

extension EnvironmentValues {
    /// True inside a searchable view while its field has the focus or holds text.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the searchable view around this one.
    public internal(set) var dismissSearch: DismissSearch {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
