import Foundation

extension LocalizedStringKey {
    /// The values SwiftUI writes into a key (`Text("Total: \(price, format: .currency(code: "EUR"))")`).
    /// Each value is written when the key is made, as its own text: Markdown around it styles it,
    /// Markdown in it stays as typed.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var markdown = ""
        var arguments: [[Text.Segment]] = []
        /// The key as a string table holds it: the literal parts (a `%` doubled) and each value's format
        /// specifier, as SwiftUI makes it (`"Score: \(score)"` is looked up as `"Score: %lld"`).
        var format = ""
        /// The numbers written in, one for each value (nil for a value that is not a number): a String
        /// Catalog's plural form is chosen by the first, a `.stringsdict` variable's by its own.
        var numbers: [Double?] = []
        /// The number of the value being appended, if it is one.
        private var pendingNumber: Double?

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity)
            markdown.reserveCapacity(literalCapacity + interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal
            markdown += literal
            // Each `%` doubled, as a format string holds a literal percent sign (most literals have none).
            guard literal.utf8.contains(UInt8(ascii: "%")) else {
                format += literal
                return
            }
            for character in literal {
                format.append(character)
                if character == "%" { format.append("%") }
            }
        }

        /// A value as its segments, behind one placeholder; `specifier` is its format in the table's key
        /// (`%@` for text and objects, the number's C format for a number).
        mutating func append(_ segments: [Text.Segment], specifier: String = "%@") {
            guard let placeholder = LocalizedStringKey.placeholder(arguments.count) else { return }
            key += segments.map(\.string).joined()
            markdown.append(placeholder)
            format += specifier
            arguments.append(segments)
            numbers.append(pendingNumber)
            pendingNumber = nil
        }

        mutating func append(verbatim string: String, specifier: String = "%@") {
            append([Text.Segment(string: string)], specifier: specifier)
        }

        public mutating func appendInterpolation(_ string: String) { append(verbatim: string) }

        /// A string, number or other value, as `String(describing:)` writes it. SwiftUI accepts only
        /// the kinds below and `CustomStringConvertible` ones through `String`; Finch accepts more.
        public mutating func appendInterpolation<T>(_ value: T) { append(verbatim: String(describing: value)) }

        /// An integer or floating-point number, as SwiftUI writes it: with its C format (`%lld`,
        /// `%lf`), so `Text("\(2.5)")` shows "2.500000", as on iOS.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            noteNumber(value)
            append(verbatim: String(format: value._specifier, value._arg), specifier: value._specifier)
        }

        /// A number in a C format (`Text("\(value, specifier: "%.2f")")`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            noteNumber(value)
            append(verbatim: String(format: specifier, value._arg), specifier: specifier)
        }

        private mutating func noteNumber<T>(_ value: T) {
            if let integer = value as? any BinaryInteger {
                pendingNumber = Double(integer)
            } else if let real = value as? any BinaryFloatingPoint {
                pendingNumber = Double(real)
            }
        }

        /// A value in a `FormatStyle` (`Text("\(0.25, format: .percent)")`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(verbatim: format.formatInDefaultLocale(input))
        }

        /// A value through a `Formatter` (its `description` without one).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            append(verbatim: formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// A date through a `Formatter` (its `description` without one): Linux's `Date` is not
        /// `ReferenceConvertible` as Apple's is.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            append(verbatim: formatter?.string(for: date) ?? String(describing: date))
        }

        /// An object through a `Formatter` (its `description` without one).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            append(verbatim: formatter?.string(for: subject) ?? subject.description)
        }

        /// A styled text, keeping its styling (`Text("Tap \(Text("Done").bold()) to finish")`).
        public mutating func appendInterpolation(_ text: Text) { append(text.segments) }

        /// An image written into the text, drawn inline (`Text("Rated \(Image(systemName: "star.fill"))")`).
        public mutating func appendInterpolation(_ image: Image) {
            var segment = Text.Segment(string: "")
            segment.image = image
            append([segment])
        }

        /// An attributed string, keeping its attributes.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            append(Text.Segment.segments(of: attributedString))
        }

        /// A date in a `Text.DateStyle`; the live styles (`.relative`, `.timer`…) keep updating.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append([Text.Segment(date: date, style: style)])
        }
    }
}
