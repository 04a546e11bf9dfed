import FinchUnsafe
import Foundation

/// Finds and caches the asset catalogs an app ships, and looks names up in them.
///
/// SwiftPM on Linux does not compile `.xcassets` folders (Xcode's `actool` does that on Apple
/// platforms); it copies them into a target's resource bundle as they are, which Finch reads here. With
/// no bundle given, a name is looked up in the main bundle and then in every resource bundle beside
/// the executable (`<package>_<target>.resources` on Linux, `.bundle` on Apple platforms), so an app's
/// `Color("Brand")` finds its own target's catalog without naming `Bundle.module`.
package enum AssetCatalogs {
    private static let cache = LockedValue<[String: [AssetCatalog]]>([:])
    private static let warned = LockedValue<Set<String>>([])

    /// The colour `name` in the catalogs of `bundle` (or of the app), nil when no catalog has it.
    package static func color(named name: String, in bundle: Bundle?) -> Color? {
        let found = catalogs(for: bundle)
        for catalog in found {
            if let color = catalog.colors[name] { return color }
        }
        warnProblems(of: name, in: found)
        return nil
    }

    /// The image set `name` in the catalogs of `bundle` (or of the app).
    package static func imageSet(named name: String, in bundle: Bundle?) -> AssetImageSet? {
        let found = catalogs(for: bundle)
        for catalog in found {
            if let set = catalog.images[name] { return set }
        }
        warnProblems(of: name, in: found)
        return nil
    }

    /// Says why `name` was not read when a catalog has it but could not use it (bad JSON, no files).
    private static func warnProblems(of name: String, in catalogs: [AssetCatalog]) {
        for problem in catalogs.compactMap({ $0.problems[name] }) {
            if case .unset = problem { continue }
            warnOnce("asset catalog: \(problem); '\(name)' is skipped.")
        }
    }

    /// Prints `message` on stderr the first time it is seen; true when it printed.
    @discardableResult
    package static func warnOnce(_ message: String) -> Bool {
        let isNew = warned.withLock { $0.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data("Finch: \(message)\n".utf8)) }
        return isNew
    }

    static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        let folders: [URL]
        if let bundle {
            folders = [bundle.resourceURL ?? bundle.bundleURL]
        } else {
            folders = appFolders()
        }
        return folders.flatMap(catalogs(in:))
    }

    /// The main bundle's folder, then the resource bundles beside the executable, by name.
    private static func appFolders() -> [URL] {
        let main = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        var folders = [main]
        var seen: Set<String> = [main.standardizedFileURL.path]
        for bundle in AppResourceBundles.beside {
            let resources = bundle.resourceURL ?? bundle.bundleURL
            if seen.insert(resources.standardizedFileURL.path).inserted { folders.append(resources) }
        }
        return folders
    }

    /// The `.xcassets` folders in `folder` or one level down (`.copy("Resources")` keeps that folder),
    /// read once and remembered.
    private static func catalogs(in folder: URL) -> [AssetCatalog] {
        let key = folder.standardizedFileURL.path
        if let known = cache.withLock({ $0[key] }) { return known }
        let found = catalogFolders(in: folder, depth: 2).map(AssetCatalog.init(folder:))
        cache.withLock { $0[key] = found }
        return found
    }

    private static func catalogFolders(in folder: URL, depth: Int) -> [URL] {
        guard depth > 0 else { return [] }
        let children =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
        var result: [URL] = []
        for child in children.sorted(by: { $0.path < $1.path }) where AssetCatalog.isDirectory(child) {
            if child.pathExtension == "xcassets" {
                result.append(child)
            } else if child.pathExtension.isEmpty {
                result += catalogFolders(in: child, depth: depth - 1)
            }
        }
        return result
    }
}
