import Foundation

// Foundation spellings that iPhone code uses and Linux's Foundation lacks. They are members, so a file
// importing Foundation alone finds them too once any file of its target imports Finch or SwiftUI (as
// `UserDefaults.setValue(_:forKey:)` is found).

extension Data.WritingOptions {
    /// Writes to a temporary file and renames it over the destination: Apple's older name for `.atomic`.
    public static var atomicWrite: Data.WritingOptions { .atomic }
}

extension URL {
    /// The user's documents folder, as iOS 16's `URL.documentsDirectory`: what
    /// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)` gives (`~/Documents`).
    /// On iOS the app's documents folder always exists; Finch makes it when it is missing, so the first
    /// save into it does not fail (`AppDocumentsFolder`).
    public static var documentsDirectory: URL { AppDocumentsFolder.url }
}

/// The documents folder iPhone code saves into (see `URL.documentsDirectory`).
package enum AppDocumentsFolder {
    /// The folder, made if it is missing (a failure to make it is left for the save to report).
    package static var url: URL {
        let folder =
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
        ensureExists(folder)
        return folder
    }

    /// Makes `folder` (and its parents) when nothing is there.
    package static func ensureExists(_ folder: URL) {
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
}
