import Foundation

/// What `.alert` and `.confirmationDialog` present, and how a button press dismisses them.
enum AlertPresentationKind {
    case alert
    case confirmationDialog
}

/// Presents an alert or a confirmation dialog over the window while `isPresented` is true. A button
/// press (a tap, Return, Escape, Space on the focused one) first dismisses it, then runs the button's
/// action, as SwiftUI does (so an action may present another alert).
struct _AlertModifier: ViewModifier, PrimitiveModifier {
    let kind: AlertPresentationKind
    let isPresented: Bool
    let identity: AnyHashable?
    let content: @MainActor () -> AlertContent
    let dismiss: @MainActor () -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content body: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let dismiss = self.dismiss
        let run: @MainActor (MenuButtonItem) -> Void = { item in
            dismiss()
            item.action()
        }
        let model = isPresented ? content() : nil
        let kind = self.kind
        let overlay = _OverlayPresentationModifier(
            isPresented: model != nil,
            slot: kind == .alert ? PresentationIdentity.alert : PresentationIdentity.confirmationDialog,
            identity: identity,
            layer: {
                Group {
                    if let model {
                        switch kind {
                        case .alert: AlertContainer(content: model, run: run)
                        case .confirmationDialog: ConfirmationDialogContainer(content: model, run: run)
                        }
                    }
                }
            },
            dismiss: DismissAction { dismiss() },
            keys: model.map { $0.keyHandler(run: run) })
        return overlay.makeNodes(content: body, in: inputs)
    }
}

extension View {
    /// Presents an alert titled `title` with the buttons of `actions` while `isPresented` is true.
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// An alert with a message under its title.
    public func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentAlert(.alert, title: title, isPresented: isPresented, actions: actions(), message: nil as EmptyView?)
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentAlert(.alert, title: title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// An alert about `data`: shown while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    public func alert<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return presentAlert(
            .alert, title: title, isPresented: isPresented, shown: shown, actions: data.map(actions),
            message: nil as EmptyView?)
    }

    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return presentAlert(
            .alert, title: title, isPresented: isPresented, shown: shown, actions: data.map(actions),
            message: data.map(message))
    }

    /// The alert or dialog modifier over `isPresented` (`shown` when presenting data also decides).
    func presentAlert<A: View, M: View>(
        _ kind: AlertPresentationKind, title: Text?, isPresented: Binding<Bool>, shown: Bool? = nil, actions: A,
        message: M?
    ) -> some View {
        let titleView = title.map { AnyView($0) }
        let messageView = message.map { AnyView($0) }
        return modifier(
            _AlertModifier(
                kind: kind, isPresented: shown ?? isPresented.wrappedValue, identity: nil,
                content: { AlertContent(title: titleView, message: messageView, actions: actions) },
                dismiss: { isPresented.wrappedValue = false }))
    }
}
