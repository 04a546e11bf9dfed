import Foundation

// Values written by Foundation's formatters, as SwiftUI's `Text(_:format:)` and `Text(_:formatter:)`.
// SwiftUI formats when it draws, in the environment's locale; Finch has no `\.locale` yet and formats
// once, when the text is made, in the style's or formatter's own locale (the process's unless set).

extension Text {
    /// A value in a `FormatStyle` (`Text(0.25, format: .percent)`, `Text(date, format: .dateTime.hour().minute())`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.formatInDefaultLocale(input))
    }

    /// A value in a `FormatStyle` that writes an attributed string, its attributes kept.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(format.format(input))
    }

    /// A value through a `Formatter` (`Text(price, formatter: currencyFormatter)`); a value the
    /// formatter cannot write shows nothing.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A date through a `Formatter` (`Text(date, formatter: dateFormatter)`). On Apple platforms `Date`
    /// is `ReferenceConvertible` and takes the overload above; Linux's is not, so it has its own.
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }

    /// An object through a `Formatter` (`Text(NSNumber(value: 3), formatter: formatter)`).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
