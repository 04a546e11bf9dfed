import Foundation

/// How a `NavigationView` shows its pages (iOS 13–15's API, deprecated in SwiftUI for `NavigationStack`
/// and `NavigationSplitView`). On an iPhone every style shows one page at a time, pushed on a stack, as
/// Finch's `NavigationView` does; the styles are accepted so that code builds unchanged.
public protocol NavigationViewStyle {}

/// The platform's style: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// One page at a time, pushed on a stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A sidebar beside the detail on a wide screen; a stack on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets how the `NavigationView`s inside show their pages; on an iPhone, as in Finch, always as a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
