import Foundation

/// iOS 13's context menu as a value (deprecated in SwiftUI, still in tutorials and CS193p 2020–2023):
/// `.contextMenu(ContextMenu { … })`, or `nil` for none.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

extension View {
    /// Adds `contextMenu`'s items as `contextMenu(menuItems:)` does; nil opens nothing (the view is kept as
    /// it is, so a menu that comes and goes does not rebuild it).
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        _ContextMenuHost(
            content: self, items: contextMenu?.items, preview: Optional<EmptyView>.none, isEnabled: contextMenu != nil)
    }
}
