import Foundation
import UniformTypeIdentifiers

/// A type that can be moved between views and programs (drag and drop, the pasteboard, sharing), as
/// Apple's `CoreTransferable.Transferable`: its `transferRepresentation` lists, most preferred first, the
/// content types it exports and imports and how it becomes data in each.
///
/// Its metatype is sendable (as every type's is unless its conformance is isolated to an actor): values
/// are exported and imported on the loading queue, as on Apple platforms.
public protocol Transferable: SendableMetatype {
    /// The representation's type, inferred from `transferRepresentation`.
    associatedtype Representation: TransferRepresentation

    /// How values of the type are exported and imported.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The content types this value exports in, most preferred first, for receivers of `visibility`.
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        TransferEngine.exports(of: self, visibility: visibility).map(\.contentType)
    }

    /// The content types the type imports from, most preferred first.
    public static func importedContentTypes() -> [UTType] {
        TransferEngine.imports(of: Self.self).map(\.contentType)
    }

    /// The value as data of `contentType` (the first representation conforming to it), or in the first
    /// exported type when `contentType` is nil.
    public func exported(as contentType: UTType?) async throws -> Data {
        let exports = TransferEngine.exports(of: self, visibility: .all)
        let chosen = contentType.map { type in exports.first { $0.contentType.conforms(to: type) } } ?? exports.first
        guard let chosen else {
            throw TransferError.notExportable(String(describing: Self.self), contentType)
        }
        return try await chosen.data()
    }

    /// A value made from `data` of `contentType`; with no content type, each importing representation is
    /// tried in turn until one succeeds.
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await TransferEngine.value(Self.self, from: .data(data), contentType: contentType)
    }

    /// A value made from the file at `file`, whose type is `contentType` or else its extension's.
    public init(importing file: URL, contentType: UTType?) async throws {
        let type = contentType ?? UTType(filenameExtension: file.pathExtension)
        self = try await TransferEngine.value(
            Self.self, from: .file(file, isOriginal: true), contentType: type)
    }
}

/// Why a transfer failed.
public enum TransferError: Error, CustomStringConvertible, Sendable {
    /// The type exports nothing in the content type asked for.
    case notExportable(String, UTType?)
    /// The type imports from none of the content types offered.
    case notImportable(String, [UTType])
    /// A file was too large to read into memory, or could not be read.
    case unreadableFile(URL, String)

    public var description: String {
        switch self {
        case .notExportable(let type, let content):
            "\(type) exports nothing as \(content?.identifier ?? "any type")"
        case .notImportable(let type, let offered):
            "\(type) imports none of [\(offered.map(\.identifier).joined(separator: ", "))]"
        case .unreadableFile(let url, let reason): "cannot read \(url.path): \(reason)"
        }
    }
}
