import Foundation

/// The graphical date picker: a month calendar. The header names the month and year (17-pt
/// semibold) with arrows to the months before and after; below, the weekdays' initials and the days
/// in a seven-column grid. The chosen day is a filled tint circle with white text, today is in the
/// tint colour, days outside the picker's range are grey and cannot be chosen.
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
    @Environment(\.datePickerToday) private var today

    var body: some View {
        let month = browsedMonth ?? model.startOfMonth(model.shown)
        VStack(spacing: 0) {
            header(month)
            weekdays
            days(of: month)
        }
        .padding(.top, FormMetrics.calendarTopPadding)
        .padding(.bottom, FormMetrics.calendarBottomPadding)
        .frame(height: FormMetrics.calendarHeight, alignment: .top)
        .controlKeys(focus: focus, showsRing: !focusesOnAppear) { event in handle(event) }
        .onAppear { if focusesOnAppear { focus.focus() } }
    }

    private var accent: Color { tint ?? Color.accentColor }

    // MARK: Header

    private func header(_ month: Date) -> some View {
        let calendar = model.calendar
        let previous = calendar.date(byAdding: .month, value: -1, to: month) ?? month
        let next = calendar.date(byAdding: .month, value: 1, to: month) ?? month
        return HStack(spacing: 0) {
            Text(model.monthTitle(month))
                .font(.system(size: 17, weight: .semibold))
                .padding(.leading, 8)
            Spacer(minLength: 8)
            arrow(.chevronLeft, to: previous, enabled: monthHasChoosableDays(previous))
            arrow(.chevronRight, to: next, enabled: monthHasChoosableDays(next))
        }
        .frame(height: FormMetrics.calendarHeaderHeight)
    }

    private func arrow(_ glyph: PickerGlyph, to month: Date, enabled: Bool) -> some View {
        PickerGlyphView(glyph: glyph, width: 8, height: 15, lineWidth: 2.2, color: enabled ? accent : Color.gray)
            .opacity(enabled ? 1 : 0.5)
            .frame(width: 44, height: 44)
            .contentShape(Rectangle())
            .onTapGesture { if enabled { browsedMonth = month } }
    }

    private func monthHasChoosableDays(_ month: Date) -> Bool {
        let end = model.calendar.date(byAdding: .month, value: 1, to: month) ?? month
        return model.bounds.overlaps(start: month, end: end)
    }

    // MARK: Grid

    private var weekdays: some View {
        let calendar = model.calendar
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { column in
                Text(symbols.isEmpty ? "" : symbols[(first + column) % symbols.count])
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundColor(FormMetrics.tertiaryLabel)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(height: FormMetrics.calendarWeekdayHeight)
    }

    private func days(of month: Date) -> some View {
        let calendar = model.calendar
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        return VStack(spacing: 0) {
            ForEach(0..<6, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - leading + 1
                        cell(day: day, in: month, count: count)
                            .frame(maxWidth: .infinity)
                            .frame(height: FormMetrics.calendarDayHeight)
                    }
                }
            }
        }
    }

    @ViewBuilder private func cell(day: Int, in month: Date, count: Int) -> some View {
        if day >= 1, day <= count, let date = model.calendar.date(byAdding: .day, value: day - 1, to: month) {
            DayCell(
                day: day, isChosen: model.calendar.isDate(date, inSameDayAs: model.shown),
                isToday: model.calendar.isDate(date, inSameDayAs: today ?? Date()),
                isChoosable: model.allowsDay(date), accent: accent
            )
            .onTapGesture {
                guard model.allowsDay(date) else { return }
                focus.focus()
                browsedMonth = nil
                model.choose(model.onDay(date))
                onChooseDay?()
            }
        } else {
            Color.clear
        }
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

/// One day of the calendar.
private struct DayCell: View {
    let day: Int
    let isChosen: Bool
    let isToday: Bool
    let isChoosable: Bool
    let accent: Color

    var body: some View {
        ZStack {
            if isChosen {
                Circle().fill(accent)
                    .frame(width: FormMetrics.calendarDayCircle, height: FormMetrics.calendarDayCircle)
            }
            Text("\(day)")
                .font(.system(size: 20, weight: isChosen || isToday ? .semibold : .regular))
                .foregroundColor(color)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
    }

    private var color: Color {
        if isChosen { return .white }
        if !isChoosable { return FormMetrics.tertiaryLabel }
        return isToday ? accent : .primary
    }
}
