import Foundation

/// Files written under a new temporary folder, as a build or an app lays them out (a resource bundle's
/// tables, a build folder's bundles): each path relative to the folder, with its text.
enum FileLayout {
    /// Writes `files` under a new folder named with `prefix`, making the folders between; the caller
    /// removes the folder.
    static func write(_ files: [String: String], prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID())")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }
}
