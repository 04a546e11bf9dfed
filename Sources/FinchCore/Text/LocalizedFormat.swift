import Foundation

/// A translated format string from a string table ("Punkte: %lld", "%2$lld Dinge hat %1$@") turned into the
/// key's Markdown form: each specifier becomes the placeholder of the value it names, `%%` a percent sign.
///
/// The values are shown as the key wrote them (a number in the key's own format): a translation that gives a
/// number another precision changes only where it stands (Finch's choice; Foundation would write it again).
enum LocalizedFormat {
    /// `translation` with each specifier replaced by `LocalizedStringKey.placeholder(_:)` of its value: the
    /// next one in order, or the numbered one (`%2$@` is the second). A specifier naming no value (more
    /// specifiers than values) is dropped.
    static func placeholders(in translation: String, arguments count: Int) -> String {
        var result = ""
        var next = 0
        var characters = translation[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result.append("%")
                characters = characters.dropFirst()
                continue
            }
            let (position, rest) = specifier(in: characters)
            characters = rest
            let index: Int
            if let position {
                index = position - 1
            } else {
                index = next
                next += 1
            }
            if index >= 0, index < count, let placeholder = LocalizedStringKey.placeholder(index) {
                result.append(placeholder)
            }
        }
        result += characters
        return result
    }

    /// Reads one specifier after its `%`: its position (`2$`) if numbered, and what follows it. Flags, width,
    /// precision and length are skipped up to the conversion character, which ends it.
    static func specifier(in text: Substring) -> (position: Int?, rest: Substring) {
        var rest = text
        var position: Int?
        let digits = rest.prefix(while: \.isASCIIDigit)
        if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
            position = Int(digits)
            rest = rest.dropFirst(digits.count + 1)
        }
        rest = rest.drop(while: { "-+ #0'".contains($0) || $0.isASCIIDigit || $0 == "*" || $0 == "." })
        rest = rest.drop(while: { "hlqLzjt".contains($0) })
        if let conversion = rest.first, conversion.isLetter || conversion == "@" { rest = rest.dropFirst() }
        return (position, rest)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
