import Foundation

/// The graphical date picker: a month calendar (`CalendarMonthGrid`) whose chosen day is the
/// selection's.
///
/// A tap chooses a day; while the calendar has focus Left and Right move the choice a day, Up and
/// Down a week, Page Up and Page Down a month.
struct MonthCalendar: View {
    let model: DatePickerModel
    /// Taken keyboard focus when shown (in a compact picker's popup).
    var focusesOnAppear = false
    /// Called after a tap chose a day (a compact picker's popup closes).
    var onChooseDay: (@MainActor () -> Void)? = nil
    /// The month shown, when the arrows moved away from the chosen day's (nil: the chosen day's).
    @State private var browsedMonth: Date?
    @State private var focus = ControlFocus()
    @Environment(\.tint) private var tint

    var body: some View {
        CalendarMonthGrid(
            month: browsedMonth ?? model.startOfMonth(model.shown), calendar: model.calendar, bounds: model.bounds,
            accent: tint ?? Color.accentColor, isChosen: { model.calendar.isDate($0, inSameDayAs: model.shown) },
            tapDay: { date in
                focus.focus()
                browsedMonth = nil
                model.choose(model.onDay(date))
                onChooseDay?()
            },
            browse: { browsedMonth = $0 }
        )
        .padding(.top, FormMetrics.calendarTopPadding)
        .padding(.bottom, FormMetrics.calendarBottomPadding)
        .frame(height: FormMetrics.calendarHeight, alignment: .top)
        .controlKeys(focus: focus, showsRing: !focusesOnAppear) { event in handle(event) }
        .onAppear { if focusesOnAppear { focus.focus() } }
    }

    // MARK: Keys

    private func handle(_ event: KeyEvent) -> Bool {
        let move: (Calendar.Component, Int)
        switch event.keyCode {
        case ControlKey.left: move = (.day, -1)
        case ControlKey.right: move = (.day, 1)
        case ControlKey.up: move = (.day, -7)
        case ControlKey.down: move = (.day, 7)
        case ControlKey.pageUp: move = (.month, -1)
        case ControlKey.pageDown: move = (.month, 1)
        default: return false
        }
        guard let moved = model.calendar.date(byAdding: move.0, value: move.1, to: model.shown) else { return true }
        browsedMonth = nil
        model.choose(moved)
        return true
    }
}
