import Foundation

/// The menu style: the choice in the tint colour with small up-down chevrons (in a form, after the
/// label, at the row's trailing edge). A tap, or Space or Return while focused, opens the options
/// in a menu beside it; Up and Down change the choice without opening it.
struct MenuPickerRow<Label: View>: View {
    let label: Label
    let model: PickerModel
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.choiceMenuPlatter) private var platter
    @State private var isOpen = false
    @State private var anchor = AnchorRecorder()
    @State private var focus = ControlFocus()

    var body: some View {
        let model = model
        HStack(spacing: 8) {
            if isInListRow {
                label
                Spacer(minLength: 8)
            }
            choice
        }
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { isOpen = true } }
        .controlKeys(focus: focus, activate: { if isEnabled { isOpen = true } }) { event in
            switch event.keyCode {
            case ControlKey.up: return model.step(by: -1)
            case ControlKey.down: return model.step(by: 1)
            default: return false
            }
        }
        .anchoredPopup(isPresented: isOpen, anchor: anchor, dismiss: close) { menu }
    }

    /// The chosen option and the chevrons, tinted (grey when disabled).
    private var choice: some View {
        let color = isEnabled ? (tint ?? Color.accentColor) : Color.gray
        return HStack(spacing: 5) {
            if let selected = model.selectedIndex {
                model.options.label(at: selected).lineLimit(1)
            }
            PickerGlyphView(glyph: .upDownChevrons, width: 7, height: 12, lineWidth: 1.6, color: color)
        }
        .foregroundColor(color)
        .opacity(isOpen ? 0.6 : 1)
        .recordingWindowFrame(anchor)
    }

    /// Closes the menu; keyboard focus comes back to the row (it was in the menu).
    private var close: @MainActor () -> Void {
        { [focus, $isOpen] in
            $isOpen.wrappedValue = false
            focus.focus()
        }
    }

    /// The options, in the environment's platter or Finch's own list.
    private var menu: AnyView {
        let model = model
        let options = (0..<model.options.count).map { index in
            ChoiceMenuOption(
                label: AnyView(model.options.label(at: index)), isSelected: index == model.selectedIndex,
                isEnabled: model.options.isChoosable(index))
        }
        let close = close
        let request = ChoiceMenuRequest(
            options: options, anchor: anchor.frame,
            choose: { index in
                model.choose(index)
                close()
            }, dismiss: close)
        return platter?(request) ?? AnyView(ChoiceMenuList(request: request))
    }
}
