import Foundation

/// A text field for passwords, as SwiftUI's `SecureField`: each character is drawn as a bullet, and
/// the text cannot be copied or cut (as GTK's password entries). Finch does not show the last typed
/// character for a moment as iOS does (a desktop keyboard has no mistyped taps to check).
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let placeholder: Text?
    let label: Label
    var onCommit: (@MainActor () -> Void)?

    public var body: some View {
        TextFieldCore(source: .text(text), placeholder: placeholder, isSecure: true, onCommit: onCommit)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: Text(title), label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt ?? Text(title), label: Text(title))
    }

    /// The older form: `onCommit` runs on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey), onCommit: onCommit)
    }
}

extension SecureField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, label: label())
    }
}
