import Foundation

// `.currency(code:)` as an iPhone formats it when the code names no locale.
//
// Foundation's styles take the process's current locale. Linux's Foundation knows no user locale (it
// does not read `LANG`, and a container runs in C anyway) and falls back to "en_001", world English,
// which writes US dollars as "US$12.50"; an iPhone set up in English is in en_US and writes "$12.50".
// These declarations have Foundation's names: Foundation's are generic over the value type, so where
// code sees both (through `SwiftUI` or `Finch`, with or without `import Foundation`) these concrete ones
// win. Not for `Decimal`, whose Foundation declaration is concrete too: one here would make every use
// ambiguous. So `Text` and its interpolation move a style in a fallback locale to the default one when
// they format (`FormatStyle.formatInDefaultLocale`, FormatStyle+DefaultLocale.swift). A style given a
// locale (`.currency(code: "EUR").locale(german)`) formats in that locale, as before.

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
