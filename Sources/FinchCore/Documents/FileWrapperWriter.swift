import Foundation

/// Writes a `FileWrapper` atomically: the new contents go to a temporary file (or folder) in the same
/// folder as the destination, then one rename puts them in its place. A failure before the rename
/// (a full disk, a read-only folder, a crash) leaves the destination as it was; the temporary is removed
/// when the failure is reported.
///
/// Its two steps are injectable so tests can make either fail as a full disk or a crash would.
package struct FileWrapperWriter {
    /// Writes bytes to a new file.
    package var writeFile: (Data, URL) throws -> Void = { data, url in
        try data.write(to: url, options: [.withoutOverwriting])
    }
    /// Moves the finished temporary into place (replacing what is there).
    package var replace: (URL, URL) throws -> Void = { temporary, destination in
        try FileWrapperWriter.moveIntoPlace(temporary, over: destination)
    }

    package init() {}

    package func write(_ wrapper: FileWrapper, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try write(wrapper.contents, at: temporary)
            try replace(temporary, url)
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
    private static func moveIntoPlace(_ temporary: URL, over destination: URL) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
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
            return
        }
        guard rename(temporary.path, destination.path) == 0 else {
            throw FileWrapperReader.error(
                .fileWriteUnknown, destination, "“\(destination.lastPathComponent)” cannot be replaced (error \(errno))"
            )
        }
    }
}
