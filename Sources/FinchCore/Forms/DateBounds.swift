import Foundation

/// The dates a `DatePicker` may choose: from `lower`, through `upper` (nil: no bound that way).
struct DateBounds: Hashable, Sendable {
    var lower: Date?
    var upper: Date?

    init(lower: Date? = nil, upper: Date? = nil) {
        self.lower = lower
        self.upper = upper
    }

    /// Up to, not including, `end`: the last moment before it.
    init(lower: Date? = nil, before end: Date) {
        self.init(
            lower: lower, upper: Date(timeIntervalSinceReferenceDate: end.timeIntervalSinceReferenceDate.nextDown))
    }

    /// The dates of `range`, its upper bound not included.
    init(_ range: Range<Date>) {
        self.init(lower: range.lowerBound, before: range.upperBound)
    }

    /// `date`, moved inside the bounds.
    func clamp(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }

    func contains(_ date: Date) -> Bool {
        clamp(date) == date
    }

    /// Whether some moment of the day from `start` to `end` (exclusive) may be chosen.
    func overlaps(start: Date, end: Date) -> Bool {
        if let upper, start > upper { return false }
        if let lower, end <= lower { return false }
        return true
    }

    /// Whether some moment of the day starting at `dayStart` may be chosen.
    func allowsDay(_ dayStart: Date, in calendar: Calendar) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart.addingTimeInterval(86_400)
        return overlaps(start: dayStart, end: end)
    }
}

/// What a date picker's look needs: the date shown, its bounds, the calendar (with the
/// environment's time zone and locale) and how to choose a date.
@MainActor
struct DatePickerModel {
    let selection: Binding<Date>
    let bounds: DateBounds
    let calendar: Calendar

    /// The selection, inside the bounds: a selection outside them is shown at the nearest bound (and
    /// left as it is until the user chooses; Finch's choice, SwiftUI's is not documented).
    var shown: Date { bounds.clamp(selection.wrappedValue) }

    /// Sets the selection to `date`, moved inside the bounds.
    func choose(_ date: Date) {
        let clamped = bounds.clamp(date)
        if clamped != selection.wrappedValue { selection.wrappedValue = clamped }
    }

    /// The start of the day holding `date`.
    func startOfDay(_ date: Date) -> Date { calendar.startOfDay(for: date) }

    /// The first moment of the month holding `date`.
    func startOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? startOfDay(date)
    }

    /// Whether some moment of the day starting at `dayStart` may be chosen.
    func allowsDay(_ dayStart: Date) -> Bool {
        bounds.allowsDay(dayStart, in: calendar)
    }

    /// The shown date with some of its parts replaced (a day past the new month's end becomes its
    /// last day, as a wheel turned from January 31 to February shows the 28th).
    func replacing(
        year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil
    ) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: shown)
        if let year { parts.year = year }
        if let month { parts.month = month }
        if let hour { parts.hour = hour }
        if let minute { parts.minute = minute }
        let wantedDay = day ?? parts.day ?? 1
        parts.day = 1
        guard let first = calendar.date(from: parts) else { return shown }
        let days = calendar.range(of: .day, in: .month, for: first)?.count ?? 28
        parts.day = min(max(wantedDay, 1), days)
        return calendar.date(from: parts) ?? shown
    }

    /// Day `dayStart`'s date at the shown time of day.
    func onDay(_ dayStart: Date) -> Date {
        let day = calendar.dateComponents([.year, .month, .day], from: dayStart)
        return replacing(year: day.year, month: day.month, day: day.day)
    }

    // MARK: Text

    /// "Dec 1, 2026": a fixed pattern in the environment's locale, so the text does not depend on the
    /// machine's ICU (whose medium style differs between versions).
    var dateText: String { format(shown, "MMM d, y") }
    /// "4:20 PM".
    var timeText: String { format(shown, "h:mm a") }

    func format(_ date: Date, _ pattern: String) -> String {
        Self.format(date, pattern, calendar: calendar)
    }

    /// `date` written by `pattern` in `calendar` (its time zone and locale).
    static func format(_ date: Date, _ pattern: String, calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
