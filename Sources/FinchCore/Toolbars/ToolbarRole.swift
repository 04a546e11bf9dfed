import Foundation

/// What a page's toolbar is for, as SwiftUI's `ToolbarRole`. On an iPhone only `.editor` changes the bar:
/// the back button shows its chevron without the previous page's title (on an iPad the title also moves
/// to the leading edge, and `.browser` does the same; Finch lays a page out as an iPhone does).
public struct ToolbarRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationStack, browser, editor }
    let kind: Kind

    /// The platform's choice: `.navigationStack` on iOS.
    public static let automatic = ToolbarRole(kind: .automatic)
    /// A page of a navigation stack: the back button with the previous page's title.
    public static let navigationStack = ToolbarRole(kind: .navigationStack)
    /// A browser's pages (on an iPhone as `.navigationStack`).
    public static let browser = ToolbarRole(kind: .browser)
    /// An editor: the back button shows no title.
    public static let editor = ToolbarRole(kind: .editor)
}

extension View {
    /// Sets the role of the page's toolbar (set on the page's content, as its title is).
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        preference(key: NavigationPageOptionsKey.self, value: NavigationPageOptions(toolbarRole: role))
    }
}
