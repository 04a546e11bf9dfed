import Foundation

/// The inline style: the options as rows, the chosen one with a checkmark in the tint colour. In a
/// form the rows fill the row the picker is in, edge to edge with separators between, as the rows of
/// its section; elsewhere the label comes first. A tap chooses a row; Up and Down move the choice
/// while it has focus.
///
/// In a form Finch shows only the options, not the label (iOS 17 shows an inline picker's label
/// only as the section's content when there is no header: unknown, chosen here).
struct InlinePicker<Label: View>: View {
    let label: Label
    let model: PickerModel
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.layoutMargin) private var margin
    @Environment(\.displayScale) private var displayScale
    @Environment(\.tint) private var tint
    @Environment(\.areLabelsHidden) private var areLabelsHidden
    @State private var focus = ControlFocus()

    var body: some View {
        let model = model
        VStack(alignment: .leading, spacing: 0) {
            if !isInListRow && !areLabelsHidden {
                label.padding(.bottom, 6)
            }
            ForEach(0..<model.options.count, id: \.self) { index in
                row(index)
            }
        }
        .keepingHiddenLabel(label, when: !isInListRow && areLabelsHidden)
        .controlKeys(focus: focus, cornerRadius: 4) { event in
            switch event.keyCode {
            case ControlKey.up: return model.step(by: -1)
            case ControlKey.down: return model.step(by: 1)
            default: return false
            }
        }
        // Out to the edges of the row the picker is in, so each option is a row of its own.
        .padding(
            isInListRow
                ? EdgeInsets(
                    top: -ListMetrics.rowVerticalInset, leading: -margin, bottom: -ListMetrics.rowVerticalInset,
                    trailing: -margin)
                : EdgeInsets())
    }

    private func row(_ index: Int) -> some View {
        let model = model
        let isSelected = index == model.selectedIndex
        let rowHeight = isInListRow ? ListMetrics.minimumRowHeight : 32
        return HStack(spacing: 8) {
            model.options.label(at: index)
                .foregroundColor(model.options.isChoosable(index) ? .primary : FormMetrics.tertiaryLabel)
            Spacer(minLength: 0)
            if isSelected {
                PickerGlyphView(glyph: .checkmark, width: 14, height: 12, color: tint ?? Color.accentColor)
            }
        }
        .padding(.horizontal, isInListRow ? margin : 0)
        .frame(minHeight: rowHeight)
        .overlay(alignment: .bottom) {
            if isInListRow, index < model.options.count - 1 {
                Rectangle().fill(ListMetrics.separator).frame(height: 1 / max(displayScale, 1))
                    .padding(.leading, margin)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture {
            guard model.options.isChoosable(index) else { return }
            focus.focus()
            model.choose(index)
        }
    }
}
