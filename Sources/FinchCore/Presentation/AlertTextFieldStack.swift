import Foundation

/// An alert's text fields, stacked under its title and message as iOS draws them; the first one takes
/// focus when the alert appears, so typing goes into it, and Tab moves on to the next (then to the
/// buttons).
struct AlertTextFieldStack: View {
    let fields: [AnyView]
    @FocusState private var focusedField: Int?
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(spacing: AlertMetrics.fieldSpacing) {
            ForEach(Array(fields.indices), id: \.self) { index in
                box(fields[index])
                    .focused($focusedField, equals: index)
                    // A press on the box's margin (outside the text) puts the caret in the field too.
                    .onTapGesture { focusedField = index }
            }
        }
        .padding(.horizontal, AlertMetrics.fieldSideInset)
        .padding(.bottom, AlertMetrics.fieldBottomInset)
        .onAppear { focusedField = 0 }
    }

    /// One field in its rounded box: the alert's own look, whatever text field style is around it.
    private func box(_ field: AnyView) -> some View {
        let shape = RoundedRectangle(cornerRadius: AlertMetrics.fieldCornerRadius)
        return
            field
            .textFieldStyle(.plain)
            .font(AlertMetrics.fieldFont)
            .multilineTextAlignment(.leading)
            .padding(.horizontal, AlertMetrics.fieldTextInset)
            .frame(maxWidth: .infinity, minHeight: AlertMetrics.fieldHeight, maxHeight: AlertMetrics.fieldHeight)
            .background(shape.fill(AlertMetrics.fieldFill))
            .overlay(shape.strokeBorder(AlertMetrics.fieldBorder, lineWidth: 1 / displayScale))
            .contentShape(Rectangle())
    }
}
