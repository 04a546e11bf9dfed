import Foundation

/// One `.xcassets` folder read into its colours and image sets by name.
///
/// A group folder whose `Contents.json` says `"provides-namespace": true` prefixes its children's
/// names (`Flags/France`), as Xcode's compiled catalogs do; other groups only organise.
struct AssetCatalog: Sendable {
    let path: String
    private(set) var colors: [String: Color] = [:]
    private(set) var images: [String: AssetImageSet] = [:]
    /// What could not be read, by the name it would have had: warned about when that name is looked up,
    /// so a broken entry nobody uses (another target's test fixture beside the executable) stays quiet.
    private(set) var problems: [String: AssetCatalogProblem] = [:]

    init(folder: URL) {
        path = folder.path
        read(folder, prefix: "")
    }

    private mutating func read(_ folder: URL, prefix: String) {
        let children =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        for child in children.sorted(by: { $0.path < $1.path }) where Self.isDirectory(child) {
            let name = prefix + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset": record(AssetColorSet.load(from: child), name: name) { $0.colors[name] = $1 }
            case "imageset": record(AssetImageSet.load(from: child), name: name) { $0.images[name] = $1 }
            case "": read(child, prefix: Self.namespaces(child) ? name + "/" : prefix)
            default: continue
            }
        }
    }

    private mutating func record<Value>(
        _ result: Result<Value, AssetCatalogProblem>, name: String, store: (inout AssetCatalog, Value) -> Void
    ) {
        switch result {
        case .success(let value): store(&self, value)
        case .failure(let problem): problems[name] = problem
        }
    }

    private static func namespaces(_ folder: URL) -> Bool {
        guard case .success(let json) = AssetContents.read(in: folder) else { return false }
        let properties = json["properties"] as? [String: Any]
        return properties?["provides-namespace"] as? Bool == true
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
