import Foundation

/// A document that is a value, read from and written to a file, as SwiftUI's `FileDocument`: a
/// `DocumentGroup` edits it through a binding (`FileDocumentConfiguration.$document`).
///
/// Apple declares the protocol `Sendable` and documents that SwiftUI calls its methods on a background
/// thread. Finch reads (`init(configuration:)`) on the main actor, where the editor is; a save copies the
/// value there and calls `fileWrapper(configuration:)` on the save queue, so that requirement is
/// `nonisolated`: a conformer in Swift 6 mode declares it `nonisolated` (it may read the value's own
/// stored properties, which are `Sendable`). (See "Documents and undo" in docs/architecture.md.)
@MainActor
public protocol FileDocument: Sendable {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types the document opens, most preferred first.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as, most preferred first (by default, the ones it reads).
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file; a throw refuses the file, which stays as it is.
    init(configuration: ReadConfiguration) throws
    /// The document's contents to write; called off the main actor, on a copy of the value.
    nonisolated func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document that is an object the editor changes in place, as SwiftUI's `ReferenceFileDocument`:
/// saving takes a `snapshot` of it first, then writes the snapshot.
///
/// As with Apple's, the snapshot is taken on the main actor and `fileWrapper(snapshot:configuration:)`
/// runs on another thread (Finch's save queue), so that requirement is `nonisolated` and the snapshot
/// `Sendable`: keep `snapshot` cheap (a copy of the model) and encode in `fileWrapper`. The snapshot
/// marks what is written: an edit made after it is not in the file, and the document stays edited.
@MainActor
public protocol ReferenceFileDocument: ObservableObject, Sendable {
    associatedtype Snapshot: Sendable
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }

    init(configuration: ReadConfiguration) throws
    /// The document's state to save, taken on the main actor before writing.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// A snapshot's contents to write; called off the main actor.
    nonisolated func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and the type it was opened as.
public struct FileDocumentReadConfiguration {
    /// The type the file was opened as.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    package init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes with: the type to write and what the file held before, if anything.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file's contents as last read or written, or nil for a document never saved.
    public let existingFile: FileWrapper?

    package init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
