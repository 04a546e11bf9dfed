import FinchUnsafe
import Foundation

/// The resource bundles that belong to an app: SwiftPM copies each target's resources into its own
/// bundle beside the executable (`<Package>_<Target>.resources` on Linux, `<Package>_<Target>.bundle` on
/// Apple platforms), where on iOS an app's resources are all in its main bundle.
///
/// Asset catalogs looked up without a bundle and `Bundle.main`'s resource lookups
/// (`Bundle+AppResources`) search these after the main bundle itself.
///
/// A build folder holds the bundles of every product built there (each sample app's, the tests'), so
/// only the app's own are taken: the bundle of the module that declares the app (`noteApp(_:)`, called
/// by `main()`; an Xcode project keeps its catalog in the app target) and those whose name the program
/// holds as a string (SwiftPM's `Bundle.module` accessor of a linked target, unless the linker dropped
/// it as unused). Another app's `AccentColor` never tints this one.
package enum AppResourceBundles {
    /// The module that declares the app's `App` (or UIKit delegate), noted before anything reads `beside`.
    private static let appModule = LockedValue<String?>(nil)

    /// Notes the type `@main` started, whose module's resource bundle is the app's own.
    package static func noteApp(_ type: Any.Type) {
        let module = String(reflecting: type).split(separator: ".", maxSplits: 1).first.map(String.init)
        appModule.withLock { $0 = module }
    }

    /// The app's resource bundles beside the main executable, read once: they are laid out by the build.
    package static let beside: [Bundle] = {
        let module = appModule.withLock { $0 }
        let candidates = bundles(in: mainFolders())
        // The program is searched (its mapped file read, once) only for the names its own module does not
        // already claim: an app whose only bundle is its own reads nothing at start-up.
        let own = owned(candidates, appModule: module, linked: { _ in false })
        let others = candidates.filter { !own.contains($0) }.map(\.bundleURL.lastPathComponent)
        let linked = others.isEmpty ? [] : ProgramImage.occurring(others)
        return owned(candidates, appModule: module, linked: linked.contains)
    }()

    /// The bundles of `bundles` that are the app's: its own module's first, then those `linked` says the
    /// program refers to by their file name, each in its given order.
    package static func owned(_ bundles: [Bundle], appModule: String?, linked: (String) -> Bool) -> [Bundle] {
        let own = bundles.filter { bundle in
            appModule.map { module in
                ["resources", "bundle"].contains { bundle.bundleURL.lastPathComponent.hasSuffix("_\(module).\($0)") }
            } ?? false
        }
        let others = bundles.filter { bundle in
            !own.contains(bundle) && linked(bundle.bundleURL.lastPathComponent)
        }
        return own + others
    }

    /// The folders an app's resource bundles sit in: the executable's own and the main bundle's.
    private static func mainFolders() -> [URL] {
        [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL].compactMap { $0 }
    }

    /// The resource bundles in `folders`, by name, each once; other files and folders are ignored.
    package static func bundles(in folders: [URL]) -> [Bundle] {
        var seen: Set<String> = []
        var found: [Bundle] = []
        for folder in folders {
            let children =
                (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for child in children.sorted(by: { $0.path < $1.path })
            where ["resources", "bundle"].contains(child.pathExtension) && AssetCatalog.isDirectory(child) {
                guard seen.insert(child.standardizedFileURL.path).inserted, let bundle = Bundle(url: child) else {
                    continue
                }
                found.append(bundle)
            }
        }
        return found
    }

    /// The first non-nil `lookup` of `bundles`, in their order.
    package static func first<T>(in bundles: [Bundle], _ lookup: (Bundle) -> T?) -> T? {
        for bundle in bundles {
            if let found = lookup(bundle) { return found }
        }
        return nil
    }
}
