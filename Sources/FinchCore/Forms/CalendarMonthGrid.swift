import Foundation

/// One month of a calendar as iOS's graphical date pickers draw it: a header naming the month and year
/// (17-pt semibold) with arrows to the months before and after, the weekdays' initials, and the days in
/// a seven-column grid. A chosen day is a filled accent circle with white text, today is in the accent
/// colour, days outside the bounds are grey and cannot be tapped. What a tap does is the picker's: the
/// graphical `DatePicker` (`MonthCalendar`) chooses the day, `MultiDatePicker` toggles it.
struct CalendarMonthGrid: View {
    /// The first moment of the month shown.
    let month: Date
    let calendar: Calendar
    let bounds: DateBounds
    let accent: Color
    /// Whether the day starting at the given moment is drawn chosen.
    let isChosen: @MainActor (Date) -> Bool
    /// A choosable day (its first moment) was tapped.
    let tapDay: @MainActor (Date) -> Void
    /// An arrow was tapped: the first moment of the month to show.
    let browse: @MainActor (Date) -> Void
    @Environment(\.datePickerToday) private var today

    var body: some View {
        VStack(spacing: 0) {
            header
            weekdays
            days
        }
    }

    // MARK: Header

    private var header: some View {
        let previous = calendar.date(byAdding: .month, value: -1, to: month) ?? month
        let next = calendar.date(byAdding: .month, value: 1, to: month) ?? month
        return HStack(spacing: 0) {
            Text(DatePickerModel.format(month, "LLLL y", calendar: calendar))
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
            .onTapGesture { if enabled { browse(month) } }
    }

    private func monthHasChoosableDays(_ month: Date) -> Bool {
        let end = calendar.date(byAdding: .month, value: 1, to: month) ?? month
        return bounds.overlaps(start: month, end: end)
    }

    // MARK: Grid

    private var weekdays: some View {
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

    private var days: some View {
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        return VStack(spacing: 0) {
            ForEach(0..<6, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - leading + 1
                        cell(day: day, count: count)
                            .frame(maxWidth: .infinity)
                            .frame(height: FormMetrics.calendarDayHeight)
                    }
                }
            }
        }
    }

    @ViewBuilder private func cell(day: Int, count: Int) -> some View {
        if day >= 1, day <= count, let date = calendar.date(byAdding: .day, value: day - 1, to: month) {
            let choosable = bounds.allowsDay(date, in: calendar)
            CalendarDayCell(
                day: day, isChosen: isChosen(date), isToday: calendar.isDate(date, inSameDayAs: today ?? Date()),
                isChoosable: choosable, accent: accent
            )
            .onTapGesture { if choosable { tapDay(date) } }
        } else {
            Color.clear
        }
    }
}

/// One day of the calendar.
private struct CalendarDayCell: View {
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
