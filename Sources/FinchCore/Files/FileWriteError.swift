import Foundation

/// Why a file could not be written, in plain words that name it: what a person reads in an alert or a
/// banner. The writers (`AtomicFileWrite`, `FileWrapperWriter`) throw it for every failure, so each kind
/// of file an app keeps says the same thing for the same cause. Public, so an app's own file code can say
/// its failures in the same words (the Landmarks example's favourites folder does).
public struct FileWriteError: Error, LocalizedError, CustomStringConvertible, Equatable {
    /// What went wrong, told apart by what a person can do about it.
    public enum Cause: Equatable, Sendable {
        /// The folder is on a read-only disk (`EROFS`).
        case readOnlyFolder
        /// The folder may not be written by this user: read-only, or another user's (`EACCES`).
        case noPermission
        /// The file may not be replaced: another user's in a shared folder, or locked (`EPERM`).
        case notPermitted
        /// No space (`ENOSPC`) or no quota (`EDQUOT`) left.
        case diskFull
        /// A folder is where the file should be (`EISDIR`).
        case folderInPlace
        /// A file is where a folder of the path should be (`ENOTDIR`).
        case fileInPlaceOfFolder
        /// The file's symbolic links lead back to themselves (`ELOOP`).
        case linkLoop
        /// Any other failure, in the system's or the underlying error's words.
        case other(String)
    }

    /// The file that was to be written.
    public let url: URL
    public let cause: Cause

    public init(url: URL, cause: Cause) {
        self.url = url
        self.cause = cause
    }

    /// The failure `errno` gave while writing `url` (or a temporary beside it).
    package init(url: URL, errno code: Int32) {
        self.init(url: url, cause: Self.cause(ofErrno: code))
    }

    /// `error` as a failure to write `url`: a `FileWriteError` as it is, else told by its `errno` when it
    /// carries one (a `POSIXError`, or a `CocoaError` made from one), else in its own words.
    public init(url: URL, underlying error: any Error) {
        if let error = error as? FileWriteError {
            self = error
        } else if let code = Self.errno(of: error) {
            self.init(url: url, errno: code)
        } else {
            self.init(url: url, cause: .other(error.localizedDescription))
        }
    }

    /// Why, as the end of a sentence that has already named the file ("… could not be saved: <reason>").
    public var reason: String {
        let folder = url.deletingLastPathComponent().path
        switch cause {
        case .readOnlyFolder: return "the folder “\(folder)” is read-only"
        case .noPermission:
            return "you may not write in the folder “\(folder)” (it is read-only, or belongs to another user)"
        case .notPermitted:
            return "“\(url.lastPathComponent)” belongs to another user, or is locked, so it may not be replaced"
        case .diskFull: return "the disk is full (free some space in “\(folder)” and try again)"
        case .folderInPlace: return "“\(url.path)” is a folder, not a file"
        case .fileInPlaceOfFolder: return "part of the path “\(url.path)” is a file, not a folder"
        case .linkLoop: return "“\(url.path)” is a loop of symbolic links"
        case .other(let words): return "“\(url.lastPathComponent)” could not be written (\(words))"
        }
    }

    /// A whole sentence: the cause first (what a person fixes), then that nothing was overwritten.
    public var description: String {
        let cause = reason.prefix(1).uppercased() + reason.dropFirst()
        switch self.cause {
        case .folderInPlace, .linkLoop: return "\(cause); it was left as it is."
        default: return "\(cause); “\(url.lastPathComponent)” was left as it was."
        }
    }

    public var errorDescription: String? { description }

    private static func cause(ofErrno code: Int32) -> Cause {
        switch code {
        case EROFS: return .readOnlyFolder
        case EACCES: return .noPermission
        case EPERM: return .notPermitted
        case ENOSPC, EDQUOT: return .diskFull
        case EISDIR: return .folderInPlace
        case ENOTDIR: return .fileInPlaceOfFolder
        case ELOOP: return .linkLoop
        default: return .other(String(cString: strerror(code)))
        }
    }

    /// The `errno` an error carries: a `POSIXError`'s code, or that of the one a `CocoaError` wraps, else
    /// the one a `CocoaError`'s own code stands for (Foundation makes those from `errno`).
    private static func errno(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        guard let cocoa = error as? CocoaError else { return nil }
        if let posix = cocoa.userInfo[NSUnderlyingErrorKey] as? POSIXError { return posix.code.rawValue }
        if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        switch cocoa.code {
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteNoPermission: return EACCES
        default: return nil
        }
    }
}
