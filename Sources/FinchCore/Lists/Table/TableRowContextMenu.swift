import Foundation

/// A `.contextMenu(forSelectionType:menu:)` for the rows of the tables below it: the menu for a set of row
/// ids, type-erased (nil when the ids are not of the menu's selection type).
struct TableRowContextMenu {
    let menu: @MainActor (Set<AnyHashable>) -> AnyView?
}

private struct TableRowContextMenuKey: EnvironmentKey {
    static var defaultValue: TableRowContextMenu? { nil }
}

extension EnvironmentValues {
    /// The context menu of the rows of tables below (`.contextMenu(forSelectionType:menu:)`).
    var tableRowContextMenu: TableRowContextMenu? {
        get { self[TableRowContextMenuKey.self] }
        set { self[TableRowContextMenuKey.self] = newValue }
    }
}

extension View {
    /// Gives the rows of the tables below a context menu for the rows it acts on, as SwiftUI's: a right
    /// click or long press on a selected row's cells gives `menu` the ids of every selected row, on
    /// another row's the id of that row. A menu without entries opens nothing. (Finch's lists do not read
    /// it, nor does it open over a table's empty area; `primaryAction:` is not there yet.)
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M
    ) -> some View {
        environment(
            \.tableRowContextMenu,
            TableRowContextMenu { ids in
                var items = Set<I>()
                for id in ids {
                    guard let item = id.base as? I else { return nil }
                    items.insert(item)
                }
                return AnyView(menu(items))
            })
    }
}

/// A table row's cells, with the table's row context menu when it has entries for the row.
struct TableRowMenu<Content: View>: View {
    let menu: AnyView?
    let content: Content

    var body: some View {
        if let menu, !MenuElements.of(menu).isEmpty {
            // Anywhere on the cells, not only on their text.
            content.contentShape(Rectangle()).contextMenu { menu }
        } else {
            content
        }
    }
}
