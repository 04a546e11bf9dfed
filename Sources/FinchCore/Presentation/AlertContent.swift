import Foundation

/// What an alert or a confirmation dialog shows: a title, a message, its text fields and its buttons,
/// made from the `actions` views (their `TextField`s, `SecureField`s and `Button`s) or from an `Alert`
/// value, with the keys' choices worked out.
@MainActor
struct AlertContent {
    var title: AnyView?
    var message: AnyView?
    /// The fields an alert stacks above its buttons, in order (a confirmation dialog shows none, as iOS).
    var textFields: [AnyView]
    var buttons: [MenuButtonItem]

    /// The fields and buttons of `actions` (any other view in it is left out); with no button, a single
    /// OK (a cancel button, so it is bold and Escape takes it too, as SwiftUI's automatic OK).
    init(title: AnyView?, message: AnyView?, actions: any View) {
        self.title = title
        self.message = message
        self.textFields = AlertTextFields.of(actions)
        var found: [MenuButtonItem] = []
        func collect(_ elements: [MenuElement]) {
            for element in elements {
                switch element {
                case .button(let item): found.append(item)
                case .section(_, let children): collect(children)
                case .submenu, .divider, .label: break
                }
            }
        }
        collect(MenuElements.of(actions))
        self.buttons = found.isEmpty ? [MenuButtonItem(title: AnyView(Text("OK")), role: .cancel, action: {})] : found
    }

    /// The button Escape runs: the cancel button, else the only button; nil keeps the alert up (pinned by
    /// `AlertTests`: with several buttons and none to cancel, Escape does nothing).
    var cancelButton: MenuButtonItem? {
        buttons.first { $0.role == .cancel } ?? (buttons.count == 1 ? buttons[0] : nil)
    }

    /// The button Return runs: the preferred one (`.keyboardShortcut(.defaultAction)`), else the only
    /// button, else the one button that does not cancel; nil when that is ambiguous (Return then presses
    /// the focused button, if any).
    var defaultButton: MenuButtonItem? {
        if let preferred = buttons.first(where: \.isPreferred) { return preferred }
        if buttons.count == 1 { return buttons[0] }
        let others = buttons.filter { $0.role != .cancel }
        return others.count == 1 ? others[0] : nil
    }

    /// Which buttons are bold: the preferred one when there is one, else the cancel one (iOS draws the
    /// cancel action in semibold unless another is preferred).
    func isBold(_ item: MenuButtonItem) -> Bool {
        buttons.contains(where: \.isPreferred) ? item.isPreferred : item.role == .cancel
    }

    /// The buttons in the order iOS lays them out in an alert: with two, the cancel button on the left;
    /// with three or more (stacked), the cancel button last.
    var alertOrder: [MenuButtonItem] {
        let cancels = buttons.filter { $0.role == .cancel }
        let others = buttons.filter { $0.role != .cancel }
        return buttons.count == 2 ? cancels + others : others + cancels
    }

    /// Keys for a presented alert or dialog: Return runs the default button, Escape the cancel one;
    /// `run` dismisses and runs a button. They come before the focused view, so Return in an alert's
    /// text field takes the default button too, as a UIKit alert's Return does; with no default button
    /// Return reaches the field (its `onSubmit`).
    func keyHandler(run: @escaping @MainActor (MenuButtonItem) -> Void) -> @MainActor (KeyEvent) -> Bool {
        let cancel = cancelButton.flatMap { $0.isEnabled ? $0 : nil }
        let primary = defaultButton.flatMap { $0.isEnabled ? $0 : nil }
        return { event in
            switch event.keyCode {
            case MenuKeys.escape:
                if let cancel { run(cancel) }
                return true
            case MenuKeys.returnKey, MenuKeys.enter:
                guard let primary else { return false }
                run(primary)
                return true
            default:
                return false
            }
        }
    }
}
