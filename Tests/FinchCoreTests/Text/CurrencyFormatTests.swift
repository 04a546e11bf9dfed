import Foundation
import Testing

@testable import FinchCore

/// `.currency(code:)` without a locale writes dollars as an iPhone in en_US does, where Linux's
/// Foundation knows no user locale ("en_001", which writes "US$").
@MainActor @Suite("Currency format styles: en_US when the process has no locale of its own")
struct CurrencyFormatTests {
    /// Foundation's no-break spaces, as plain spaces.
    private func plain(_ string: String) -> String {
        string.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test("Foundation's fallback locales format as en_US; a real locale stays itself")
    func defaultLocale() {
        #expect(Locale.formattingDefault(for: Locale(identifier: "en_001")).identifier == "en_US")
        #expect(Locale.formattingDefault(for: Locale(identifier: "en")).identifier == "en_US")
        #expect(Locale.formattingDefault(for: Locale(identifier: "en_GB")).identifier == "en_GB")
        #expect(Locale.formattingDefault(for: Locale(identifier: "de_DE")).identifier == "de_DE")
        #expect(Locale.formattingDefault(for: Locale(identifier: "fr")).identifier == "fr")
    }

    @Test("Without a locale, US dollars are written $12.50 (Double, Float, Int)")
    func withoutLocale() throws {
        // Only where the process has no locale of its own (as on the test machines), else it is in use.
        let region = Locale.current.region?.identifier
        try #require(region == nil || region == "001")
        #expect(12.5.formatted(.currency(code: "USD")) == "$12.50")
        #expect(1234.5.formatted(.currency(code: "USD")) == "$1,234.50")
        #expect(Float(2.5).formatted(.currency(code: "USD")) == "$2.50")
        #expect(12.formatted(.currency(code: "USD")) == "$12.00")
        #expect(Text(84.5, format: .currency(code: "USD")).plainString == "$84.50")
    }

    @Test("A locale given to the style still decides")
    func explicitLocale() {
        let german = Locale(identifier: "de_DE")
        #expect(plain(12.5.formatted(.currency(code: "USD").locale(german))) == "12,50 $")
        #expect(plain(12.5.formatted(.currency(code: "EUR").locale(german))) == "12,50 €")
        #expect(12.5.formatted(.currency(code: "GBP").locale(Locale(identifier: "en_GB"))) == "£12.50")
    }

    @Test("Decimals in Text write $12.50 as doubles do; a locale given to the style still decides")
    func decimal() throws {
        let region = Locale.current.region?.identifier
        try #require(region == nil || region == "001")
        let price = Decimal(string: "12.5") ?? 0
        #expect(Text(price, format: .currency(code: "USD")).plainString == "$12.50")
        let total = Decimal(string: "1234.5") ?? 0
        #expect(Text("Total: \(total, format: .currency(code: "USD"))").plainString == "Total: $1,234.50")
        let german = Locale(identifier: "de_DE")
        #expect(plain(Text(price, format: .currency(code: "USD").locale(german)).plainString) == "12,50 $")
        #expect(Text(price, format: .number).plainString == "12.5")
    }
}
