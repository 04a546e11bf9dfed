import FinchCairo
import Foundation
import Testing

@testable import FinchCore

private enum Suit {
    case hearts
}

/// `Text(_:format:)`, `Text(_:formatter:)`, `Text(verbatim:)` and the values SwiftUI's
/// `LocalizedStringKey.StringInterpolation` writes into a literal.
@MainActor @Suite("Text: formatted values and string interpolation")
struct TextInterpolationTests {
    /// 2026-05-28 12:00 UTC.
    private let date = Date(timeIntervalSince1970: 1_779_969_600)
    private let english = Locale(identifier: "en_US")
    private let utc = TimeZone(identifier: "UTC") ?? .current

    private func string(_ text: Text) -> String {
        // ICU writes a narrow no-break space before "PM"; compare it as a space.
        text.plainString.replacingOccurrences(of: "\u{202F}", with: " ")
    }

    private func spans(_ text: Text) -> [TextSpan] { text.spans(in: EnvironmentValues(), at: nil) }

    @Test("Text(_:format:) writes numbers, percentages, currencies and dates with the style")
    func formatStyles() {
        #expect(string(Text(0.25, format: .percent.locale(english))) == "25%")
        #expect(string(Text(1234.5, format: .currency(code: "USD").locale(english))) == "$1,234.50")
        #expect(string(Text(3.14159, format: .number.precision(.fractionLength(2)).locale(english))) == "3.14")
        #expect(string(Text(1_234_567, format: .number.locale(english))) == "1,234,567")
        let time = Date.FormatStyle(locale: english, timeZone: utc).hour().minute()
        #expect(string(Text(date, format: time)) == "12:00 PM")
        let day = Date.FormatStyle(date: .long, time: .omitted, locale: english, timeZone: utc)
        #expect(string(Text(date, format: day)) == "May 28, 2026")
    }

    /// Linux's Foundation falls back to world English (en_001) where the user's locale is unknown, which
    /// writes "28 May"; an iPhone in English is in en_US. A style in that fallback moves to en_US when `Text`
    /// formats it; a style in a locale of its own keeps it.
    @Test("A style in Foundation's fallback locale is written as en_US; a style's own locale is kept")
    func fallbackLocaleMoved() {
        let fallback = Locale(identifier: "en_001")
        let british = Locale(identifier: "en_GB")
        let monthDay = Date.FormatStyle(locale: fallback, timeZone: utc).month().day()
        #expect(string(Text(date, format: monthDay)) == "May 28")
        #expect(string(Text(date, format: monthDay.locale(british))) == "28 May")
        #expect(string(Text("\(date, format: monthDay)")) == "May 28")
        #expect(string(Text(1234.5, format: .number.locale(fallback))) == "1,234.5")
        #expect(string(Text(Decimal(12.5), format: .currency(code: "USD").locale(fallback))) == "$12.50")
        #expect(string(Text(0.25, format: .percent.locale(Locale(identifier: "de_DE")))) == "25\u{A0}%")
        let german = Date.FormatStyle(locale: Locale(identifier: "de_DE"), timeZone: utc).month().day()
        #expect(string(Text(date, format: german)) == "28. Mai")
    }

    @Test("Text(_:formatter:) writes through a Formatter")
    func formatters() {
        let formatter = DateFormatter()
        formatter.locale = english
        formatter.timeZone = utc
        formatter.dateFormat = "yyyy-MM-dd"
        #expect(string(Text(date, formatter: formatter)) == "2026-05-28")
        let numbers = NumberFormatter()
        numbers.locale = english
        numbers.numberStyle = .decimal
        #expect(string(Text(NSNumber(value: 9876), formatter: numbers)) == "9,876")
    }

    @Test("Interpolated numbers take SwiftUI's C formats: %lld for integers, %lf for doubles")
    func numbers() {
        let count = 3
        let pi = 3.14159
        #expect(string(Text("Count: \(count)")) == "Count: 3")
        // As on iOS, a plain Double shows six decimals.
        #expect(string(Text("Pi: \(pi)")) == "Pi: 3.141590")
        #expect(string(Text("Pi: \(pi, specifier: "%.2f")")) == "Pi: 3.14")
        #expect(string(Text("\(Float(0.5))")) == "0.500000")
        #expect(string(Text("\(UInt8(7)) of \(Int64(-2))")) == "7 of -2")
    }

    @Test("Interpolated format styles, formatters, dates, strings and other values")
    func otherValues() {
        let share = 0.5
        let name = "Ada"
        #expect(string(Text("Done: \(share, format: .percent.locale(english))")) == "Done: 50%")
        let formatter = DateFormatter()
        formatter.locale = english
        formatter.timeZone = utc
        formatter.dateFormat = "d MMM"
        #expect(string(Text("On \(date, formatter: formatter)")) == "On 28 May")
        #expect(string(Text("On \(date, style: .date)")) == "On " + string(Text(date, style: .date)))
        #expect(string(Text("Hi \(name)!")) == "Hi Ada!")
        #expect(string(Text("Suit: \(Suit.hearts)")) == "Suit: hearts")
    }

    @Test("A live date written into a key keeps updating")
    func liveDate() {
        let text = Text("Elapsed \(date, style: .timer)")
        #expect(text.segments.contains { $0.live == .timer(date) })
        #expect(string(text).hasPrefix("Elapsed "))
    }

    @Test("An interpolated Text keeps its styling")
    func interpolatedText() {
        let parts = spans(Text("Tap \(Text("Done").bold()) to finish"))
        #expect(parts.map(\.string) == ["Tap ", "Done", " to finish"])
        #expect(parts.map(\.font.weight) == [400, 700, 400])
    }

    @Test("Markdown around a value styles it; Markdown inside a value stays as typed")
    func markdownAroundValues() {
        let name = "Ada"
        let bold = spans(Text("Hello **\(name)**"))
        #expect(bold.map(\.string) == ["Hello ", "Ada"])
        #expect(bold.map(\.font.weight) == [400, 700])
        let typed = "**not bold**"
        let plain = spans(Text("Said \(typed)"))
        #expect(plain.map(\.string).joined() == "Said **not bold**")
        #expect(plain.allSatisfy { $0.font.weight == 400 })
    }

    @Test("Text(verbatim:) and Text(stringVariable) do not read Markdown; a literal does")
    func verbatim() {
        let variable = "**bold** and `code`"
        #expect(string(Text(verbatim: "**bold**")) == "**bold**")
        #expect(string(Text(variable)) == "**bold** and `code`")
        #expect(string(Text("**bold** and `code`")) == "bold and code")
        #expect(string(Text(LocalizedStringKey(variable))) == "bold and code")
        #expect(Text("").segments.map(\.string) == [""])
    }
}
