import Foundation

extension AttributedString {
    /// How a localized attributed string is made, as Foundation's (iOS 16).
    public struct LocalizationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Marks each value written in with its place in the key (accepted; Finch adds no such attribute).
        public static let applyReplacementIndexAttribute = LocalizationOptions(rawValue: 1 << 0)
    }

    /// `keyAndValue` translated as `String(localized:)` translates it, its values written in, and the
    /// translation's Markdown read, as Foundation reads it for an attributed string (Linux's Foundation has
    /// neither). The values are written in before the Markdown is read, so Markdown characters in a value
    /// are read too (Foundation keeps them as they are: Finch's simplification).
    public init(
        localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [], table: String? = nil,
        bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self.init(markdownTranslation: String(localized: keyAndValue, table: table, bundle: bundle))
    }

    /// The translation of `key` (see `init(localized:options:table:bundle:locale:comment:)`), showing
    /// `defaultValue`'s values; `defaultValue` when no table has the key.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, options: LocalizationOptions = [],
        table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self.init(
            markdownTranslation: String(
                localized: key, defaultValue: defaultValue, table: table, bundle: bundle))
    }

    /// `resource` translated as `String(localized:)` translates it, with its Markdown read.
    public init(localized resource: LocalizedStringResource) {
        self.init(markdownTranslation: String(localized: resource))
    }

    private init(markdownTranslation translation: String) {
        self = (try? AttributedString(markdown: translation)) ?? AttributedString(translation)
    }
}
