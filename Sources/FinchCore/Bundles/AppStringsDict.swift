import Foundation

/// An app's plural rules: `Localizable.stringsdict` in a `<language>.lproj` folder, the property list that
/// iOS reads beside `Localizable.strings` for keys whose words follow a number ("1 apple", "3 apples").
///
/// Each key holds a format (`NSStringLocalizedFormatKey`, such as `"%#@apples@ in the basket"`) whose
/// variables (`%#@apples@`, or numbered: `%2$#@apples@`) each name a plural rule
/// (`NSStringPluralRuleType`) with a form for each CLDR category (`zero`, `one`, `two`, `few`, `many`,
/// `other`). A variable takes the value written at its place among the key's specifiers, and its form
/// is chosen by that number as English counts: `one` for 1, `zero` for 0 when the rule has it, else
/// `other` (the rule Finch's String Catalogs follow, for every language: Finch's choice). The form's own
/// specifier then shows the value.
///
/// Read by Finch because Linux's Foundation cannot: asked for a key a `.stringsdict` holds,
/// `Bundle.localizedString(forKey:value:table:)` crashes (its table's value is a dictionary, which it
/// bridges as a string). So Foundation is never asked for a key that any language's `.stringsdict` of a
/// bundle holds (`AppStringTables.stringsDictKeys(of:)`).
package struct AppStringsDict: Sendable {
    /// One key's format and the plural rules of its variables.
    struct Entry: Equatable, Sendable {
        let format: String
        /// Forms by CLDR category, by variable name.
        let variables: [String: [String: String]]
    }

    /// The file's entries, by key.
    let entries: [String: Entry]
    /// Every key the file holds, an entry or not (Foundation must not be asked for any of them).
    let allKeys: Set<String>

    /// Reads the property list at `url`; nil when it is not one, or holds no dictionary.
    package init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let keys = list as? [String: Any]
        else { return nil }
        var entries: [String: Entry] = [:]
        for (key, value) in keys {
            if let entry = Self.entry(from: value) { entries[key] = entry }
        }
        self.entries = entries
        allKeys = Set(keys.keys)
    }

    /// An entry from one key's dictionary: its format and every variable that is a plural rule.
    private static func entry(from value: Any) -> Entry? {
        guard let rules = value as? [String: Any], let format = rules["NSStringLocalizedFormatKey"] as? String
        else { return nil }
        var variables: [String: [String: String]] = [:]
        for (name, rule) in rules {
            guard let rule = rule as? [String: Any],
                rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
            else { continue }
            let forms = rule.compactMapValues { $0 as? String }.filter { Self.categories.contains($0.key) }
            if !forms.isEmpty { variables[name] = forms }
        }
        return Entry(format: format, variables: variables)
    }

    private static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The format of `key` with each variable replaced by its form for the number written at its place
    /// (`numbers`, by argument: nil for a value that is not a number); nil when the file has no such key.
    package func translation(of key: String, numbers: [Double?]) -> String? {
        guard let entry = entries[key] else { return nil }
        var result = ""
        var next = 0
        var rest = entry.format[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            guard let (position, name, after) = Self.variable(in: rest) else {
                // An ordinary specifier (or `%%`), kept as it is; it still takes its argument's place.
                let (kept, after, takesArgument) = Self.specifier(in: rest)
                result += "%" + kept
                if takesArgument { next += 1 }
                rest = after
                continue
            }
            rest = after
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            let number = numbers.indices.contains(index) ? numbers[index] : nil
            if let forms = entry.variables[name], let form = Self.form(in: forms, for: number) {
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

    /// One ordinary specifier after its `%`: its characters up to and with the conversion (position,
    /// flags, width, precision and length skipped over, as `LocalizedFormat` reads them), what follows,
    /// and whether it takes the next unnumbered argument (`%%` and a numbered one do not).
    private static func specifier(in text: Substring) -> (kept: Substring, rest: Substring, takesArgument: Bool) {
        if text.first == "%" { return (text.prefix(1), text.dropFirst(), false) }
        var rest = text
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        let isNumbered = !digits.isEmpty && rest.dropFirst(digits.count).first == "$"
        if isNumbered { rest = rest.dropFirst(digits.count + 1) }
        rest = rest.drop(while: { "-+ #0'.*".contains($0) || ($0.isASCII && $0.isNumber) })
        rest = rest.drop(while: { "hlqLzjt".contains($0) })
        if let conversion = rest.first, conversion.isLetter || conversion == "@" { rest = rest.dropFirst() }
        return (text[..<rest.startIndex], rest, !isNumbered)
    }

    /// `form` with its first unnumbered specifier numbered `position`, so it shows the value its variable
    /// took wherever the variable stood (`"%lld apples"` for the second argument is `"%2$lld apples"`).
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
