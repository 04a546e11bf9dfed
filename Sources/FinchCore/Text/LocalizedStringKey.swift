import Foundation

/// A string literal used as a localisation key, as SwiftUI's, looked up in the app's string tables
/// (`AppStringTables`, `Localizable.strings`). A key with values written into it is looked up as SwiftUI
/// makes it, each value replaced by its format (`"Score: \(score)"` as `"Score: %lld"`), and the
/// translation's specifiers (in order, or numbered: `%2$@`) show the values. When no table has the key,
/// the key itself is shown, with the values written into it. Either way its inline Markdown is read
/// (`InlineMarkdown`), as `Text` shows a key in SwiftUI.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The characters shown, values written in and Markdown as typed (a title's plain form).
    let key: String
    /// The key with each value written into it as one placeholder character, so Markdown around a
    /// value reaches it (`"Hello **\(name)**"` makes the name bold) while the value's own characters
    /// are never read as Markdown, as in SwiftUI.
    let markdown: String
    /// The values, in the order of their placeholders.
    let arguments: [[Text.Segment]]
    /// The key a string table holds for a key with values (see `StringInterpolation.format`).
    let format: String
    /// The numbers written in, one for each value (nil for a value that is not a number): they choose
    /// plural forms (see `StringInterpolation.numbers`).
    let numbers: [Double?]

    public init(_ value: String) {
        key = value
        markdown = value
        arguments = []
        format = value
        numbers = []
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        markdown = stringInterpolation.markdown
        arguments = stringInterpolation.arguments
        format = stringInterpolation.format
        numbers = stringInterpolation.numbers
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.markdown == rhs.markdown && lhs.arguments == rhs.arguments
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(markdown) }

    /// The placeholder standing for argument `index`: a character in Unicode's supplementary private
    /// use area, which no keyboard types.
    static func placeholder(_ index: Int) -> Character? {
        Unicode.Scalar(0xF0000 + index).map(Character.init)
    }

    /// The argument a placeholder stands for.
    static func argumentIndex(of character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xF0000...0xFFFFD).contains(scalar.value)
        else { return nil }
        return Int(scalar.value - 0xF0000)
    }

    /// The styled segments the key shows (one empty segment for an empty key, as `Text("")` always had).
    var segments: [Text.Segment] { segments(translatedBy: AppStringTables.translation(of:numbers:)) }

    /// The segments, with the translation `translate` gives for the key and the numbers written into it.
    func segments(translatedBy translate: (String, [Double?]) -> String?) -> [Text.Segment] {
        let source: String
        if arguments.isEmpty {
            source = translate(key, []) ?? markdown
        } else {
            let values = arguments.count
            source =
                translate(format, numbers).map { LocalizedFormat.placeholders(in: $0, arguments: values) } ?? markdown
        }
        let segments = InlineMarkdown.parse(source).flatMap(segments(of:))
        return segments.isEmpty ? [Text.Segment(string: "")] : segments
    }

    /// A Markdown run as segments: its text in its style, each placeholder replaced by its value's
    /// segments with the run's style around their own.
    private func segments(of run: InlineMarkdown.Run) -> [Text.Segment] {
        var result: [Text.Segment] = []
        var text = ""
        for character in run.string {
            guard let index = Self.argumentIndex(of: character), arguments.indices.contains(index) else {
                text.append(character)
                continue
            }
            if !text.isEmpty { result.append(Text.Segment(string: text, inline: run.style)) }
            text = ""
            result += arguments[index].map { $0.inside(run.style) }
        }
        if !text.isEmpty || result.isEmpty { result.append(Text.Segment(string: text, inline: run.style)) }
        return result
    }
}
