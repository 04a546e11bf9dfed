import Foundation

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: a tab bar along the bottom, or pages
/// swiped sideways.
@MainActor
public protocol TabViewStyle {
    /// The look a `TabView` takes from the style.
    var _tabViewLook: TabViewLook { get }
}

/// What a tab view draws, from its style.
public enum TabViewLook: Sendable, Equatable {
    case tabBar
    case pages(dots: PageTabViewStyle.IndexDisplayMode)
}

/// The platform's default: iOS's tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _tabViewLook: TabViewLook { .tabBar }
}

/// Full-size pages swiped sideways, with a row of dots for the current page.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never }
        let kind: Kind
        /// With more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        public static let always = IndexDisplayMode(kind: .always)
        public static let never = IndexDisplayMode(kind: .never)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _tabViewLook: TabViewLook { .pages(dots: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewLookKey: EnvironmentKey {
    static let defaultValue = TabViewLook.tabBar
}

extension EnvironmentValues {
    var tabViewLook: TabViewLook {
        get { self[TabViewLookKey.self] }
        set { self[TabViewLookKey.self] = newValue }
    }
}

extension View {
    /// How the `TabView`s in this view show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewLook, style._tabViewLook)
    }
}
