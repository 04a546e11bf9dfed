import Foundation

/// The two system calls Finch's atomic writers (`AtomicFileWrite`, `FileWrapperWriter`) make to put
/// a file in place: writing a new temporary file, and renaming it over the destination.
///
/// Replaceable for a task (`current`), so a test can make either fail with the `errno` a read-only
/// disk, a full disk or another user's file gives: tests run as root, which no permission stops, and
/// a full or read-only disk cannot be mounted without privileges a test machine may not have.
package struct FileWriteCalls: Sendable {
    /// Writes bytes to a new file, failing if something is already there, and flushes it to the disk.
    package var writeNewFile: @Sendable (Data, URL) throws -> Void
    /// `rename(2)`: puts the first file in place of the second, in one step.
    package var rename: @Sendable (URL, URL) throws -> Void

    package init(
        writeNewFile: @escaping @Sendable (Data, URL) throws -> Void,
        rename: @escaping @Sendable (URL, URL) throws -> Void
    ) {
        self.writeNewFile = writeNewFile
        self.rename = rename
    }

    /// The real calls.
    package static let system = FileWriteCalls(
        writeNewFile: { data, url in
            try data.write(to: url, options: [.withoutOverwriting])
            // On disk before the writers rename it into place, so after a power cut the new name never
            // points at unwritten blocks (a crash of the process alone is covered by the rename).
            let handle = try FileHandle(forUpdating: url)
            defer { try? handle.close() }
            try handle.synchronize()
        },
        rename: { source, destination in
            guard Foundation.rename(source.path, destination.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        })

    /// The calls the writers make in this task (the real ones unless a test says otherwise). A save made
    /// on another queue, outside any task, uses the real ones.
    @TaskLocal package static var current = FileWriteCalls.system
}
