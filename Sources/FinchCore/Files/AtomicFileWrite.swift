import Foundation

/// Writes a file through a temporary file in its folder and `rename(2)`, so a reader sees the old
/// file or the new one, never part of one. A failure leaves the old file as it was, removes the
/// temporary, and throws a `FileWriteError` naming the file and the cause.
enum AtomicFileWrite {
    static func write(_ data: Data, to file: URL) throws(FileWriteError) {
        do {
            try write(data, replacing: WriteDestination.resolve(file))
        } catch {
            throw FileWriteError(url: file, underlying: error)
        }
    }

    /// Writes `data` in place of `file`, which is not a symbolic link.
    private static func write(_ data: Data, replacing file: URL) throws {
        let calls = FileWriteCalls.current
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            // On disk before the rename (`writeNewFile` flushes it), so the new name never points at
            // unwritten blocks.
            try calls.writeNewFile(data, temporary)
            try calls.rename(temporary, file)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
