import Foundation

/// An app's plural rules: `Localizable.stringsdict` in a `<language>.lproj` folder, the property list that
/// iOS reads beside `Localizable.strings` for keys whose words follow a number ("1 apple", "3 apples").
///
/// Each key holds a format (`NSStringLocalizedFormatKey`, such as `"%#@apples@ in the basket"`) whose
/// variables each name a plural rule (`NSStringPluralRuleType`) with a form for each CLDR category; the
/// forms are chosen and the values shown as `PluralFormat` says.
///
/// Read by Finch because Linux's Foundation cannot: asked for a key a `.stringsdict` holds,
/// `Bundle.localizedString(forKey:value:table:)` crashes (its table's value is a dictionary, which it
/// bridges as a string). So Foundation is never asked for a key that any language's `.stringsdict` of a
/// bundle holds (`AppStringTables.stringsDictKeys(of:)`).
package struct AppStringsDict: Sendable {
    /// The file's entries, by key.
    let entries: [String: PluralFormat]
    /// Every key the file holds, an entry or not (Foundation must not be asked for any of them).
    let allKeys: Set<String>

    /// Reads the property list at `url`; nil when it is not one, or holds no dictionary.
    package init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let keys = list as? [String: Any]
        else { return nil }
        var entries: [String: PluralFormat] = [:]
        for (key, value) in keys {
            if let entry = Self.entry(from: value) { entries[key] = entry }
        }
        self.entries = entries
        allKeys = Set(keys.keys)
    }

    /// An entry from one key's dictionary: its format and every variable that is a plural rule.
    private static func entry(from value: Any) -> PluralFormat? {
        guard let rules = value as? [String: Any], let format = rules["NSStringLocalizedFormatKey"] as? String
        else { return nil }
        var variables: [String: PluralFormat.Variable] = [:]
        for (name, rule) in rules {
            guard let rule = rule as? [String: Any],
                rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
            else { continue }
            let forms = rule.compactMapValues { $0 as? String }.filter { PluralFormat.categories.contains($0.key) }
            if !forms.isEmpty { variables[name] = PluralFormat.Variable(argument: nil, forms: forms) }
        }
        return PluralFormat(format: format, variables: variables)
    }

    /// The format of `key` with its variables' forms for `numbers` (see `PluralFormat`); nil when the file
    /// has no such key.
    package func translation(of key: String, numbers: [Double?]) -> String? {
        entries[key]?.resolved(numbers: numbers)
    }
}
