import Foundation

extension String {
    /// A string to look up in the app's tables, with values written into it, as Foundation's (iOS 15):
    /// the key is made as SwiftUI makes a `LocalizedStringKey`'s (`"\(count) apples"` is looked up as
    /// `"%lld apples"`), and its numbers choose plural forms. Linux's Foundation has neither this type nor
    /// `String(localized:)`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        let key: LocalizedStringKey

        public init(_ value: String) {
            key = LocalizedStringKey(value)
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// `keyAndValue` translated by the app's String Catalog, `.stringsdict` plural rules and
    /// `Localizable.strings` (as `Text` finds them), its values written in; itself when none has it.
    ///
    /// Markdown is not read (as Foundation's, which reads it only for an `AttributedString`). `table` names
    /// another table than `Localizable`, looked up through Foundation; `bundle` one bundle to look in
    /// instead of the app's (nil and `.main` are the app's: its main bundle and the resource bundles beside
    /// it). `locale` is accepted: values are written when the key is made, in their own formats' locales
    /// (Finch's simplification).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let value = keyAndValue.key
        self = Self.localized(value.lookupKey, showing: value, table: table, bundle: bundle)
    }

    /// The translation of `key` in the app's tables (see `init(localized:table:bundle:locale:comment:)`),
    /// showing `defaultValue`'s values; `defaultValue` itself when no table has the key.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = Self.localized("\(key)", showing: defaultValue.key, table: table, bundle: bundle)
    }

    /// The translation of `key` with `value`'s values written in (its numbers choosing plural forms);
    /// `value` as it is written when no table has the key.
    static func localized(_ key: String, showing value: LocalizedStringKey, table: String?, bundle: Bundle?) -> String {
        let found = translation(of: key, numbers: value.numbers, table: table, bundle: bundle)
        return found.map(value.plainString(translation:)) ?? value.key
    }

    /// The translation of `key` in `table` (nil: `Localizable`) of `bundle` (nil or `.main`: the app's).
    private static func translation(of key: String, numbers: [Double?], table: String?, bundle: Bundle?) -> String? {
        if let table, table != "Localizable" {
            let bundles = bundle.map { [$0] } ?? [Bundle.main] + AppResourceBundles.beside
            return AppStringTables.translation(of: key, in: bundles, table: table)
        }
        if let bundle, bundle != .main { return AppStringTables.translation(of: key, numbers: numbers, in: bundle) }
        return AppStringTables.translation(of: key, numbers: numbers)
    }
}

extension LocalizedStringKey {
    /// The key a string table holds for this one: its format when values are written in.
    var lookupKey: String { arguments.isEmpty ? key : format }

    /// `translation` (a table's string for this key) with this key's values written in.
    func plainString(translation: String) -> String {
        guard !arguments.isEmpty else { return translation }
        let source = LocalizedFormat.placeholders(in: translation, arguments: arguments.count)
        var result = ""
        for character in source {
            if let index = Self.argumentIndex(of: character), arguments.indices.contains(index) {
                result += arguments[index].map(\.string).joined()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
