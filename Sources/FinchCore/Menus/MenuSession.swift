import Combine
import Foundation

/// An open menu: the elements it lists, the submenus opened in place, the row the keyboard highlights,
/// and how it closes. The platter observes it; the menu's key handler drives it.
@MainActor
final class MenuSession: ObservableObject {
    /// Closes the menu (sets the presenter's binding to false).
    var close: @MainActor () -> Void = {}
    /// The top level's elements (replaced when the presenter is evaluated again; the platter reads them
    /// when it is built).
    var elements: [MenuElement] = []
    /// The submenus opened in place, outermost first: their titles and elements.
    @Published private(set) var path: [(title: AnyView, elements: [MenuElement])] = []
    /// The highlighted row of the level shown (an index into `rows`), moved by the arrow keys.
    @Published var highlighted: Int?

    /// The rows of the level shown.
    var rows: [MenuRow] { MenuElement.rows(of: path.last?.elements ?? elements) }

    /// Back to the top level with nothing highlighted (the menu opens again).
    func reset() {
        if !path.isEmpty { path = [] }
        if highlighted != nil { highlighted = nil }
    }

    /// Opens a submenu in place of the rows shown.
    func open(title: AnyView, elements: [MenuElement]) {
        path.append((title, elements))
        highlighted = nil
    }

    /// Goes back to the level above; false at the top.
    @discardableResult
    func back() -> Bool {
        guard !path.isEmpty else { return false }
        path.removeLast()
        highlighted = nil
        return true
    }

    /// Runs a row: a button closes the menu and then runs its action (as iOS runs it once the menu has
    /// gone); a submenu opens in place.
    func activate(_ row: MenuRow) {
        switch row {
        case .button(let item):
            guard item.isEnabled else { return }
            close()
            item.action()
        case .submenu(let title, _, let elements):
            open(title: title, elements: elements)
        case .label, .header, .gap:
            break
        }
    }

    /// Moves the highlight to the next (or previous) selectable row, wrapping around.
    func moveHighlight(by step: Int) {
        let rows = rows
        let selectable = rows.indices.filter { rows[$0].isSelectable }
        guard !selectable.isEmpty else { return }
        // With nothing highlighted yet, a picker's menu moves from its checked choice (as the choice
        // it shows is where the user is).
        let checked = selectable.first { index in
            if case .button(let item) = rows[index] { return item.isChecked }
            return false
        }
        guard let current = highlighted ?? checked, let position = selectable.firstIndex(of: current) else {
            highlighted = step > 0 ? selectable.first : selectable.last
            return
        }
        highlighted = selectable[(position + step + selectable.count) % selectable.count]
    }

    /// Keys while the menu is in front: Up/Down move the highlight, Return or Space runs it, Right opens
    /// a highlighted submenu, Left goes back a level, Escape closes the whole menu. Every other key is
    /// taken too (a menu is modal while open), except Tab, which is left alone.
    func handle(_ event: KeyEvent) -> Bool {
        switch event.keyCode {
        case MenuKeys.down: moveHighlight(by: 1)
        case MenuKeys.up: moveHighlight(by: -1)
        case MenuKeys.returnKey, MenuKeys.enter, MenuKeys.space:
            if let highlighted, rows.indices.contains(highlighted) { activate(rows[highlighted]) }
        case MenuKeys.right:
            if let highlighted, rows.indices.contains(highlighted), case .submenu = rows[highlighted] {
                activate(rows[highlighted])
            }
        case MenuKeys.left: back()
        case MenuKeys.escape: close()
        default: return false
        }
        return true
    }
}

/// GDK key values the menus read.
enum MenuKeys {
    static let up: UInt32 = 0xff52
    static let down: UInt32 = 0xff54
    static let left: UInt32 = 0xff51
    static let right: UInt32 = 0xff53
    static let returnKey: UInt32 = 0xff0d
    static let enter: UInt32 = 0xff8d
    static let space: UInt32 = 0x20
    static let escape: UInt32 = 0xff1b
    static let tab: UInt32 = 0xff09
}
