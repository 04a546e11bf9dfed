import Foundation

/// A string to localize later, with where to find its translation, as Foundation's (iOS 16): made from
/// a literal or an interpolation (`let title: LocalizedStringResource = "\(count) photos"`), or from a
/// key and a default value, then turned into text by `String(localized:)` or `Text(_:)`. Linux's
/// Foundation has no such type.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Where a resource's translations are: the app's own tables, or another bundle's.
    public struct BundleDescription: Hashable, Sendable {
        let url: URL?

        /// The app's tables (its main bundle and the resource bundles beside it).
        public static let main = BundleDescription(url: nil)

        /// The bundle at `url`.
        public static func atURL(_ url: URL) -> BundleDescription { BundleDescription(url: url) }

        /// The bundle that holds `aClass`'s code.
        public static func forClass(_ aClass: AnyClass) -> BundleDescription {
            BundleDescription(url: Bundle(for: aClass).bundleURL)
        }

        /// The bundle to look in, nil for the app's.
        var bundle: Bundle? { url.flatMap { Bundle(url: $0) } }
    }

    /// The key looked up in the tables.
    public var key: String
    /// What is shown, its values written in, when no table has the key (or the key's own text).
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    /// A resource whose key is `keyAndValue`'s (as a `LocalizedStringKey` makes it: `"%lld photos"`).
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = keyAndValue.key.lookupKey
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource looked up by `key`, showing `defaultValue` (with its values) where no table has it.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}

extension String {
    /// `resource` translated as `String(localized:table:bundle:)` translates its key, its values written in.
    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(
            resource.key, showing: resource.defaultValue.key, table: resource.table, bundle: resource.bundle.bundle)
    }
}

extension Text {
    /// `resource` translated (`String(localized:)`), shown as it is: Markdown in the translation is not
    /// read (Finch's choice). Disfavoured, so a literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}
