import Foundation
import UniformTypeIdentifiers

/// A representation for a type that makes its own bytes in one content type, as Apple's.
public struct DataRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exports and imports bytes of `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports bytes of `exportedContentType` only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Imports bytes of `importedContentType` only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    func entries(depth: Int) -> [TransferEntry<Item>] {
        var entry = TransferEntry<Item>(contentType: contentType)
        if let exporting { entry.exporter = { .data(try await exporting($0)) } }
        if let importing { entry.importer = { try await importing(try $0.data()) } }
        return [entry]
    }
}
