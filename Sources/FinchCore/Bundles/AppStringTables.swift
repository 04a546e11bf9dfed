import FinchUnsafe
import Foundation

/// The app's string tables: `Localizable.strings` in a `<language>.lproj` folder, which `Text("KEY")` reads
/// on iOS from the app's main bundle. SwiftPM copies a target's `.lproj` folders into its resource bundle
/// (with the package's `defaultLocalization`), so the tables are looked for in the main bundle, then in
/// the resource bundles beside the executable (`AppResourceBundles`), Foundation choosing the language.
/// A String Catalog (`Localizable.xcstrings`) in those bundles is read too (`AppStringCatalog`), first.
package enum AppStringTables {
    /// The app's bundles: the main one, then the resource bundles beside the executable.
    private static var appBundles: [Bundle] { [Bundle.main] + AppResourceBundles.beside }

    /// The String Catalogs of the app's bundles, read once.
    package static let catalogs: [AppStringCatalog] = appBundles.compactMap { bundle in
        bundle.url(forResource: "Localizable", withExtension: "xcstrings").flatMap { AppStringCatalog(contentsOf: $0) }
    }

    /// The plural rules of the app's bundles (`Localizable.stringsdict`, in the language Foundation
    /// chooses), read once.
    package static let stringsDicts: [AppStringsDict] = appBundles.compactMap { bundle in
        bundle.url(forResource: "Localizable", withExtension: "stringsdict").flatMap {
            AppStringsDict(contentsOf: $0)
        }
    }

    /// The translation of `key` in the app's catalogs, its plural rules, then its tables; `numbers` (the
    /// values written into the key, nil where a value is not a number) choose the plural forms.
    package static func translation(of key: String, numbers: [Double?]) -> String? {
        for catalog in catalogs {
            if let found = catalog.translation(of: key, numbers: numbers) { return found }
        }
        for rules in stringsDicts {
            if let found = rules.translation(of: key, numbers: numbers) { return found }
        }
        return translation(of: key)
    }

    /// The translation of `key` in `bundle` alone (a bundle named to `String(localized:bundle:)`): its
    /// catalog, its plural rules, then its table, read at each call (a program names one rarely).
    package static func translation(of key: String, numbers: [Double?], in bundle: Bundle) -> String? {
        if let catalog = bundle.url(forResource: "Localizable", withExtension: "xcstrings")
            .flatMap({ AppStringCatalog(contentsOf: $0) }),
            let found = catalog.translation(of: key, numbers: numbers)
        {
            return found
        }
        if let rules = bundle.url(forResource: "Localizable", withExtension: "stringsdict")
            .flatMap({ AppStringsDict(contentsOf: $0) }),
            let found = rules.translation(of: key, numbers: numbers)
        {
            return found
        }
        return hasTable(bundle) ? translation(of: key, in: [bundle]) : nil
    }

    /// The bundles that have a `Localizable` table, read once: most programs (and tests) have none, and
    /// then a key costs nothing more.
    package static let bundles: [Bundle] = appBundles.filter(hasTable)

    /// Keys already looked up, each with its translation or itself; cleared when it grows past
    /// `cacheLimit` (a program making keys from data would otherwise grow it without end).
    private static let cache = LockedValue<[String: String]>([:])
    private static let cacheLimit = 4096
    /// What Foundation returns for a key no table has: a string no table can hold as a value.
    private static let missing = "\u{FFFF}finch-missing"

    /// The translation of `key` in the app's tables, or nil when none has it.
    package static func translation(of key: String) -> String? {
        guard !bundles.isEmpty else { return nil }
        if let known = cache.withLock({ $0[key] }) { return known == key ? nil : known }
        let found = translation(of: key, in: bundles) ?? key
        cache.withLock { cache in
            if cache.count >= cacheLimit { cache.removeAll() }
            cache[key] = found
        }
        return found == key ? nil : found
    }

    /// The translation of `key` in the first of `bundles` whose table `table` has it. A key the bundle's
    /// `.stringsdict` of that name holds is never asked of Foundation, which crashes on it (see
    /// `AppStringsDict`): that bundle is passed over.
    package static func translation(of key: String, in bundles: [Bundle], table: String = "Localizable") -> String? {
        AppResourceBundles.first(in: bundles) { bundle in
            guard !stringsDictKeys(of: bundle, table: table).contains(key) else { return nil }
            let value = bundle.localizedString(forKey: key, value: missing, table: table)
            return value == missing ? nil : value
        }
    }

    /// Every key of every language's `<table>.stringsdict` in `bundle`, read once per bundle and table.
    package static func stringsDictKeys(of bundle: Bundle, table: String = "Localizable") -> Set<String> {
        let path = bundle.bundleURL.appendingPathComponent(table).path
        if let known = stringsDictKeysByBundle.withLock({ $0[path] }) { return known }
        var keys = Set<String>()
        let folder = bundle.resourceURL ?? bundle.bundleURL
        let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for language in contents where language.pathExtension == "lproj" {
            let file = language.appendingPathComponent("\(table).stringsdict")
            if let rules = AppStringsDict(contentsOf: file) { keys.formUnion(rules.allKeys) }
        }
        stringsDictKeysByBundle.withLock { $0[path] = keys }
        return keys
    }

    /// By the bundle's path and the table's name.
    private static let stringsDictKeysByBundle = LockedValue<[String: Set<String>]>([:])

    /// Whether `bundle` has a `Localizable.strings` for a language Foundation would choose.
    package static func hasTable(_ bundle: Bundle) -> Bool {
        bundle.path(forResource: "Localizable", ofType: "strings") != nil
    }
}
