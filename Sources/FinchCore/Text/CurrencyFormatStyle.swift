import Foundation

// `.currency(code:)` as an iPhone formats it when the code names no locale.
//
// Foundation's styles take the process's current locale. Linux's Foundation knows no user locale (it
// does not read `LANG`, and a container runs in C anyway) and falls back to "en_001", world English,
// which writes US dollars as "US$12.50"; an iPhone set up in English is in en_US and writes "$12.50".
// These declarations have Foundation's names: Foundation's are generic over the value type, so where
// code sees both (through `SwiftUI` or `Finch`, with or without `import Foundation`) these concrete ones
// win. Not for `Decimal`, whose Foundation declaration is concrete too: one here would make every use
// ambiguous. So `Text` and its interpolation move a decimal currency style in a fallback locale to the
// default one when they format (`FormatStyle.formatInDefaultLocale`). A style given a locale
// (`.currency(code: "EUR").locale(german)`) formats in that locale, as before.

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    /// Amounts of the currency with ISO 4217 `code`, in the default locale (en_US where Linux knows none).
    public static func currency(code: String) -> Self {
        Self(code: code, locale: .formattingDefault)
    }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Float>.Currency {
    /// Amounts of the currency with ISO 4217 `code`, in the default locale (en_US where Linux knows none).
    public static func currency(code: String) -> Self {
        Self(code: code, locale: .formattingDefault)
    }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
    /// Amounts of the currency with ISO 4217 `code`, in the default locale (en_US where Linux knows none).
    public static func currency(code: String) -> Self {
        Self(code: code, locale: .formattingDefault)
    }
}

extension FormatStyle {
    /// `input` formatted as `Text` writes it: a decimal currency style in Foundation's fallback locale
    /// (what `Decimal`'s own `.currency(code:)` takes) is moved to the default one first, so decimals
    /// write "$12.50" as doubles do.
    func formatInDefaultLocale(_ input: FormatInput) -> FormatOutput {
        if let style = self as? Decimal.FormatStyle.Currency, let value = input as? Decimal,
            let output = style.locale(.formattingDefault(for: style.locale)).format(value) as? FormatOutput
        {
            return output
        }
        return format(input)
    }
}
