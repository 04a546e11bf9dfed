import Foundation

/// A translation whose `%#@name@` variables (numbered or not: `%2$#@name@`) are each replaced by a plural
/// form chosen by a value written into the key: a `.stringsdict` entry's `NSStringLocalizedFormatKey`
/// with its plural rules, or a String Catalog translation with its substitutions.
///
/// A variable takes the value at its place among the key's values: the one its file names (a catalog's
/// `argNum`), else the one at the token's place (its number, or its turn among the unnumbered
/// specifiers). Its form is chosen by that number as English counts: `one` for 1, `zero` for 0 when the
/// variable has it, else `other` (the rule Finch's catalogs follow, for every language: Finch's choice).
/// The form's first unnumbered specifier is then numbered for that value (`"%lld apples"` for the second
/// value is `"%2$lld apples"`), so it shows the value wherever the variable stood.
struct PluralFormat: Equatable, Sendable {
    struct Variable: Equatable, Sendable {
        /// The value's place among the key's values, from 1, when the file names it.
        let argument: Int?
        /// Forms by CLDR category (`zero`, `one`, `two`, `few`, `many`, `other`).
        let forms: [String: String]
    }

    let format: String
    let variables: [String: Variable]

    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The format with each variable replaced by its form for `numbers` (one for each value written
    /// into the key, nil for a value that is not a number).
    func resolved(numbers: [Double?]) -> String {
        var result = ""
        var next = 0
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            guard let (position, name, after) = Self.variable(in: rest) else {
                // An ordinary specifier (or `%%`), kept as it is; it still takes its value's turn.
                let (kept, after, takesTurn) = Self.specifier(in: rest)
                result += "%" + kept
                if takesTurn { next += 1 }
                rest = after
                continue
            }
            rest = after
            let tokenIndex = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            guard let variable = variables[name] else { continue }
            let index = variable.argument.map { $0 - 1 } ?? tokenIndex
            let number = numbers.indices.contains(index) ? numbers[index] : nil
            if let form = Self.form(in: variable.forms, for: number) {
                result += Self.numbering(form, as: index + 1)
            }
        }
        return result + rest
    }

    /// The form for `number`, as English counts (see the type's comment).
    private static func form(in forms: [String: String], for number: Double?) -> String? {
        let category = number == 1 ? "one" : number == 0 && forms["zero"] != nil ? "zero" : "other"
        return forms[category] ?? forms["other"]
    }

    /// Reads `N$#@name@` or `#@name@` after a `%`: the position, the name and what follows.
    private static func variable(in text: Substring) -> (position: Int?, name: String, rest: Substring)? {
        var rest = text
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        var position: Int?
        if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
            position = Int(digits)
            rest = rest.dropFirst(digits.count + 1)
        }
        guard rest.hasPrefix("#@") else { return nil }
        rest = rest.dropFirst(2)
        guard let end = rest.firstIndex(of: "@") else { return nil }
        return (position, String(rest[..<end]), rest[rest.index(after: end)...])
    }

    /// One ordinary specifier after its `%` (read as `LocalizedFormat` reads it): its characters, what
    /// follows, and whether it takes the next unnumbered value's turn (`%%` and a numbered one do not).
    private static func specifier(in text: Substring) -> (kept: Substring, rest: Substring, takesTurn: Bool) {
        if text.first == "%" { return (text.prefix(1), text.dropFirst(), false) }
        let (position, rest) = LocalizedFormat.specifier(in: text)
        return (text[..<rest.startIndex], rest, position == nil)
    }

    /// `form` with its first unnumbered specifier numbered `position`.
    private static func numbering(_ form: String, as position: Int) -> String {
        var rest = form[...]
        var result = ""
        while let percent = rest.firstIndex(of: "%") {
            result += rest[...percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" { continue }
            return result + "\(position)$" + rest
        }
        return result + rest
    }
}
