import Foundation

/// The alert of SwiftUI's first API (`.alert(isPresented:content:)`, `.alert(item:content:)`): a title,
/// an optional message, and one or two buttons. `@preconcurrency`: Swift 5 code made it outside the main
/// actor (in a model's method), as SwiftUI's nonisolated `Alert` allowed.
@preconcurrency @MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK, which cancels, when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons, `primaryButton` first.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`.
    @preconcurrency @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button titled `label` (bold).
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A red button for an action that destroys something.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// What the alert shows.
    @MainActor var content: AlertContent {
        var content = AlertContent(title: AnyView(title), message: message.map { AnyView($0) }, actions: EmptyView())
        if !buttons.isEmpty {
            content.buttons = buttons.map { button in
                let action = button.action
                return MenuButtonItem(title: AnyView(button.label), role: button.role, action: { action?() })
            }
        }
        return content
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true (SwiftUI's first alert API).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            _AlertModifier(
                kind: .alert, isPresented: isPresented.wrappedValue, identity: nil, content: { alert.content },
                dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents an alert for `item` while it is not nil (a new item is a new alert); dismissing sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let current = item.wrappedValue
        let alert = current.map(content)
        return modifier(
            _AlertModifier(
                kind: .alert, isPresented: alert != nil, identity: current.map { AnyHashable($0.id) },
                content: { alert?.content ?? AlertContent(title: nil, message: nil, actions: EmptyView()) },
                dismiss: { item.wrappedValue = nil }))
    }
}
