import Foundation

/// The drawn part of a text field: its text, caret, selection and placeholder, from the controller's
/// state when the field was evaluated (`EditableTextNode` draws it).
struct _EditableText: View, PrimitiveView {
    typealias Body = Never
    var body: Never { fatalBody() }

    let controller: TextEditingController
    /// The controller's revision when evaluated: the graph compares views by their fields, and the
    /// controller (a reference) is always the same one, so this is what tells a changed field apart.
    let revision: Int
    let placeholder: Text?
    let isMultiline: Bool
    let isSecure: Bool
    let lineLimit: Int?

    /// iOS's selection: the tint at 20 %.
    static let selectionOpacity = 0.2

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let environment = inputs.environment
        let buffer = controller.buffer
        let font = (environment.font ?? .body).resolved(in: environment)
        let color = environment.foregroundColor
        let tint = (environment.tint ?? .accentColor).resolve(in: environment)
        var display = buffer.displayText
        if isSecure { display = String(repeating: "•", count: display.count) }
        let focused = controller.isFocused
        let geometry = EditableTextGeometry(
            request: TextLayoutRequest(spans: []), measurer: inputs.services.textMeasurer, windowOrigin: .zero,
            isMultiline: isMultiline, isSecure: isSecure, textHeight: 0)
        let selection =
            geometry.displayOffset(
                ofText: buffer.selection.lowerBound, in: buffer)..<geometry.displayOffset(
                ofText: buffer.selection.upperBound, in: buffer)
        var marked = buffer.markedRange
        if isSecure, let range = marked {
            let start = buffer.characterCount(0..<range.lowerBound) * EditableTextGeometry.bulletBytes
            marked = start..<(start + buffer.marked.count * EditableTextGeometry.bulletBytes)
        }
        var placeholderSpans: [TextSpan] = []
        if let placeholder {
            var placeholderEnvironment = environment
            placeholderEnvironment.foregroundStyle = AnyShapeStyle(SystemColors.placeholderText)
            placeholderSpans = placeholder.spans(
                in: placeholderEnvironment, at: placeholder.liveNow(in: inputs.node))
        }
        let content = EditableTextNode.Content(
            string: display, placeholder: placeholderSpans, font: font, color: color,
            alignment: environment.multilineTextAlignment, lineSpacing: isMultiline ? environment.lineSpacing : 0,
            isMultiline: isMultiline,
            isSecure: isSecure,
            lineLimit: lineLimit, reservedLines: isMultiline ? environment.reservedLineCount : 0,
            caret: geometry.displayCaret(of: buffer),
            selection: selection, marked: marked,
            showsCaret: focused && controller.caretVisible && !buffer.hasSelection,
            showsSelection: focused, caretColor: tint,
            selectionColor: RGBA(
                red: tint.red, green: tint.green, blue: tint.blue, opacity: tint.opacity * Self.selectionOpacity),
            markedColor: color)
        return .leaf([
            EditableTextNode(
                content: content, controller: controller, environment: environment, services: inputs.services)
        ])
    }
}
