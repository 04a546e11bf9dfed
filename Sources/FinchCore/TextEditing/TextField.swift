import Foundation

/// A control that edits a line of text, as SwiftUI's `TextField`: typing (input methods included),
/// a blinking caret in the tint colour, selection by pointer and keyboard, the clipboard, undo; Return
/// submits (`onSubmit`). With `axis: .vertical` it wraps and grows up to its `lineLimit`.
public struct TextField<Label: View>: View {
    let source: TextFieldSource
    let placeholder: Text?
    let label: Label
    var axis: Axis = .horizontal
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    var onCommit: (@MainActor () -> Void)?

    public var body: some View {
        TextFieldCore(
            source: source, placeholder: placeholder, axis: axis, onEditingChanged: onEditingChanged,
            onCommit: onCommit)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(source: .text(text), placeholder: Text(titleKey), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(source: .text(text), placeholder: Text(title), label: Text(title))
    }

    /// `prompt` is shown while the field is empty (the title otherwise).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(source: .text(text), placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(source: .text(text), placeholder: prompt ?? Text(title), label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(source: .text(text), placeholder: Text(titleKey), label: Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(source: .text(text), placeholder: Text(title), label: Text(title), axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(source: .text(text), placeholder: prompt ?? Text(titleKey), label: Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(source: .text(text), placeholder: prompt ?? Text(title), label: Text(title), axis: axis)
    }

    /// The older form: `onEditingChanged` is told when editing begins and ends, `onCommit` on Return.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            source: .text(text), placeholder: Text(titleKey), label: Text(titleKey),
            onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            source: .text(text), placeholder: Text(title), label: Text(title),
            onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field for a value: shown with `format`, parsed with it when editing ends or on Return. Text
    /// that does not parse is replaced by the last valid value's.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), placeholder: prompt ?? Text(title), label: Text(title))
    }

    /// A value shown and parsed with a Foundation `Formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            source: .value(value, formatter: formatter), placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
    }

    /// A value shown and parsed with a Foundation `Formatter`, titled by a string (a learner's tip
    /// calculator passes its own `placeholder` property).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(source: .value(value, formatter: formatter), placeholder: prompt ?? Text(title), label: Text(title))
    }
}

extension TextField {
    /// A field with a label view; `prompt` is shown while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), placeholder: prompt, label: label())
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), placeholder: prompt, label: label(), axis: axis)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), placeholder: prompt, label: label())
    }
}
