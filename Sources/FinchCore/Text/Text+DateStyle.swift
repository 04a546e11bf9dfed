import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date, as SwiftUI's `Text.DateStyle` (its `.date` and `.time`).
    public struct DateStyle: Hashable, Sendable {
        let pattern: String

        /// The long date iOS shows: "June 5, 2026".
        public static let date = DateStyle(pattern: "MMMM d, y")
        /// The time iOS shows: "3:30 PM".
        public static let time = DateStyle(pattern: "h:mm a")
    }

    /// A date written in the current locale and time zone with a fixed pattern (so the words do not
    /// change with the machine's ICU version). SwiftUI formats when drawing, with the environment's
    /// locale; Finch formats once, when the text is made.
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale.current
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = style.pattern
        self.init(verbatim: formatter.string(from: date))
    }
}
