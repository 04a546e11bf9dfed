import Foundation

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale.current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar.current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

private struct TodayKey: EnvironmentKey {
    static var defaultValue: Date? { nil }
}

extension EnvironmentValues {
    /// The locale views format dates (and other values) for.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar date pickers lay days out by.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone date pickers show times in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The day a graphical date picker marks as today (nil: now). For tests, whose pictures must not
    /// change with the day they run.
    package var datePickerToday: Date? {
        get { self[TodayKey.self] }
        set { self[TodayKey.self] = newValue }
    }
}
