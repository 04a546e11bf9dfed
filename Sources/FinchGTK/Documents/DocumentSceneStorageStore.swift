import FinchCore
import Foundation

/// Where a document window's `@SceneStorage` values are kept between launches, one JSON file per
/// document beside the history: `$XDG_CONFIG_HOME/<app>/scene-storage/<hash of the document's path>.json`.
/// A document reopened from the same file gets its window's values back, as SwiftUI restores a scene.
package struct DocumentSceneStorageStore {
    package let folder: URL

    package init(historyFile: URL) {
        folder = historyFile.deletingLastPathComponent().appendingPathComponent("scene-storage", isDirectory: true)
    }

    /// The file holding `document`'s values: named by a 64-bit FNV-1a hash of its standardized path (stable
    /// across launches, unlike `hashValue`), so any path makes a short, valid file name.
    package func fileURL(for document: URL) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in document.standardizedFileURL.path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let name = String(hash, radix: 16)
        return folder.appendingPathComponent(String(repeating: "0", count: 16 - name.count) + name + ".json")
    }

    /// The values stored for `document`; none when nothing was stored. Throws when the file is damaged.
    package func load(for document: URL) throws -> [String: StoredValue] {
        let file = fileURL(for: document)
        guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
        return try JSONDecoder().decode([String: StoredValue].self, from: Data(contentsOf: file))
    }

    /// Replaces the values stored for `document` (atomically); no values removes the file.
    package func save(_ values: [String: StoredValue], for document: URL) throws {
        let file = fileURL(for: document)
        guard !values.isEmpty else {
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(values).write(to: file, options: .atomic)
    }
}
