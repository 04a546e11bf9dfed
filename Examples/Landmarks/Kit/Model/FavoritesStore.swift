import Finch

/// The favourites file in the user's data folder: the ids of the favourite landmarks, as JSON.
public struct FavoritesStore: Sendable {
    /// The folder holding `favorites.json`.
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// `$XDG_DATA_HOME/Landmarks/` (by default `~/.local/share/Landmarks/`), as the XDG base
    /// directory specification puts an application's data.
    public static var userData: FavoritesStore {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return FavoritesStore(folder: base.appendingPathComponent("Landmarks", isDirectory: true))
    }

    public var file: URL { folder.appendingPathComponent("favorites.json") }

    public enum Contents: Equatable, Sendable {
        /// No file yet: the landmarks keep the favourites of `landmarkData.json`.
        case none
        case favorites(Set<Int>)
        /// The file exists but cannot be used; the sentence names it and says why.
        case damaged(String)
    }

    private struct Stored: Codable {
        var favorites: [Int]
    }

    public func read() -> Contents {
        guard FileManager.default.fileExists(atPath: file.path) else { return .none }
        do {
            let data = try Data(contentsOf: file)
            let stored = try JSONDecoder().decode(Stored.self, from: data)
            return .favorites(Set(stored.favorites))
        } catch {
            return .damaged(
                "The favorites file \(file.path) is damaged and was left as it is; favorites are not saved "
                    + "until it is fixed or removed. (\(LoadProblem.decoding(file.lastPathComponent, as: Stored.self, error).reason))"
            )
        }
    }

    /// Writes the ids atomically (a temporary file renamed over the old one), creating the folder.
    ///
    /// Through `FileWrapper` rather than `Data.write(options: .atomic)`: Finch's writer refuses a folder
    /// in the file's place and a loop of symbolic links before writing, writes through a link rather than
    /// replacing it, and its error names the file and the cause in plain words (a read-only folder, a
    /// full disk, another user's file). A failure leaves the old file as it was.
    public func write(_ favorites: Set<Int>) throws {
        try makeFolder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Stored(favorites: favorites.sorted()))
        try FileWrapper(regularFileWithContents: data).write(to: file, options: .atomic, originalContentsURL: nil)
    }

    /// Creates the folder (and the folders above it) when missing. A failure says why in the same plain
    /// words as a failed write (`FileWriteError`), naming the folder: a file where it or a folder above it
    /// should be, a parent that may not be written.
    private func makeFolder() throws(FileWriteError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw FileWriteError(url: folder, cause: .fileInPlaceOfFolder) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(url: folder, underlying: error)
        }
    }
}
