import Foundation

/// The resource bundles that belong to an app: SwiftPM copies each target's resources into its own
/// bundle beside the executable (`<Package>_<Target>.resources` on Linux, `<Package>_<Target>.bundle` on
/// Apple platforms), where on iOS an app's resources are all in its main bundle.
///
/// Asset catalogs looked up without a bundle and `Bundle.main`'s resource lookups
/// (`Bundle+AppResources`) search these after the main bundle itself.
package enum AppResourceBundles {
    /// The resource bundles beside the main executable, read once: they are laid out by the build.
    package static let beside: [Bundle] = bundles(in: mainFolders())

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
