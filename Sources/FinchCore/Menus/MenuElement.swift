import Foundation

/// One entry of a menu as its platter shows it, made from the menu's content views (`MenuContent`) or
/// by code inside Finch (a `Picker`'s `.menu` style lists its choices as `.button`s with a checkmark).
@MainActor
package enum MenuElement {
    /// A row that runs `action` and closes the menu.
    case button(MenuButtonItem)
    /// A row that opens `elements` in place of the menu's (iOS 17 expands a submenu in place).
    case submenu(title: AnyView, icon: AnyView?, elements: [MenuElement])
    /// A thick gap between groups of rows.
    case divider
    /// Rows under an optional small grey header, set apart from the rows around them.
    case section(header: AnyView?, elements: [MenuElement])
    /// A row that only shows something (a `Text` in the content).
    case label(AnyView)
}

/// A menu row that does something.
@MainActor
package struct MenuButtonItem {
    package var title: AnyView
    /// Drawn at the row's trailing edge, as iOS draws a menu item's image.
    package var icon: AnyView?
    package var role: ButtonRole?
    /// Draws a checkmark at the leading edge (a picker's current choice).
    package var isChecked: Bool
    package var isEnabled: Bool
    /// Marked `.keyboardShortcut(.defaultAction)`: an alert's Return takes it, and it is drawn semibold.
    package var isPreferred = false
    package var action: @MainActor () -> Void

    package init(
        title: AnyView, icon: AnyView? = nil, role: ButtonRole? = nil, isChecked: Bool = false,
        isEnabled: Bool = true, action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.icon = icon
        self.role = role
        self.isChecked = isChecked
        self.isEnabled = isEnabled
        self.action = action
    }
}

extension MenuElement {
    /// The rows a platter lists for these elements, sections and dividers flattened into separators.
    static func rows(of elements: [MenuElement]) -> [MenuRow] {
        var rows: [MenuRow] = []
        func add(_ elements: [MenuElement]) {
            for element in elements {
                switch element {
                case .button(let item): rows.append(.button(item))
                case .submenu(let title, let icon, let children): rows.append(.submenu(title, icon, children))
                case .label(let view): rows.append(.label(view))
                case .divider: rows.append(.gap)
                case .section(let header, let children):
                    if !rows.isEmpty { rows.append(.gap) }
                    if let header { rows.append(.header(header)) }
                    add(children)
                    rows.append(.gap)
                }
            }
        }
        add(elements)
        // Gaps only between rows: none at either end, never two together.
        var cleaned: [MenuRow] = []
        for row in rows {
            if case .gap = row, cleaned.isEmpty || cleaned.last?.isGap == true { continue }
            cleaned.append(row)
        }
        while cleaned.last?.isGap == true { cleaned.removeLast() }
        return cleaned
    }
}

/// One line of a menu platter.
@MainActor
enum MenuRow {
    case button(MenuButtonItem)
    case submenu(AnyView, AnyView?, [MenuElement])
    case label(AnyView)
    case header(AnyView)
    /// The 8-pt band between groups.
    case gap

    var isGap: Bool {
        if case .gap = self { return true }
        return false
    }

    /// Whether arrows stop on it and Return runs it.
    var isSelectable: Bool {
        switch self {
        case .button(let item): return item.isEnabled
        case .submenu: return true
        case .label, .header, .gap: return false
        }
    }
}
