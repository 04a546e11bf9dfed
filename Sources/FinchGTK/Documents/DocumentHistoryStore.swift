import FinchCore
import Foundation

/// Where a document app keeps its `DocumentHistory` between launches:
/// `$XDG_CONFIG_HOME/<app>/documents.json` (`~/.config/<app>/` when unset or not absolute, as the XDG
/// Base Directory specification says), written whole through a temporary file and a rename, so a crash
/// while writing leaves the previous history.
package struct DocumentHistoryStore {
    package let fileURL: URL

    package init(fileURL: URL) {
        self.fileURL = fileURL
    }

    package init(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: URL
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = URL(fileURLWithPath: config, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        }
        fileURL = base.appendingPathComponent(appName, isDirectory: true).appendingPathComponent("documents.json")
    }

    /// The stored history; an empty one when there is no file yet. Throws when the file cannot be read
    /// or is not a history (the host says so and starts afresh).
    package func load() throws -> DocumentHistory {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return DocumentHistory() }
        let data = try Data(contentsOf: fileURL)
        return try JSONDecoder().decode(DocumentHistory.self, from: data)
    }

    /// Replaces the stored history (atomically: a temporary file renamed over the old one).
    package func save(_ history: DocumentHistory) throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(history).write(to: fileURL, options: .atomic)
    }
}
