import Foundation

/// A file's or a folder's contents in memory, as Foundation's `FileWrapper` (which Linux's Foundation
/// lacks): a regular file's bytes, a directory's named children, or a symbolic link's destination.
///
/// Reading is careful with what a chosen file may be: only regular files, directories and (inside a
/// directory) symbolic links that stay inside it are read; a FIFO or a device is refused before it is
/// opened, a link leading out of the directory is refused, and a file over `maximumReadSize` is refused
/// before its bytes are read. Writing is atomic (`FileWrapperWriter`).
open class FileWrapper {
    /// The largest regular file (and directory, counting every file in it) Finch reads into memory.
    /// Documents are read whole; 64 MiB holds any document a person edits in a window (a picture's
    /// data, a long text) while refusing a stray disk image or log before it fills memory.
    public static let maximumReadSize = 64 * 1024 * 1024

    /// Reading options (Foundation's); Finch always reads the contents at once.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Writing options (Foundation's). Finch writes atomically whatever they say.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    enum Contents {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    var contents: Contents

    /// The name the wrapper has in its parent directory (or was read from).
    open var filename: String?
    /// The name the wrapper would like in a directory; `addFileWrapper(_:)` uses it.
    open var preferredFilename: String?

    public init(regularFileWithContents contents: Data) {
        self.contents = .regularFile(contents)
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.filename = name
            if child.preferredFilename == nil { child.preferredFilename = name }
        }
        contents = .directory(childrenByPreferredName)
    }

    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .symbolicLink(url)
    }

    /// Reads the file or directory at `url` (a symbolic link at `url` itself is followed: it is what
    /// was chosen). Throws a `CocoaError` naming the file and why it was refused.
    public convenience init(url: URL, options: ReadingOptions = []) throws {
        let reader = FileWrapperReader(root: url.resolvingSymlinksInPath())
        try self.init(contents: reader.read())
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    init(contents: Contents) {
        self.contents = contents
    }

    // MARK: Reading

    open var isRegularFile: Bool {
        if case .regularFile = contents { return true }
        return false
    }

    open var isDirectory: Bool {
        if case .directory = contents { return true }
        return false
    }

    open var isSymbolicLink: Bool {
        if case .symbolicLink = contents { return true }
        return false
    }

    /// A regular file's bytes; nil for a directory or a link.
    open var regularFileContents: Data? {
        if case .regularFile(let data) = contents { return data }
        return nil
    }

    /// A directory's children by name; nil for a file or a link.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { return children }
        return nil
    }

    /// Where a symbolic link points; nil for a file or a directory.
    open var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let url) = contents { return url }
        return nil
    }

    // MARK: Changing a directory

    /// Adds `child` to this directory under its preferred name, made unique ("2__name", as Apple does)
    /// when taken, and returns the name. A child with no preferred name is added as "Untitled" (Apple
    /// raises). Nothing happens to a wrapper that is not a directory, which returns "".
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else { return "" }
        let preferred = child.preferredFilename ?? "Untitled"
        var name = preferred
        var number = 2
        while children[name] != nil {
            name = "\(number)__\(preferred)"
            number += 1
        }
        child.filename = name
        if child.preferredFilename == nil { child.preferredFilename = preferred }
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Adds a regular file with these bytes under `fileName` (made unique) and returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from this directory (compared by identity).
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents else { return }
        for (name, wrapper) in children where wrapper === child { children[name] = nil }
        contents = .directory(children)
    }

    /// The name under which `child` is in this directory, if it is.
    open func keyForFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    // MARK: Writing

    /// Writes the wrapper to `url`, atomically (a temporary file or folder beside it, then a rename), so
    /// a failure leaves what was at `url` as it was.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        try FileWrapperWriter().write(self, to: url)
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
