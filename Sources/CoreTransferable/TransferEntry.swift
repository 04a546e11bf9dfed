import Foundation
import UniformTypeIdentifiers

/// One content type a representation exports or imports, and how: what the engine flattens every
/// representation into (a proxy's entries are its proxy type's, wrapped in its conversions).
struct TransferEntry<Item>: Sendable {
    var contentType: UTType
    var exporter: (@Sendable (Item) async throws -> TransferPayload)?
    var importer: (@Sendable (TransferPayload) async throws -> Item)?
    var suggestedFileName: (@Sendable (Item) -> String?)?
    var condition: (@Sendable (Item) -> Bool)?
    var visibility: TransferRepresentationVisibility = .all

    /// The same entry for a type that transfers through this one (a `ProxyRepresentation`).
    func proxied<Outer>(
        exporting: (@Sendable (Outer) async throws -> Item)?, importing: (@Sendable (Item) async throws -> Outer)?
    ) -> TransferEntry<Outer> {
        var outer = TransferEntry<Outer>(contentType: contentType, visibility: visibility)
        if let exporting, let exporter {
            outer.exporter = { value in try await exporter(try await exporting(value)) }
        }
        if let importing, let importer {
            outer.importer = { payload in try await importing(try await importer(payload)) }
        }
        return outer
    }
}

/// What a representation hands over: bytes, or a file.
package enum TransferPayload: Sendable {
    case data(Data)
    case file(URL, isOriginal: Bool)

    /// Files larger than this are not read whole into memory (1 GB).
    static let maximumFileSize = 1 << 30

    /// The bytes (a file's read whole, when it is not too large).
    package func data() throws -> Data {
        switch self {
        case .data(let data): return data
        case .file(let url, _):
            // Only a regular file of a bounded size: a FIFO or a device dropped as a file would block
            // the read forever, or never end.
            switch BoundedFile.read(url, maximumBytes: Self.maximumFileSize) {
            case .success(let data): return data
            case .failure(let failure): throw TransferError.unreadableFile(url, failure.description)
            }
        }
    }

    /// A file holding the payload: the file itself, or the bytes written to a new temporary file named
    /// for `contentType`.
    func file(contentType: UTType, suggestedName: String?) throws -> ReceivedTransferredFile {
        switch self {
        case .file(let url, isOriginal: true): return ReceivedTransferredFile(file: url, isOriginalFile: true)
        case .file(let url, isOriginal: false):
            // The sender keeps its file: the receiver gets a copy it may move.
            let copy = try Self.temporaryFile(named: url.lastPathComponent, contentType: contentType)
            try FileManager.default.copyItem(at: url, to: copy)
            return ReceivedTransferredFile(file: copy, isOriginalFile: false)
        case .data(let data):
            let url = try Self.temporaryFile(named: suggestedName ?? "item", contentType: contentType)
            try data.write(to: url)
            return ReceivedTransferredFile(file: url, isOriginalFile: false)
        }
    }

    /// A path named `name` (with `contentType`'s extension when it has none) in a new temporary folder.
    private static func temporaryFile(named name: String, contentType: UTType) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-transfer-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var name = name
        if let ext = contentType.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty {
            name += ".\(ext)"
        }
        return folder.appendingPathComponent(name)
    }
}
