import Foundation

// What `Text(_:format:)` and its interpolation format in when a style names no locale of its own.
//
// Foundation's styles take the process's current locale, which on Linux is its fallback "en_001" (world
// English) where the user's is unknown: `.dateTime.month().day()` wrote "6 Mar" and `.percent` and
// `.number` world English's forms, where an iPhone set up in English (en_US) writes "Mar 6". A style whose
// locale is such a fallback is moved to `Locale.formattingDefault` (en_US) when `Text` formats it; a
// style given a locale of its own (`.dateTime.locale(german)`, en_GB) keeps it.

/// A format style `Text` can move from Foundation's fallback locale to the default one.
protocol DefaultLocaleFormatStyle {
    /// This style, its locale moved to the formatting default when it is a fallback.
    func inFormattingDefaultLocale() -> Self
}

extension FormatStyle {
    /// `input` formatted as `Text` writes it: in the style's own locale, unless that is Foundation's
    /// fallback for an unknown user locale, which is moved to en_US first (`DefaultLocaleFormatStyle`).
    func formatInDefaultLocale(_ input: FormatInput) -> FormatOutput {
        if let style = self as? any DefaultLocaleFormatStyle, let moved = style.inFormattingDefaultLocale() as? Self {
            return moved.format(input)
        }
        return format(input)
    }
}

extension Date.FormatStyle: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension Date.RelativeFormatStyle: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self {
        var style = self
        style.locale = .formattingDefault(for: locale)
        return style
    }
}

extension Date.IntervalFormatStyle: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self {
        var style = self
        style.locale = .formattingDefault(for: locale)
        return style
    }
}

extension IntegerFormatStyle: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension IntegerFormatStyle.Percent: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension IntegerFormatStyle.Currency: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension FloatingPointFormatStyle: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension FloatingPointFormatStyle.Percent: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension FloatingPointFormatStyle.Currency: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension Decimal.FormatStyle: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension Decimal.FormatStyle.Percent: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}

extension Decimal.FormatStyle.Currency: DefaultLocaleFormatStyle {
    func inFormattingDefaultLocale() -> Self { locale(.formattingDefault(for: locale)) }
}
