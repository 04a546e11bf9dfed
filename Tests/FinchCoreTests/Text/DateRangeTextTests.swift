import Foundation
import Testing

@testable import FinchCore

/// `Text(ClosedRange<Date>)` and `Text(DateInterval)`: a range as iOS 17 writes it, through Foundation's
/// interval formatter (times only within one day, dates too across days).
@MainActor @Suite("Date ranges in Text")
struct DateRangeTextTests {
    private static let utc = TimeZone(identifier: "UTC") ?? .current
    /// 28 May 2026, 10:00 UTC.
    private static let ten = Date(timeIntervalSince1970: 1_779_962_400)

    /// ICU's thin and narrow no-break spaces, as plain spaces.
    private func plain(_ string: String) -> String {
        string.replacingOccurrences(of: "\u{2009}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    private func written(_ from: Date, _ to: Date) -> String {
        plain(DateRangeText.string(from...to, locale: Locale(identifier: "en_US"), timeZone: Self.utc))
    }

    @Test("Within a day: the times, the period once when both share it")
    func sameDay() {
        #expect(written(Self.ten, Self.ten + 3600) == "10:00 – 11:00 AM")
        #expect(written(Self.ten, Self.ten + 4 * 3600) == "10:00 AM – 2:00 PM")
        #expect(written(Self.ten, Self.ten) == "10:00 AM")
    }

    @Test("Across days: dates and times, month first")
    func acrossDays() {
        #expect(written(Self.ten, Self.ten + 30 * 3600) == "5/28/2026, 10:00 AM – 5/29/2026, 4:00 PM")
    }

    @Test("iOS 17's spaces: thin around the dash, narrow no-break before the period")
    func spaces() {
        let string = DateRangeText.string(
            Self.ten...(Self.ten + 3600), locale: Locale(identifier: "en_US"), timeZone: Self.utc)
        #expect(string == "10:00\u{2009}–\u{2009}11:00\u{202F}AM")
    }

    @Test("Text of a range, of an interval and interpolated all write the same, in the default locale")
    func text() {
        let range = Self.ten...(Self.ten + 3600)
        let expected = DateRangeText.string(range)
        #expect(expected == DateRangeText.string(range, locale: .formattingDefault, timeZone: .current))
        #expect(Text(range).plainString == expected)
        #expect(Text(DateInterval(start: Self.ten, duration: 3600)).plainString == expected)
        #expect(Text("Meeting: \(range)").plainString == "Meeting: " + expected)
        #expect(Text("Meeting: \(DateInterval(start: Self.ten, duration: 3600))").plainString == "Meeting: " + expected)
    }
}
