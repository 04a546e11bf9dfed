import Foundation

/// The navigation link style: a row showing the label and, in grey, the choice, with a disclosure
/// chevron; a tap (or Space and Return) pushes a list of the options with the chosen one checked,
/// and choosing one goes back. Outside a navigation stack the row does nothing, as a link does.
struct NavigationLinkPicker<Label: View>: View {
    let label: Label
    let model: PickerModel
    @Environment(\.areLabelsHidden) private var areLabelsHidden

    var body: some View {
        let model = model
        NavigationLink {
            PickerChoiceList(model: model, title: label as? Text)
        } label: {
            HStack(spacing: 8) {
                if !areLabelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                if let selected = model.selectedIndex {
                    model.options.label(at: selected)
                        .foregroundColor(ListMetrics.secondaryLabel)
                        .lineLimit(1)
                }
            }
            .keepingHiddenLabel(label, when: areLabelsHidden)
        }
    }
}

/// The page a navigation link picker pushes: the options as rows, the chosen one checked; a tap
/// chooses and goes back. The page takes keyboard focus: Up and Down move the checkmark, Return
/// chooses it and goes back (Escape goes back without choosing).
struct PickerChoiceList: View {
    let model: PickerModel
    let title: Text?
    /// The choice made here, shown checked while the page slides away.
    @State private var chosen: Int?
    @State private var focus = ControlFocus()
    @Environment(\.dismiss) private var dismiss
    @Environment(\.tint) private var tint

    var body: some View {
        let model = model
        let current = chosen ?? model.selectedIndex
        List {
            ForEach(0..<model.options.count, id: \.self) { index in
                Button {
                    guard model.options.isChoosable(index) else { return }
                    chosen = index
                    model.choose(index)
                    dismiss()
                } label: {
                    HStack(spacing: 8) {
                        model.options.labelCopy(at: index).foregroundColor(.primary)
                        Spacer(minLength: 0)
                        if index == current {
                            PickerGlyphView(glyph: .checkmark, width: 14, height: 12, color: tint ?? Color.accentColor)
                        }
                    }
                    .contentShape(Rectangle())
                }
            }
        }
        .controlKeys(focus: focus, showsRing: false) { event in handle(event, current: current) }
        .onAppear { focus.focus() }
        .navigationTitle(title ?? Text(""))
        .navigationBarTitleDisplayMode(.inline)
    }

    private func handle(_ event: KeyEvent, current: Int?) -> Bool {
        switch event.keyCode {
        case ControlKey.up, ControlKey.down:
            let step = event.keyCode == ControlKey.down ? 1 : -1
            if let next = model.options.nextChoosable(from: current, step: step) { chosen = next }
            return true
        case ControlKey.returnKey, ControlKey.enter, ControlKey.space:
            if let current, model.options.isChoosable(current) { model.choose(current) }
            dismiss()
            return true
        default:
            return false
        }
    }
}
