import Foundation
import UniformTypeIdentifiers

/// What a value exports in one content type: the type, and a producer of its bytes or file.
package struct TransferExport: Sendable {
    package let contentType: UTType
    package let suggestedFileName: String?
    /// Whether only this program may receive it (`.visibility(.ownProcess)`).
    package let isOwnProcessOnly: Bool
    let produce: @Sendable () async throws -> TransferPayload

    /// The exported bytes (a file's contents, read whole).
    package func data() async throws -> Data { try await produce().data() }

    /// The exported payload, a file left as a file.
    package func payload() async throws -> TransferPayload { try await produce() }
}

/// How a type imports from one content type.
package struct TransferImport<Item>: Sendable {
    package let contentType: UTType
    let make: @Sendable (TransferPayload) async throws -> Item

    /// The value made from `data`.
    package func value(from data: Data) async throws -> Item { try await make(.data(data)) }

    /// The value made from `payload`.
    package func value(from payload: TransferPayload) async throws -> Item { try await make(payload) }
}

/// Flattens `Transferable` types' representations, through proxies and bodies, into the content types
/// they export and import: what item providers, drag and drop and the pasteboard register and load.
package enum TransferEngine {
    /// A type proxying through itself would nest forever; no real type nests this deep.
    static let maximumDepth = 32

    /// What `value` exports, most preferred first: representations with an exporter, visible to
    /// `visibility`, whose exporting condition holds.
    package static func exports<Item: Transferable>(
        of value: Item, visibility: TransferRepresentationVisibility = .all
    ) -> [TransferExport] {
        // The value is captured to be exported later, on the loading queue, as Apple's providers do;
        // Transferable values are not required to be Sendable.
        nonisolated(unsafe) let captured = value
        return entries(of: Item.self, depth: 0).compactMap { entry in
            guard let exporter = entry.exporter, entry.visibility.admits(visibility),
                entry.condition?(value) ?? true
            else { return nil }
            return TransferExport(
                contentType: entry.contentType, suggestedFileName: entry.suggestedFileName?(value),
                isOwnProcessOnly: entry.visibility == .ownProcess, produce: { try await exporter(captured) })
        }
    }

    /// How `type` imports, most preferred first.
    package static func imports<Item: Transferable>(of type: Item.Type) -> [TransferImport<Item>] {
        entries(of: Item.self, depth: 0).compactMap { entry in
            entry.importer.map { TransferImport(contentType: entry.contentType, make: $0) }
        }
    }

    /// The first import whose content type one of `offered` conforms to, in the importer's order of
    /// preference, and the offered type it takes.
    package static func importer<Item: Transferable>(
        for type: Item.Type, offered: [UTType]
    ) -> (TransferImport<Item>, UTType)? {
        for candidate in imports(of: type) {
            if let match = offered.first(where: { $0.conforms(to: candidate.contentType) }) {
                return (candidate, match)
            }
        }
        return nil
    }

    /// A value of `type` from `payload`: through the import for `contentType`, or with no content type
    /// each import in turn until one succeeds.
    static func value<Item: Transferable>(
        _ type: Item.Type, from payload: TransferPayload, contentType: UTType?
    ) async throws -> Item {
        let all = imports(of: type)
        let candidates = contentType.map { offered in all.filter { offered.conforms(to: $0.contentType) } } ?? all
        var lastError: (any Error)?
        for candidate in candidates {
            do {
                return try await candidate.value(from: payload)
            } catch {
                lastError = error
            }
        }
        throw lastError ?? TransferError.notImportable(String(describing: type), contentType.map { [$0] } ?? [])
    }

    /// The entries of a type's `transferRepresentation`.
    static func entries<Item: Transferable>(of type: Item.Type, depth: Int) -> [TransferEntry<Item>] {
        // The representation is built for the type itself (its builder requires it).
        entries(of: Item.transferRepresentation, depth: depth) as? [TransferEntry<Item>] ?? []
    }

    /// The entries of one representation: a built-in one's own, or its body's.
    ///
    /// Not specialised: the Swift 6.3 optimizer crashed specialising this recursion through `body` in a
    /// release build (signal 6 in swift-frontend compiling CoreTransferable with -O).
    @_semantics("optimize.sil.specialize.generic.never")
    static func entries<Representation: TransferRepresentation>(
        of representation: Representation, depth: Int
    ) -> [TransferEntry<Representation.Item>] {
        guard depth < maximumDepth else { return [] }
        if let primitive = representation as? any PrimitiveTransferRepresentation<Representation.Item> {
            return primitive.entries(depth: depth + 1)
        }
        // A composed representation's body is built for the same item (its builder requires it).
        return entries(of: representation.body, depth: depth + 1) as? [TransferEntry<Representation.Item>] ?? []
    }
}
