import FinchCore
import Foundation

/// The ways saving a file an app keeps can fail (issue 27), made at a file for a test: for real where a
/// test can make them, else simulated through `FileWriteCalls` with the `errno` the real case gives.
///
/// - A folder in the file's place and a loop of symbolic links are made for real (as root too).
/// - A read-only folder is real for an ordinary user (`chmod 555`); root writes there anyway, so for root
///   the new file's write fails with `EROFS`, as on a read-only mount (which needs `CAP_SYS_ADMIN`).
/// - A full disk is simulated: one byte of the temporary is written, then `ENOSPC` (a small tmpfs needs a
///   mount, which a test machine may not allow).
/// - Another user's file is simulated: the rename fails with `EPERM`, as it does for another user's file
///   in a folder with the sticky bit (making a file another user's needs root, and root may replace it).
package enum FileWriteFailure: String, CaseIterable, Sendable {
    case readOnlyFolder, fullDisk, folderInPlace, symbolicLinkLoop, otherUsersFile

    /// Words the error's message must have, in plain language.
    package var expectedWords: String {
        switch self {
        case .readOnlyFolder: "read-only"
        case .fullDisk: "disk is full"
        case .folderInPlace: "is a folder, not a file"
        case .symbolicLinkLoop: "is a loop of symbolic links"
        case .otherUsersFile: "belongs to another user"
        }
    }

    /// Whether this machine makes the condition for real (else it is simulated).
    package var isReal: Bool {
        switch self {
        case .folderInPlace, .symbolicLinkLoop: true
        case .readOnlyFolder: getuid() != 0
        case .fullDisk, .otherUsersFile: false
        }
    }

    /// Makes the condition at `file` (whatever is there now is what must stay), and returns the calls to
    /// save with and what was on disk before.
    package func make(at file: URL) throws -> Made {
        let manager = FileManager.default
        switch self {
        case .folderInPlace:
            try? manager.removeItem(at: file)
            try manager.createDirectory(at: file, withIntermediateDirectories: true)
            try Data("someone else's".utf8).write(to: file.appendingPathComponent("inside.txt"))
        case .symbolicLinkLoop:
            try? manager.removeItem(at: file)
            try manager.createSymbolicLink(atPath: file.path, withDestinationPath: file.lastPathComponent)
        case .readOnlyFolder where isReal:
            try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: file.deletingLastPathComponent().path)
        default:
            break
        }
        return Made(failure: self, file: file, before: DiskState(of: file.deletingLastPathComponent()))
    }

    /// The calls a save makes: the real ones, or ones failing as the condition would.
    fileprivate var calls: FileWriteCalls {
        switch self {
        case .readOnlyFolder where !isReal: Self.failingWrite(EROFS, afterBytes: 0)
        case .fullDisk: Self.failingWrite(ENOSPC, afterBytes: 1)
        case .otherUsersFile: Self.failingRename(EPERM)
        default: .system
        }
    }

    private static func failingWrite(_ code: Int32, afterBytes count: Int) -> FileWriteCalls {
        var calls = FileWriteCalls.system
        calls.writeNewFile = { data, url in
            if count > 0 { try FileWriteCalls.system.writeNewFile(data.prefix(count), url) }
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        return calls
    }

    private static func failingRename(_ code: Int32) -> FileWriteCalls {
        var calls = FileWriteCalls.system
        calls.rename = { _, _ in throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        return calls
    }

    /// A condition made at a file.
    package struct Made {
        package let failure: FileWriteFailure
        package let file: URL
        /// The file's folder as it was once the condition was made.
        package let before: DiskState

        /// Runs `body` (which saves) with the calls the condition gives, in this task and in saves it
        /// starts on other queues.
        @discardableResult
        package func saving<T>(_ body: () throws -> T) rethrows -> T {
            try FileWriteCalls.$current.withValue(failure.calls, operation: body)
        }

        /// Whether the folder is as it was: the file's bytes (or the folder or link in its place), and no
        /// temporary left beside it.
        package var isUnchanged: Bool { DiskState(of: file.deletingLastPathComponent()) == before }

        /// Undoes what would stop the test from cleaning up (a read-only folder).
        package func restore() {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: file.deletingLastPathComponent().path)
        }
    }
}
