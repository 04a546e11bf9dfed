import Foundation

/// A calendar choosing several days, as SwiftUI's `MultiDatePicker` (iOS 16): the month calendar of the
/// graphical `DatePicker`, where a tap on a day adds it to the selection or takes it out. Chosen days are
/// filled accent circles; days outside the bounds are grey and cannot be tapped; the arrows move between
/// months (not to a month with no day in the bounds). As on iOS the title is not drawn.
///
/// The selection holds each chosen day as `DateComponents` with the calendar, era, year, month and day
/// (the environment's calendar, in its time zone and locale), as iOS gives them. A day counts as chosen
/// when some element of the selection names its year, month and day (and era, when it has one), so
/// components an app built itself (`DateComponents(year:month:day:)`) show, and a tap takes out every
/// element naming the day.
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    let bounds: DateBounds
    /// The month shown, once the arrows moved (nil: today's, or the nearest month in the bounds).
    @State private var browsedMonth: Date?
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.tint) private var tint
    @Environment(\.datePickerToday) private var today

    init(selection: Binding<Set<DateComponents>>, bounds: DateBounds, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.label = label
    }

    /// A picker of any days, labelled by `label`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(), label: label())
    }

    /// A picker of days in `bounds` (its upper bound not included).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DateBounds(bounds), label: label())
    }

    /// A picker of days from `bounds`' lower bound on.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(lower: bounds.lowerBound), label: label())
    }

    /// A picker of days before `bounds`' upper bound.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(before: bounds.upperBound), label: label())
    }

    private var calendar: Calendar {
        var calendar = environmentCalendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    public var body: some View {
        let calendar = calendar
        let chosen = ChosenDays(selection.wrappedValue, calendar: calendar)
        CalendarMonthGrid(
            month: browsedMonth ?? firstMonth(calendar), calendar: calendar, bounds: bounds,
            accent: tint ?? Color.accentColor, isChosen: { chosen.contains($0) },
            tapDay: { toggle($0, calendar: calendar) }, browse: { browsedMonth = $0 }
        )
        .padding(.top, FormMetrics.calendarTopPadding)
        .padding(.bottom, FormMetrics.calendarBottomPadding)
        .frame(height: FormMetrics.calendarHeight, alignment: .top)
    }

    /// Today's month, moved into the bounds.
    private func firstMonth(_ calendar: Calendar) -> Date {
        let day = bounds.clamp(today ?? Date())
        return calendar.dateInterval(of: .month, for: day)?.start ?? calendar.startOfDay(for: day)
    }

    /// Adds the day starting at `dayStart` to the selection, or takes it out.
    private func toggle(_ dayStart: Date, calendar: Calendar) {
        let day = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: dayStart)
        var days = selection.wrappedValue
        let naming = days.filter { ChosenDays.names($0, day) }
        if naming.isEmpty {
            days.insert(day)
        } else {
            days.subtract(naming)
        }
        selection.wrappedValue = days
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any days titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: DateBounds(), label: Text(titleKey))
    }

    /// A picker of days in `bounds` (its upper bound not included), titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: DateBounds(bounds), label: Text(titleKey))
    }

    /// A picker of days from `bounds`' lower bound on, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, bounds: DateBounds(lower: bounds.lowerBound), label: Text(titleKey))
    }

    /// A picker of days before `bounds`' upper bound, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, bounds: DateBounds(before: bounds.upperBound), label: Text(titleKey))
    }

    /// A picker of any days titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: DateBounds(), label: Text(title))
    }

    /// A picker of days in `bounds` (its upper bound not included), titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: DateBounds(bounds), label: Text(title))
    }

    /// A picker of days from `bounds`' lower bound on, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, bounds: DateBounds(lower: bounds.lowerBound), label: Text(title))
    }

    /// A picker of days before `bounds`' upper bound, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, bounds: DateBounds(before: bounds.upperBound), label: Text(title))
    }
}

/// The days a `MultiDatePicker`'s selection names, to look a day of the grid up in.
private struct ChosenDays {
    let selection: Set<DateComponents>
    let calendar: Calendar

    init(_ selection: Set<DateComponents>, calendar: Calendar) {
        self.selection = selection
        self.calendar = calendar
    }

    func contains(_ dayStart: Date) -> Bool {
        let day = calendar.dateComponents([.era, .year, .month, .day], from: dayStart)
        return selection.contains { Self.names($0, day) }
    }

    /// Whether `element` names the same day as `day`: the same year, month and day, and era when both
    /// have one.
    static func names(_ element: DateComponents, _ day: DateComponents) -> Bool {
        guard element.year == day.year, element.month == day.month, element.day == day.day else { return false }
        guard let era = element.era, let dayEra = day.era else { return true }
        return era == dayEra
    }
}
