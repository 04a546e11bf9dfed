import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date, as SwiftUI's `Text.DateStyle`.
    ///
    /// `.date` and `.time` write the date itself and never change; `.relative`, `.offset` and
    /// `.timer` write the time between the date and now, and update as the graph's clock moves.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case date, time, relative, offset, timer
        }
        let kind: Kind

        /// The long date iOS shows: "June 5, 2026".
        public static let date = DateStyle(kind: .date)
        /// The time iOS shows: "3:30 PM".
        public static let time = DateStyle(kind: .time)
        /// The time from or to now without a sign, in its two largest units: "2 hr, 15 min".
        public static let relative = DateStyle(kind: .relative)
        /// The time from now with a sign, in its largest unit: "+2 hours" (past), "-5 minutes" (future).
        public static let offset = DateStyle(kind: .offset)
        /// The time from or to now as a stopwatch shows it: "2:05", "1:02:05".
        public static let timer = DateStyle(kind: .timer)

        /// The fixed pattern of a date or time style (so the words do not change with ICU's version).
        var pattern: String? {
            switch kind {
            case .date: return "MMMM d, y"
            case .time: return "h:mm a"
            case .relative, .offset, .timer: return nil
            }
        }
    }

    /// A date in the current locale and time zone (`.date`, `.time`), or the live time between it
    /// and now (`.relative`, `.offset`, `.timer`). SwiftUI formats when drawing, with the
    /// environment's locale; Finch formats a date or time once, when the text is made, and a live
    /// style each time the graph's clock reaches the next change (`LiveDateText`).
    public init(_ date: Date, style: DateStyle) {
        segments = [Segment(date: date, style: style)]
    }

    /// A timer over `timerInterval`, as SwiftUI's: the time left until its end (`countsDown`) or
    /// passed since its start, held at the interval's bounds, frozen at `pauseTime` when given.
    /// Without `showsHours` the minutes go on past 59 ("75:00").
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(
            live: .interval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    init(live: LiveDateText) {
        segments = [Segment(string: "", live: live)]
    }
}

extension Text.Segment {
    /// A date in `style`: written now for `.date` and `.time`, live for the others.
    init(date: Date, style: Text.DateStyle) {
        switch style.kind {
        case .relative: self.init(string: "", live: .relative(date))
        case .offset: self.init(string: "", live: .offset(date))
        case .timer: self.init(string: "", live: .timer(date))
        case .date, .time:
            let formatter = DateFormatter()
            formatter.locale = Locale.current
            formatter.timeZone = TimeZone.current
            formatter.dateFormat = style.pattern
            self.init(string: formatter.string(from: date))
        }
    }
}
