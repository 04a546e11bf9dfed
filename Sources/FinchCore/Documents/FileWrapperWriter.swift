import Foundation

/// Writes a `FileWrapper` atomically: the new contents go to a temporary file (or folder) in the same
/// folder as the destination, then one rename puts them in its place. A failure before the rename
/// (a full disk, a read-only folder, a crash) leaves the destination as it was; the temporary is removed
/// when the failure is reported, as a `FileWriteError` naming the file and the cause in plain words.
///
/// A destination that is a symbolic link is written through (its target replaced, the link kept); a
/// loop of links, or a folder where a file is to go, is refused before anything is written.
///
/// Its two steps are injectable so tests can make either fail as a full disk or a crash would; by
/// default they make the task's `FileWriteCalls`.
package struct FileWrapperWriter {
    /// Writes bytes to a new file.
    package var writeFile: (Data, URL) throws -> Void = { data, url in
        try FileWriteCalls.current.writeNewFile(data, url)
    }
    /// Moves the finished temporary into place (replacing what is there).
    package var replace: (URL, URL) throws -> Void = { temporary, destination in
        try FileWrapperWriter.moveIntoPlace(temporary, over: destination)
    }

    package init() {}

    package func write(_ wrapper: FileWrapper, to url: URL) throws(FileWriteError) {
        do {
            try write(wrapper.contents, replacing: WriteDestination.resolve(url))
        } catch {
            throw FileWriteError(url: url, underlying: error)
        }
    }

    /// Writes `contents` in place of `destination`, which is not a symbolic link.
    private func write(_ contents: FileWrapper.Contents, replacing destination: URL) throws {
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try write(contents, at: temporary)
            try replace(temporary, destination)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private func write(_ contents: FileWrapper.Contents, at url: URL) throws {
        switch contents {
        case .regularFile(let data):
            try writeFile(data, url)
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            for (name, child) in children { try write(child.contents, at: url.appendingPathComponent(name)) }
        case .symbolicLink(let destination):
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        }
    }

    /// `rename(2)` replaces a file in one step. A folder cannot replace a non-empty folder that way, so
    /// the old one is moved aside first and removed after: only that case has a moment with neither.
    /// A file never replaces a folder: `rename(2)` refuses (`EISDIR`), and the folder is left as it is.
    private static func moveIntoPlace(_ temporary: URL, over destination: URL) throws {
        guard isFolder(temporary), isFolder(destination) else {
            return try FileWriteCalls.current.rename(temporary, destination)
        }
        let manager = FileManager.default
        let aside = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).old")
        try manager.moveItem(at: destination, to: aside)
        do {
            try manager.moveItem(at: temporary, to: destination)
        } catch {
            try? manager.moveItem(at: aside, to: destination)
            throw error
        }
        try? manager.removeItem(at: aside)
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
