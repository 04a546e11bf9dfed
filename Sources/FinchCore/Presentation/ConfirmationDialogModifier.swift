import Foundation

extension View {
    /// Presents an action sheet of `actions`' buttons from the bottom of the window while `isPresented`
    /// is true. A Cancel button is added when none cancels (as on iOS). The title shows only with
    /// `titleVisibility: .visible` (iOS hides it by default).
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentDialog(title, titleVisibility, isPresented, shown: nil, actions(), nil as EmptyView?)
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentDialog(title, titleVisibility, isPresented, shown: nil, actions(), message())
    }

    /// A confirmation dialog about `data`: shown while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentDialog(
            Text(title), titleVisibility, isPresented, shown: isPresented.wrappedValue && data != nil,
            data.map(actions), nil as EmptyView?)
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentDialog(
            Text(title), titleVisibility, isPresented, shown: isPresented.wrappedValue && data != nil,
            data.map(actions), data.map(message))
    }

    private func presentDialog<A: View, M: View>(
        _ title: Text, _ visibility: Visibility, _ isPresented: Binding<Bool>, shown: Bool?, _ actions: A,
        _ message: M?
    ) -> some View {
        let titleView = visibility == .visible ? AnyView(title) : nil
        let messageView = message.map { AnyView($0) }
        return modifier(
            _AlertModifier(
                kind: .confirmationDialog, isPresented: shown ?? isPresented.wrappedValue, identity: nil,
                content: {
                    var content = AlertContent(title: titleView, message: messageView, actions: actions)
                    if !content.buttons.contains(where: { $0.role == .cancel }) {
                        content.buttons.append(
                            MenuButtonItem(title: AnyView(Text("Cancel")), role: .cancel, action: {}))
                    }
                    return content
                },
                dismiss: { isPresented.wrappedValue = false }))
    }
}
