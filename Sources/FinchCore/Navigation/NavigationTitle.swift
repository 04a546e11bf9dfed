import Foundation

/// How a page's title is shown in the navigation bar, as SwiftUI's
/// `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The previous page's mode; large on the first page, as iOS's navigation views.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large and bold below the bar.
        case large
    }
}

/// What a page says about its bar: set by `.navigationTitle` and friends anywhere in the page, read by
/// the navigation stack. The outermost setting wins, as in SwiftUI (the first in the page's tree).
struct NavigationPageOptions: Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var hidesBackButton: Bool?
    /// `.toolbarRole(_:)`: `.editor` shows the back button without its title, as on an iPhone.
    var toolbarRole: ToolbarRole?
    /// Set by `.toolbar(.hidden, for: .navigationBar)` and `.navigationBarHidden(_:)`.
    var hidesBar: Bool?
    /// The page's background colour, set by a list so the bar above it matches.
    var background: Color?
    /// The bar's background and colour scheme (`.toolbarBackground`, `.toolbarColorScheme`).
    var barAppearance = NavigationBarAppearance()

    /// `self` with the values `other` sets and `self` does not.
    func merged(with other: NavigationPageOptions) -> NavigationPageOptions {
        NavigationPageOptions(
            title: title ?? other.title, displayMode: displayMode ?? other.displayMode,
            hidesBackButton: hidesBackButton ?? other.hidesBackButton, toolbarRole: toolbarRole ?? other.toolbarRole,
            hidesBar: hidesBar ?? other.hidesBar,
            background: background ?? other.background, barAppearance: barAppearance.merged(with: other.barAppearance))
    }
}

struct NavigationPageOptionsKey: PreferenceKey {
    static let defaultValue = NavigationPageOptions()

    static func reduce(value: inout NavigationPageOptions, nextValue: () -> NavigationPageOptions) {
        value = value.merged(with: nextValue())
    }
}

extension View {
    /// The title of the page this view is in, shown in the navigation bar.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationPageOptionsKey.self, value: NavigationPageOptions(title: String(title)))
    }

    /// The title of the page this view is in, shown in the navigation bar.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.plainString)
    }

    /// A title the page may rename, as iOS 16's `navigationTitle(_: Binding<String>)`: shown as the
    /// binding's value. (iOS renames it from the title's menu; Finch's bar shows it without that menu.)
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
    }

    /// How the page's title is shown: large below the bar, or inline in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationPageOptionsKey.self, value: NavigationPageOptions(displayMode: displayMode))
    }

    /// The page's title (the iOS 13 spelling of `navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The page's title (the iOS 13 spelling), a localisation key (a string literal, looked up as `Text`'s).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The page's title (the iOS 13 spelling of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The page's title and how it is shown (the iOS 13 spelling).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        preference(
            key: NavigationPageOptionsKey.self,
            value: NavigationPageOptions(title: String(title), displayMode: displayMode))
    }

    /// The page's title, a localisation key (a string literal, looked up as `Text`'s), and how it is shown.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// The page's title and how it is shown (the iOS 13 spelling).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(title.plainString, displayMode: displayMode)
    }

    /// Hides the bar's back button on this page (a swipe from the edge still goes back, as on iOS).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: NavigationPageOptionsKey.self, value: NavigationPageOptions(hidesBackButton: hidesBackButton))
    }
}
