import Foundation
import UniformTypeIdentifiers

/// A representation for a type kept in a file, handed over as the file, as Apple's. Received as bytes
/// (a drop from another program), the bytes are written to a new temporary file first.
public struct FileRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Exports and imports files of `contentType`. Finch never opens a file in place: a receiver gets
    /// the sender's file itself only within one program.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports files of `exportedContentType` only.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Imports files of `importedContentType` only.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    func entries(depth: Int) -> [TransferEntry<Item>] {
        var entry = TransferEntry<Item>(contentType: contentType)
        if let exporting {
            entry.exporter = { item in
                let sent = try await exporting(item)
                return .file(sent.file, isOriginal: sent.allowAccessingOriginalFile)
            }
        }
        if let importing {
            let type = contentType
            entry.importer = { payload in try await importing(try payload.file(contentType: type, suggestedName: nil)) }
        }
        return [entry]
    }
}

/// A file a `FileRepresentation` sends.
public struct SentTransferredFile: Sendable {
    /// The file.
    public var file: URL
    /// Whether the receiver may use the file itself rather than a copy.
    public var allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a `FileRepresentation` receives: the sender's own file, or a copy the receiver should move
/// or copy before returning (Finch leaves copies in the temporary folder).
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether `file` is the sender's file itself.
    public let isOriginalFile: Bool

    init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}
