import Foundation

extension Text {
    /// A range of dates as iOS writes it: the times when both ends fall on one day ("10:00 – 11:00 AM",
    /// the period once when both share it), and the dates too when they do not ("5/28/2026, 10:00 AM –
    /// 5/29/2026, 4:00 PM"). Written once, when the text is made, in the current time zone.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateRangeText.string(dates))
    }

    /// An interval from its start to its end, written as `Text(start...end)`.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A range of dates, as `Text(_: ClosedRange<Date>)` writes it (`Text("Meeting \(start...end)")`).
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        append(verbatim: DateRangeText.string(dates))
    }

    /// An interval, as `Text(_: DateInterval)` writes it.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        append(verbatim: DateRangeText.string(interval.start...interval.end))
    }
}

/// How Finch writes a range of dates: Foundation's `DateIntervalFormatter` with the short time style and
/// no date style, which ICU widens to dates and times when the ends are on different days. ICU's
/// interval patterns put thin spaces around the en dash and a narrow no-break space before the period,
/// as iOS 17 does. The locale is the one values are formatted in (`Locale.formattingDefault`: en_US
/// where Linux knows none, so dates read month first, as on an iPhone in the US).
enum DateRangeText {
    static func string(
        _ dates: ClosedRange<Date>, locale: Locale = .formattingDefault, timeZone: TimeZone = .current
    ) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: dates.lowerBound, to: dates.upperBound)
    }
}
