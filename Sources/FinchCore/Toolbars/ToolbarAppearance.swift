import Foundation

/// How a page's navigation bar looks, as iOS 16's `.toolbarBackground` and `.toolbarColorScheme` set it:
/// its background style, when the background shows, and the colour scheme of its title and items.
struct NavigationBarAppearance: Equatable {
    var background: AnyShapeStyle?
    /// `.visible`: always drawn; `.hidden`: never (nor the bar's hairline); `.automatic` (or nil): drawn
    /// once content scrolls under the bar, as iOS's scroll-edge appearance is clear.
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?

    /// `self` with the values `other` sets and `self` does not.
    func merged(with other: NavigationBarAppearance) -> NavigationBarAppearance {
        NavigationBarAppearance(
            background: background ?? other.background,
            backgroundVisibility: backgroundVisibility ?? other.backgroundVisibility,
            colorScheme: colorScheme ?? other.colorScheme)
    }

    static func == (lhs: NavigationBarAppearance, rhs: NavigationBarAppearance) -> Bool {
        let sameBackground: Bool
        switch (lhs.background, rhs.background) {
        case (nil, nil): sameBackground = true
        case (let left?, let right?): sameBackground = areEqual(left, right)
        default: sameBackground = false
        }
        return sameBackground && lhs.backgroundVisibility == rhs.backgroundVisibility
            && lhs.colorScheme == rhs.colorScheme
    }

    /// Two styles compared as what they are. Preferences are compared on the main actor, where the
    /// graph's comparison lives; off it (never in practice) two styles count as different, which only
    /// costs a redraw of the bar.
    private static func areEqual(_ lhs: AnyShapeStyle, _ rhs: AnyShapeStyle) -> Bool {
        guard MainThread.isMainQueue else { return false }
        return MainActor.assumeIsolated { lhs.isGraphEqual(to: rhs) }
    }
}

/// How a page's title is shown, as SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let navigationMode: NavigationBarItem.TitleDisplayMode

    /// The previous page's mode; large on the first page.
    public static let automatic = ToolbarTitleDisplayMode(navigationMode: .automatic)
    /// Small, centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(navigationMode: .inline)
    /// Large and bold below the bar.
    public static let large = ToolbarTitleDisplayMode(navigationMode: .large)
    /// A large title inside the bar on iOS 17; Finch draws it as `.large`, below the bar.
    public static let inlineLarge = ToolbarTitleDisplayMode(navigationMode: .large)
}

extension View {
    /// The background the bars in `bars` draw (`.navigationBar` or `.automatic`; other bars keep theirs),
    /// shown once content scrolls under the bar unless `.toolbarBackground(.visible, for:)` shows it always.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        navigationBarAppearance(NavigationBarAppearance(background: AnyShapeStyle(style)), for: bars)
    }

    /// Whether the bars in `bars` draw their background: `.visible` always, `.hidden` never, `.automatic`
    /// once content scrolls under them.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarAppearance(NavigationBarAppearance(backgroundVisibility: visibility), for: bars)
    }

    /// Draws the title and items of the bars in `bars` in `colorScheme` (`.dark`: light text for a dark
    /// background); nil follows the page's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationBarAppearance(NavigationBarAppearance(colorScheme: colorScheme), for: bars)
    }

    /// How the page's title is shown (iOS 17's spelling of `navigationBarTitleDisplayMode`).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.navigationMode)
    }

    private func navigationBarAppearance(_ appearance: NavigationBarAppearance, for bars: [ToolbarPlacement])
        -> some View
    {
        let options =
            bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
            ? NavigationPageOptions(barAppearance: appearance) : NavigationPageOptions()
        let tabBar = bars.contains { $0.bar == .tabBar } ? appearance : NavigationBarAppearance()
        return preference(key: NavigationPageOptionsKey.self, value: options)
            .preference(key: TabBarAppearanceKey.self, value: tabBar)
    }
}

/// The tab bar's appearance, said by the current tab's content (`.toolbarBackground(_:for: .tabBar)`
/// anywhere in it); the outermost setting wins, as for the navigation bar.
struct TabBarAppearanceKey: PreferenceKey {
    static let defaultValue = NavigationBarAppearance()

    static func reduce(value: inout NavigationBarAppearance, nextValue: () -> NavigationBarAppearance) {
        value = value.merged(with: nextValue())
    }
}
