import Foundation

/// Where a field's text comes from and goes: a `String` binding, written on every edit, or a value
/// with a format, parsed when editing ends (Return, focus leaving) and shown formatted.
@MainActor
struct TextFieldSource {
    /// The text the field should show now (the binding's, or the value formatted).
    let current: @MainActor () -> String
    /// Writes an edit (string bindings), nil for values.
    let write: (@MainActor (String) -> Void)?
    /// Parses the edited text into the value (values), returning the text to show afterwards.
    let commit: (@MainActor (String) -> String)?
    /// The `text:` binding itself, so the graph can tell an unchanged field (closures cannot be
    /// compared): in a form of 50 fields, typing into one evaluates that one, not all 50.
    var binding: Binding<String>?

    static func text(_ binding: Binding<String>) -> TextFieldSource {
        TextFieldSource(
            current: { binding.wrappedValue }, write: { binding.wrappedValue = $0 }, commit: nil, binding: binding)
    }

    /// A value shown with `format` and parsed with it. Text that does not parse leaves the value as
    /// it was and shows it again: the binding keeps its last valid value.
    static func value<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput>, format: F) -> TextFieldSource
    where F.FormatOutput == String {
        TextFieldSource(
            current: { format.format(binding.wrappedValue) }, write: nil,
            commit: { text in
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard let value = try? format.parseStrategy.parse(trimmed) else {
                    return format.format(binding.wrappedValue)
                }
                binding.wrappedValue = value
                return format.format(value)
            })
    }

    /// A value shown and parsed with a Foundation `Formatter` (the older `formatter:` initialiser).
    static func value<V>(_ binding: Binding<V>, formatter: Formatter) -> TextFieldSource {
        TextFieldSource(
            current: { formatter.string(for: binding.wrappedValue) ?? "" }, write: nil,
            commit: { text in
                if let value = parse(text, with: formatter, as: V.self) { binding.wrappedValue = value }
                return formatter.string(for: binding.wrappedValue) ?? text
            })
    }

    /// Parses with the formatters Linux's Foundation can parse with (`getObjectValue` is not public
    /// there): numbers into the common number types, dates into `Date`.
    private static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
        if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
            let converted: Any? =
                switch type {
                case is Int.Type: number.intValue
                case is Double.Type: number.doubleValue
                case is Float.Type: number.floatValue
                case is CGFloat.Type: CGFloat(number.doubleValue)
                default: nil
                }
            return converted as? V
        }
        if let dates = formatter as? DateFormatter, let date = dates.date(from: text) { return date as? V }
        return nil
    }
}

extension TextFieldSource: GraphComparable {
    /// Equal when both are the same `text:` binding with the same text; value fields never are.
    func isGraphEqual(to other: TextFieldSource) -> Bool {
        guard let binding, let otherBinding = other.binding else { return false }
        return binding.isGraphEqual(to: otherBinding)
    }
}

/// The body every text field shares: the editable text with its gesture and focus, in its style.
struct TextFieldCore: View {
    let source: TextFieldSource
    let placeholder: Text?
    var isSecure = false
    var axis: Axis = .horizontal
    /// A `TextEditor`: several lines filling the space offered, scrolling; Return breaks the line.
    var isEditor = false
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    var onCommit: (@MainActor () -> Void)?

    @State private var controller = TextEditingController()
    @GestureState private var isPressing = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.textFieldStyle) private var style
    @Environment(\.submitActions) private var submitActions
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        let revision = controller.revision
        let _ = configure()
        let text = _EditableText(
            controller: controller, revision: revision, placeholder: placeholder,
            isMultiline: axis == .vertical || isEditor, isSecure: isSecure, lineLimit: isEditor ? nil : lineLimit
        )
        // The typed text takes the environment's style (`.foregroundColor(.red)` on the field), as in
        // SwiftUI; a disabled field's text is secondary whatever the style.
        .transformEnvironmentValues(("disabledFieldText", isEnabled)) { [isEnabled] environment in
            if !isEnabled { environment.foregroundStyle = AnyShapeStyle(Color.secondary) }
        }
        if isEditor {
            editor(text).textInput(controller)
        } else {
            styled(text.contentShape(Rectangle()).gesture(pointerGesture).allowsHitTesting(isEnabled))
                .textInput(controller)
        }
    }

    /// iOS's text editor: the text inset 8 pt top and bottom and 5 pt at the sides, in a vertical scroll
    /// view filling the space offered; a press anywhere below the text puts the caret at its end.
    private func editor<Content: View>(_ text: Content) -> some View {
        GeometryReader { proxy in
            ScrollView(.vertical) {
                text
                    .frame(
                        maxWidth: .infinity, minHeight: max(proxy.size.height - 2 * TextEditor.verticalInset, 0),
                        alignment: .topLeading
                    )
                    .contentShape(Rectangle())
                    .gesture(pointerGesture)
                    .allowsHitTesting(isEnabled)
                    .padding(.vertical, TextEditor.verticalInset)
                    .padding(.horizontal, TextEditor.horizontalInset)
            }
        }
    }

    /// A press places the caret (or selects a word, a line); moving while down selects.
    private var pointerGesture: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isPressing) { [controller] value, pressing, _ in
                if !pressing {
                    pressing = true
                    controller.press(at: value.startLocation, extending: controller.pointerHoldsShift)
                }
                if value.location != value.startLocation { controller.drag(to: value.location) }
            }
    }

    @ViewBuilder
    private func styled<Content: View>(_ content: Content) -> some View {
        switch style {
        case .roundedBorder: RoundedBorderField(content: content)
        case .plain: content
        }
    }

    /// Hands the controller this evaluation's actions, and the binding's text if it changed.
    private func configure() {
        let submits = submitActions
        let commit = onCommit
        controller.configuration = TextEditingController.Configuration(
            write: source.write, commit: source.commit,
            submit: {
                commit?()
                submits.run(.text)
            },
            editingChanged: onEditingChanged, returnInsertsNewline: isEditor, allowsNewlines: axis == .vertical,
            isSecure: isSecure, isEnabled: isEnabled)
        controller.adopt(external: source.current())
    }
}
