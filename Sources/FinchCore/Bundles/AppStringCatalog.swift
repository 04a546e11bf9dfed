import Foundation

/// A String Catalog (`Localizable.xcstrings`, Xcode 15's form of an app's string tables), read as JSON.
///
/// Xcode compiles a catalog into `.strings` and `.stringsdict` files when it builds an app; SwiftPM on Linux
/// copies it into the target's resource bundle as it is, so Finch reads the JSON: each key's translations by
/// language, a translation being one string or plural variations. The language is chosen once, as Foundation
/// chooses a bundle's localization: the user's preferred languages against those the catalog has, else its
/// source language (whose keys are shown as they are).
package struct AppStringCatalog: Sendable {
    /// The chosen language's translations, by key.
    let translations: [String: Translation]

    /// One key's translation in the chosen language.
    enum Translation: Equatable, Sendable {
        case text(String)
        /// Plural forms by CLDR category (`one`, `other`, `zero`…).
        case plural([String: String])
        /// A string with `%#@name@` substitutions, each a plural variation of one value (several values
        /// each with their own plural, which Xcode writes as substitutions).
        case substituted(PluralFormat)
    }

    /// Reads the catalog at `url` in the first of `preferences` it has (its source language when it has
    /// none of them); nil when the file is not a catalog.
    package init?(contentsOf url: URL, preferences: [String] = Locale.preferredLanguages) {
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data)
        else { return nil }
        let available = Set(file.strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] })
        let language = Self.language(among: available, preferences: preferences) ?? file.sourceLanguage
        var translations: [String: Translation] = [:]
        for (key, entry) in file.strings {
            if let translation = entry.localizations?[language]?.translation { translations[key] = translation }
        }
        self.translations = translations
    }

    /// The first of `preferences` the catalog has, exactly ("pt-BR") or by its language ("de" for "de-DE").
    /// (Linux's `Bundle.preferredLocalizations(from:forPreferences:)` does not weigh the preferences.)
    static func language(among available: Set<String>, preferences: [String]) -> String? {
        for preference in preferences {
            if available.contains(preference) { return preference }
            let base = String(preference.prefix { $0 != "-" && $0 != "_" })
            if available.contains(base) { return base }
        }
        return nil
    }

    /// The translation of `key`; a plural one chosen by `count` (the key's first number), as English counts:
    /// `one` for 1, `zero` for 0 when the catalog has it, else `other` (Finch's rule for every language).
    package func translation(of key: String, count: Double?) -> String? {
        translation(of: key, numbers: count.map { [$0] } ?? [])
    }

    /// The translation of `key` for the values written into it (`numbers`, nil where a value is not a
    /// number): a plural one chosen by the first number, substitutions each by their own (`PluralFormat`).
    package func translation(of key: String, numbers: [Double?]) -> String? {
        switch translations[key] {
        case .text(let value): return value
        case .plural(let forms):
            let count = numbers.lazy.compactMap { $0 }.first
            let category = count == 1 ? "one" : count == 0 && forms["zero"] != nil ? "zero" : "other"
            return forms[category] ?? forms["other"]
        case .substituted(let format): return format.resolved(numbers: numbers)
        case nil: return nil
        }
    }

    // The file's shape, as Xcode writes it.
    private struct File: Decodable {
        let sourceLanguage: String
        let strings: [String: Entry]
    }

    private struct Entry: Decodable {
        let localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        let stringUnit: StringUnit?
        let variations: Variations?
        let substitutions: [String: Substitution]?

        var translation: Translation? {
            if let value = stringUnit?.value, let substitutions, !substitutions.isEmpty {
                return .substituted(
                    PluralFormat(format: value, variables: substitutions.compactMapValues(\.variable)))
            }
            if let value = stringUnit?.value { return .text(value) }
            if let plural = variations?.plural {
                let forms = plural.compactMapValues { $0.stringUnit?.value }
                return forms.isEmpty ? nil : .plural(forms)
            }
            return nil
        }
    }

    private struct StringUnit: Decodable {
        let value: String
    }

    private struct Variations: Decodable {
        let plural: [String: Variant]?
    }

    private struct Variant: Decodable {
        let stringUnit: StringUnit?
    }

    /// One `%#@name@` of a translation: the value it counts (`argNum`, from 1), that value's specifier, and
    /// its plural forms, in which `%arg` stands for the value.
    private struct Substitution: Decodable {
        let argNum: Int?
        let formatSpecifier: String?
        let variations: Variations?

        var variable: PluralFormat.Variable? {
            let specifier = "%" + (formatSpecifier ?? "@")
            let forms = (variations?.plural ?? [:]).compactMapValues { variant in
                variant.stringUnit?.value.replacingOccurrences(of: "%arg", with: specifier)
            }
            return forms.isEmpty ? nil : PluralFormat.Variable(argument: argNum, forms: forms)
        }
    }
}
