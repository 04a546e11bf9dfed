import Foundation

/// A `.contextMenu(forSelectionType:menu:)` for the rows of the tables below it: the menu for a set of row
/// ids, type-erased (nil when the ids are not of the menu's selection type).
struct TableRowContextMenu {
    let menu: @MainActor (Set<AnyHashable>) -> AnyView?
    /// What a tap on a row does besides selecting it, with the row's id.
    let primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
}

/// What a row's cells do besides showing: their context menu and their primary action.
struct TableRowActions {
    /// The row's id.
    let id: AnyHashable
    var menu: AnyView?
    /// Called with the row's id alone.
    var primaryAction: (@MainActor (Set<AnyHashable>) -> Void)?
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
    /// another row's the id of that row. A menu without entries opens nothing. Outside edit mode a tap
    /// on a row's cells selects it and calls `primaryAction` with its id. (Finch's lists do not read
    /// it, nor does the menu open over a table's empty area.)
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        /// The ids as the app's type (nil when one is of another).
        func items(_ ids: Set<AnyHashable>) -> Set<I>? {
            var items = Set<I>()
            for id in ids {
                guard let item = id.base as? I else { return nil }
                items.insert(item)
            }
            return items
        }
        var rowAction: (@MainActor (Set<AnyHashable>) -> Void)?
        if let primaryAction {
            rowAction = { ids in
                if let items = items(ids) { primaryAction(items) }
            }
        }
        let rowMenu = TableRowContextMenu(
            menu: { ids in items(ids).map { AnyView(menu($0)) } }, primaryAction: rowAction)
        return environment(\.tableRowContextMenu, rowMenu)
    }
}

/// A table row's cells, with the table's row context menu when it has entries for the row, and its
/// primary action.
struct TableRowMenu<Content: View>: View {
    let actions: TableRowActions
    let content: Content

    var body: some View {
        if let primaryAction = actions.primaryAction {
            let id = actions.id
            // Simultaneous: the row's own tap still selects it.
            withMenu.contentShape(Rectangle()).simultaneousGesture(TapGesture().onEnded { primaryAction([id]) })
        } else {
            withMenu
        }
    }

    @ViewBuilder private var withMenu: some View {
        if let menu = actions.menu, !MenuElements.of(menu).isEmpty {
            // Anywhere on the cells, not only on their text.
            content.contentShape(Rectangle()).contextMenu { menu }
        } else {
            content
        }
    }
}
