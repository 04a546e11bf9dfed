import Foundation

/// A view that stands for menu entries when it is in a menu's content (a `Button`, a nested `Menu`, a
/// `Divider`, a `Section`, a `Text`), as SwiftUI turns a menu's views into its items.
@MainActor
protocol MenuContent {
    var menuElements: [MenuElement] { get }
}

/// The menu entries `view` stands for: its own when it is menu content, each of its views' when it is
/// several (a `ForEach`, a `Group`, a tuple, a conditional); a modified view stands for its content's
/// entries. Other views are left out (SwiftUI shows only controls in a menu).
@MainActor
func menuElements(of view: any View) -> [MenuElement] {
    if let content = view as? any MenuContent { return content.menuElements }
    if let list = view.ownViewList {
        return (0..<list.count).flatMap { menuElements(of: list.view(at: $0)) }
    }
    if let modified = view as? any ModifiedMenuContent {
        var elements = menuElements(of: modified.menuContentView)
        if modified.disablesMenuItems { elements = elements.map { $0.disabled() } }
        if modified.prefersMenuItems { elements = elements.map { $0.preferred() } }
        return elements
    }
    if let body = MenuComposite.body(of: view) { return menuElements(of: body) }
    return []
}

/// A modified view in a menu: the entries of what it modifies (`.disabled(true)` disables them).
@MainActor
protocol ModifiedMenuContent {
    var menuContentView: any View { get }
    var disablesMenuItems: Bool { get }
    /// `.keyboardShortcut(.defaultAction)`: the button an alert's Return takes (drawn semibold).
    var prefersMenuItems: Bool { get }
}

extension ModifiedContent: ModifiedMenuContent where Content: View {
    var menuContentView: any View { content }
    var disablesMenuItems: Bool {
        ((modifier as? _EnvironmentWriter)?.key as? TypedModifierKey<DisabledModifierKey>)?.value.isDisabled ?? false
    }
    var prefersMenuItems: Bool {
        let key = (modifier as? _EnvironmentWriter)?.key as? TypedModifierKey<KeyboardShortcutModifierKey>
        return key?.value.shortcut == .defaultAction
    }
}

extension MenuElement {
    /// This entry with its buttons (and its submenus' and sections') disabled.
    func disabled() -> MenuElement {
        switch self {
        case .button(var item):
            item.isEnabled = false
            return .button(item)
        case .submenu(let title, let icon, let elements):
            return .submenu(title: title, icon: icon, elements: elements.map { $0.disabled() })
        case .section(let header, let elements):
            return .section(header: header, elements: elements.map { $0.disabled() })
        case .divider, .label:
            return self
        }
    }

    /// This entry with its buttons marked as the preferred (default) action.
    func preferred() -> MenuElement {
        guard case .button(var item) = self else { return self }
        item.isPreferred = true
        return .button(item)
    }
}

/// A view the menu shows in a row: a label's title and icon apart (the icon goes trailing), anything
/// else as the title.
@MainActor
protocol MenuRowLabel {
    var menuTitle: AnyView { get }
    var menuIcon: AnyView? { get }
}

extension Label: MenuRowLabel {
    var menuTitle: AnyView { AnyView(title) }
    var menuIcon: AnyView? { AnyView(icon) }
}

extension Button: MenuContent {
    var menuElements: [MenuElement] {
        let parts = label as? any MenuRowLabel
        return [
            .button(
                MenuButtonItem(
                    title: parts?.menuTitle ?? AnyView(label), icon: parts?.menuIcon, role: role, action: action))
        ]
    }
}

extension AnyView: MenuContent {
    var menuElements: [MenuElement] { MenuElements.of(view) }
}

extension Divider: MenuContent {
    var menuElements: [MenuElement] { [.divider] }
}

extension Text: MenuContent {
    var menuElements: [MenuElement] { [.label(AnyView(self))] }
}

extension Section: MenuContent {
    var menuElements: [MenuElement] {
        let header: AnyView? = Parent.self == EmptyView.self ? nil : AnyView(self.header)
        return [.section(header: header, elements: MenuElements.of(content))]
    }
}

/// Spelled apart so a view's own `menuElements` property does not shadow the free function.
@MainActor
enum MenuElements {
    static func of(_ view: any View) -> [MenuElement] { menuElements(of: view) }
}
