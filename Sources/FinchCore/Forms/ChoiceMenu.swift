import Foundation

/// One option a menu-style control offers.
package struct ChoiceMenuOption {
    package let label: AnyView
    package let isSelected: Bool
    package let isEnabled: Bool
}

/// What a menu-style picker asks a menu platter to show: its options, where the control is, and
/// where the choice goes. The integration point for `Menu`'s platter: set
/// `EnvironmentValues.choiceMenuPlatter` (or its default) to draw these with it.
package struct ChoiceMenuRequest {
    package let options: [ChoiceMenuOption]
    /// The control's frame in the window (the popup is placed below it, trailing edges aligned).
    package let anchor: CGRect
    /// Chooses option `index` and closes the menu.
    package let choose: @MainActor (Int) -> Void
    /// Closes the menu without choosing (Escape and a click outside do this already).
    package let dismiss: @MainActor () -> Void
}

/// Draws a choice menu's platter for a request. The popup around it (over the window, placed by the
/// anchor, closed by Escape or a click outside) is the picker's.
package typealias ChoiceMenuPlatter = @MainActor (ChoiceMenuRequest) -> AnyView

private struct ChoiceMenuPlatterKey: EnvironmentKey {
    /// nil: Finch's simple list of the options (`ChoiceMenuList`).
    static var defaultValue: ChoiceMenuPlatter? { nil }
}

extension EnvironmentValues {
    /// What draws the menus that menu-style pickers open (nil: a simple list of the options).
    package var choiceMenuPlatter: ChoiceMenuPlatter? {
        get { self[ChoiceMenuPlatterKey.self] }
        set { self[ChoiceMenuPlatterKey.self] = newValue }
    }
}

/// Finch's own menu of choices: a white platter of 44-pt rows, the chosen one checked. Up and Down
/// move a highlight, Return or Space chooses it.
struct ChoiceMenuList: View {
    let request: ChoiceMenuRequest
    @State private var highlighted: Int?
    /// The highlight shows once the arrow keys move it (a menu opened by the pointer has none).
    @State private var showsHighlight = false
    @State private var focus = ControlFocus()
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let request = request
        VStack(spacing: 0) {
            ForEach(0..<request.options.count, id: \.self) { index in
                row(index)
                if index < request.options.count - 1 {
                    Rectangle().fill(ListMetrics.separator).frame(height: 1 / max(displayScale, 1))
                }
            }
        }
        .frame(width: FormMetrics.popupWidth)
        .background(
            RoundedRectangle(cornerRadius: FormMetrics.popupRadius)
                .fill(FormMetrics.popupFill)
                .shadow(color: Color.black.opacity(0.18), radius: 16, x: 0, y: 6)
        )
        .clipShape(RoundedRectangle(cornerRadius: FormMetrics.popupRadius))
        .controlKeys(focus: focus, showsRing: false) { event in handle(event) }
        .onAppear {
            highlighted = request.options.firstIndex { $0.isSelected }
            focus.focus()
        }
    }

    private func row(_ index: Int) -> some View {
        let option = request.options[index]
        let request = request
        return HStack(spacing: 0) {
            ZStack {
                if option.isSelected {
                    PickerGlyphView(glyph: .checkmark, width: 13, height: 11, color: .primary)
                }
            }
            .frame(width: 28, alignment: .leading)
            option.label
                .foregroundColor(option.isEnabled ? .primary : FormMetrics.tertiaryLabel)
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .frame(height: FormMetrics.popupRowHeight)
        .background(showsHighlight && highlighted == index ? ListMetrics.pressedRow.opacity(0.6) : Color.clear)
        .contentShape(Rectangle())
        .onTapGesture { if option.isEnabled { request.choose(index) } }
    }

    private func handle(_ event: KeyEvent) -> Bool {
        let options = request.options
        switch event.keyCode {
        case ControlKey.up, ControlKey.down:
            let step = event.keyCode == ControlKey.down ? 1 : -1
            var next = highlighted.map { $0 + step } ?? (step > 0 ? 0 : options.count - 1)
            while options.indices.contains(next), !options[next].isEnabled { next += step }
            // The highlight starts, unseen, on the chosen option; the first arrow moves it from there.
            showsHighlight = true
            if options.indices.contains(next) { highlighted = next }
            return true
        case ControlKey.returnKey, ControlKey.enter, ControlKey.space:
            if let highlighted, options.indices.contains(highlighted), options[highlighted].isEnabled {
                request.choose(highlighted)
            }
            return true
        default:
            return false
        }
    }
}
