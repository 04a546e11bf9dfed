import Foundation

// Alerts and confirmation dialogs titled by a `LocalizedStringKey` value, as SwiftUI's `titleKey:`
// overloads: learners keep alert titles in a model as `LocalizedStringKey` and pass the property. A
// string literal still picks the `String` overloads (a literal's default type), which show the same text.

extension View {
    /// An alert titled by a localized key, with the buttons of `actions`, while `isPresented` is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// An alert titled by a localized key, with a message under its title.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert about `data`, titled by a localized key.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert about `data`, titled by a localized key, with a message.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog titled by a localized key.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog titled by a localized key, with a message.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// A page's title in the navigation bar, given as a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }
}
