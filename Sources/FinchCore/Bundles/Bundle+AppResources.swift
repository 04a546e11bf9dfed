import Foundation

/// `Bundle.main`'s resource lookups as on Apple platforms, where an app's resources are in its main
/// bundle: when Foundation finds nothing in the main bundle (on Linux, the executable's folder), the
/// resource bundles SwiftPM puts beside the executable are searched (`AppResourceBundles`), so
/// `Bundle.main.url(forResource: "data", withExtension: "json")` finds a target's `data.json`.
///
/// Why these overloads win over Foundation's methods of the same names: Foundation's take the name as
/// `String?`, these as `String`, and Swift prefers the overload that needs no conversion to an optional,
/// whichever of Finch, SwiftUI and Foundation a file imports (an identical signature would be ambiguous
/// in a file importing Foundation as well). The trailing `Never...` takes no arguments; it makes the
/// full names differ (`url(forResource:withExtension:_:)`), so an unapplied
/// `Bundle.main.url(forResource:withExtension:)` still names Foundation's method alone instead of being
/// ambiguous. A `String?` name goes to Foundation's method, which searches the main bundle only.
/// Each overload calls Foundation's with an optional name, so none calls itself. Other bundles
/// (`Bundle.module`, `Bundle(url:)`) search only themselves.
extension Bundle {
    /// The file `name.ext` in this bundle; for the main bundle, else in the app's resource bundles.
    public func url(forResource name: String, withExtension ext: String?, _ none: Never...) -> URL? {
        url(forResource: Optional(name), withExtension: ext)
            ?? appResource { $0.url(forResource: Optional(name), withExtension: ext) }
    }

    /// The file `name.ext` in `subpath` of this bundle; for the main bundle, else of the app's resource
    /// bundles.
    public func url(
        forResource name: String, withExtension ext: String?, subdirectory subpath: String?, _ none: Never...
    ) -> URL? {
        url(forResource: Optional(name), withExtension: ext, subdirectory: subpath)
            ?? appResource { $0.url(forResource: Optional(name), withExtension: ext, subdirectory: subpath) }
    }

    /// The path of `name.ext` in this bundle; for the main bundle, else in the app's resource bundles.
    public func path(forResource name: String, ofType ext: String?, _ none: Never...) -> String? {
        path(forResource: Optional(name), ofType: ext)
            ?? appResource { $0.path(forResource: Optional(name), ofType: ext) }
    }

    /// `lookup` in the app's resource bundles when this is the main bundle; nil for any other bundle.
    private func appResource<T>(_ lookup: (Bundle) -> T?) -> T? {
        guard self === Bundle.main else { return nil }
        return AppResourceBundles.first(in: AppResourceBundles.beside, lookup)
    }
}
