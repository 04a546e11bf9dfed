import Foundation

/// The colour and image sets of asset catalogs, by the names code looks them up with, as Xcode reads a
/// catalog's folders: `Name.colorset` and `Name.imageset` folders at any depth, a folder whose
/// `Contents.json` says `"provides-namespace": true` putting its name before theirs (`Flags/Square`).
public struct AssetCatalogScan: Equatable, Sendable {
    public var colors: [String] = []
    public var images: [String] = []

    public init(colors: [String] = [], images: [String] = []) {
        self.colors = colors
        self.images = images
    }

    /// The sets of the catalogs at `catalogs` (folders ending in `.xcassets`), each name once, sorted.
    public static func scan(_ catalogs: [URL]) -> AssetCatalogScan {
        var found = AssetCatalogScan()
        for catalog in catalogs { found.walk(catalog, namespace: "") }
        found.colors = Array(Set(found.colors)).sorted()
        found.images = Array(Set(found.images)).sorted()
        return found
    }

    private mutating func walk(_ folder: URL, namespace: String) {
        let children =
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]))
            ?? []
        for child in children.sorted(by: { $0.path < $1.path }) where Self.isDirectory(child) {
            let name = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset": colors.append(namespace + name)
            case "imageset": images.append(namespace + name)
            case "": walk(child, namespace: Self.providesNamespace(child) ? namespace + name + "/" : namespace)
            default: continue  // App icons, data sets, symbol sets: no symbols.
            }
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    /// Whether the group's `Contents.json` has `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
