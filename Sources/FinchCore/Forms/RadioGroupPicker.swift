import Foundation

/// The radio group style (macOS's): the label, then a column of options each with a circle, the
/// chosen one filled in the tint colour with a white dot. A tap chooses; Up and Down move the choice
/// while it has focus.
struct RadioGroupPicker<Label: View>: View {
    let label: Label
    let model: PickerModel
    @Environment(\.tint) private var tint
    @Environment(\.areLabelsHidden) private var areLabelsHidden
    @State private var focus = ControlFocus()

    var body: some View {
        let model = model
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            if !areLabelsHidden { label }
            VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<model.options.count, id: \.self) { index in
                    option(index)
                }
            }
            .controlKeys(focus: focus, cornerRadius: 4) { event in
                switch event.keyCode {
                case ControlKey.up: return model.step(by: -1)
                case ControlKey.down: return model.step(by: 1)
                default: return false
                }
            }
        }
        .keepingHiddenLabel(label, when: areLabelsHidden)
    }

    private func option(_ index: Int) -> some View {
        let model = model
        let isSelected = index == model.selectedIndex
        let size = FormMetrics.radioSize
        return HStack(spacing: 6) {
            ZStack {
                if isSelected {
                    Circle().fill(tint ?? Color.accentColor)
                    Circle().fill(Color.white).frame(width: size * 0.4, height: size * 0.4)
                } else {
                    Circle().fill(Color.white)
                    Circle().strokeBorder(Color.gray.opacity(0.6), lineWidth: 1)
                }
            }
            .frame(width: size, height: size)
            model.options.label(at: index)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            guard model.options.isChoosable(index) else { return }
            focus.focus()
            model.choose(index)
        }
    }
}
