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
    @Environment(\.areLabelsHidden) private var areLabelsHidden
    @Environment(\.choiceMenuPlatter) private var platter
    @State private var isOpen = false
    @State private var anchor = AnchorRecorder()
    @State private var focus = ControlFocus()

    var body: some View {
        let model = model
        HStack(spacing: 8) {
            if isInListRow && !areLabelsHidden {
                label
                Spacer(minLength: 8)
            }
            // The menu opens by the choice, as iOS's does.
            choice.modifier(
                ChoicePopup(
                    isOpen: openBinding, platter: platter, anchor: anchor, close: close, menu: { menu },
                    elements: { elements }))
        }
        .keepingHiddenLabel(label, when: isInListRow && areLabelsHidden)
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { isOpen = true } }
        .controlKeys(focus: focus, activate: { if isEnabled { isOpen = true } }) { event in
            switch event.keyCode {
            case ControlKey.up: return model.step(by: -1)
            case ControlKey.down: return model.step(by: 1)
            default: return false
            }
        }
    }

    /// Open while the menu shows; closing it (an item, a tap outside, Escape) gives focus back to the row.
    private var openBinding: Binding<Bool> {
        let close = close
        return Binding(get: { [isOpen] in isOpen }, set: { open in if !open { close() } })
    }

    /// The options as the menu platter's items, the current one checked.
    private var elements: [MenuElement] {
        let model = model
        return (0..<model.options.count).map { index in
            .button(
                MenuButtonItem(
                    title: AnyView(model.options.labelCopy(at: index)), isChecked: index == model.selectedIndex,
                    isEnabled: model.options.isChoosable(index), action: { model.choose(index) }))
        }
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
                label: AnyView(model.options.labelCopy(at: index)), isSelected: index == model.selectedIndex,
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

/// Where a menu picker's options show: in the environment's `choiceMenuPlatter` when one is set (package
/// API for custom popups), otherwise in Finch's menu platter (`menuPresentation`), as `Menu` shows its
/// items.
private struct ChoicePopup: ViewModifier {
    let isOpen: Binding<Bool>
    let platter: ((ChoiceMenuRequest) -> AnyView)?
    let anchor: AnchorRecorder
    let close: @MainActor () -> Void
    let menu: @MainActor () -> AnyView
    let elements: @MainActor () -> [MenuElement]

    func body(content: Content) -> some View {
        if platter != nil {
            content.anchoredPopup(isPresented: isOpen.wrappedValue, anchor: anchor, dismiss: close) { menu() }
        } else {
            content.menuPresentation(isPresented: isOpen, elements: elements)
        }
    }
}
