import Foundation

/// The compact style: the label, then the date and the time as grey pills ("Dec 1, 2026",
/// "4:20 PM"), tinted while open. A tap on a pill (or Space and Return while it has focus) opens
/// the month calendar or a time wheel in a popup beside it; choosing a day closes it, as do Escape
/// and a click outside. The popup's calendar takes keyboard focus, so the arrow keys move the day.
struct CompactDatePicker<Label: View>: View {
    let label: Label
    let model: DatePickerModel
    let components: DatePickerComponents

    enum Part: Hashable {
        case date
        case time
    }

    @State private var open: Part?
    @State private var dateAnchor = AnchorRecorder()
    @State private var timeAnchor = AnchorRecorder()
    @State private var dateFocus = ControlFocus()
    @State private var timeFocus = ControlFocus()
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.areLabelsHidden) private var areLabelsHidden

    var body: some View {
        HStack(spacing: 6) {
            if !areLabelsHidden {
                label
                Spacer(minLength: 8)
            }
            if components.contains(.date) { pill(.date, text: model.dateText, anchor: dateAnchor) }
            if components.contains(.hourAndMinute) { pill(.time, text: model.timeText, anchor: timeAnchor) }
        }
        .keepingHiddenLabel(label, when: areLabelsHidden)
        .anchoredPopup(
            isPresented: open != nil, anchor: open == .time ? timeAnchor : dateAnchor, dismiss: close
        ) {
            popup
        }
    }

    private func pill(_ part: Part, text: String, anchor: AnchorRecorder) -> some View {
        let isOpen = open == part
        return Text(text)
            .font(.system(size: FormMetrics.pillFontSize))
            .foregroundColor(isOpen ? (tint ?? Color.accentColor) : (isEnabled ? .primary : Color.gray))
            .lineLimit(1)
            .padding(.horizontal, FormMetrics.pillHorizontalPadding)
            .padding(.vertical, FormMetrics.pillVerticalPadding)
            .background(RoundedRectangle(cornerRadius: FormMetrics.pillRadius).fill(FormMetrics.pillFill))
            .recordingWindowFrame(anchor)
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { open = part } }
            .controlKeys(focus: part == .date ? dateFocus : timeFocus, activate: { if isEnabled { open = part } }) {
                _ in false
            }
    }

    /// Closes the popup; keyboard focus comes back to the pill that opened it (it was in the popup).
    private var close: @MainActor () -> Void {
        { [$open, dateFocus, timeFocus] in
            let part = $open.wrappedValue
            $open.wrappedValue = nil
            if part == .time { timeFocus.focus() } else if part == .date { dateFocus.focus() }
        }
    }

    /// The calendar or the time wheel on a white platter.
    @ViewBuilder private var popup: some View {
        Group {
            if open == .time {
                TimeWheels(model: model).background { WheelBand() }.frame(width: 240)
            } else {
                MonthCalendar(model: model, focusesOnAppear: true, onChooseDay: close)
                    .frame(width: 320)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(
            RoundedRectangle(cornerRadius: FormMetrics.popupRadius)
                .fill(SystemColors.elevatedBackground)
                .shadow(color: Color.black.opacity(0.18), radius: 16, x: 0, y: 6)
        )
    }
}
