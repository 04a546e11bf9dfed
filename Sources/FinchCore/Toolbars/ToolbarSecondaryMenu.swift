import Foundation

/// A page's `.secondaryAction` items gathered into one "more" button at the trailing end of its
/// navigation bar, as iOS 16 and later do: the `ellipsis.circle` symbol, opening `Menu`'s platter of
/// the items (their buttons, menus, dividers and sections; other views are left out, as in any menu).
struct ToolbarSecondaryMenu: View {
    let entries: [ToolbarEntry]

    var body: some View {
        Menu {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in entry.content }
        } label: {
            Image(systemName: "ellipsis.circle")
        }
    }
}

/// One view of a `ToolbarItemGroup` in a menu: the menu entries of the view it stands for.
extension ViewListElement: MenuContent {
    var menuElements: [MenuElement] { MenuElements.of(list.view(at: index)) }
}
