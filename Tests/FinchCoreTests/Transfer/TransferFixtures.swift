import CoreTransferable
import Foundation
import Synchronization
import UniformTypeIdentifiers

@testable import FinchCore

/// CS193p 2023's drop type, as the course writes it: a string, a URL or image data, importing only.
enum Sturldata: Transferable {
    case string(String)
    case url(URL)
    case data(Data)
    init(url: URL) { self = .url(url) }
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { Sturldata.string($0) }
        ProxyRepresentation { Sturldata(url: $0) }
        ProxyRepresentation { Sturldata.data($0) }
    }
}

extension UTType {
    static let finchNote = UTType(exportedAs: "org.finch.test.note", conformingTo: .json)
    static let finchLayer = UTType(exportedAs: "org.finch.test.layer")
    static let finchDocument = UTType(exportedAs: "org.finch.test.document")
}

/// A Codable type in its own JSON type, and as text by proxy (Apple's `Todo` example's shape).
struct Note: Codable, Transferable, Equatable {
    var text: String
    var isDone = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .finchNote)
        ProxyRepresentation(exporting: \.text)
    }
}

/// A type that makes its own bytes (Apple's `ImageDocumentLayer` example's shape).
struct Layer: Transferable, Equatable {
    var bytes: [UInt8]

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .finchLayer) {
            Data($0.bytes)
        } importing: {
            Layer(bytes: Array($0))
        }
    }
}

/// A document kept in a file.
struct Document: Transferable {
    var file: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .finchDocument) {
            SentTransferredFile($0.file)
        } importing: {
            Document(file: $0.file)
        }
        .suggestedFileName("Report.finchdoc")
    }
}

/// A value exported as text only when it is public, and as a private type only to this program.
struct Secret: Transferable {
    var text: String
    var isPublic: Bool

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .finchLayer) { Data($0.text.utf8) }.visibility(.ownProcess)
        ProxyRepresentation(exporting: \.text).exportingCondition { $0.isPublic }
    }
}

/// A provider offering `data` as `typeIdentifier`.
func provider(_ typeIdentifier: String, _ data: Data) -> NSItemProvider {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
        completion(data, nil)
        return nil
    }
    return provider
}

/// What a completion handler got, and whether it ran on the main thread.
struct Delivered<T: Sendable>: Sendable {
    let value: T?
    let error: String?
    let onMainThread: Bool
}

/// Loads `type` through the completion-handler form.
func load<T: Transferable & Sendable>(_ type: T.Type, from provider: NSItemProvider) async -> Delivered<T> {
    await withCheckedContinuation { continuation in
        provider.loadTransferable(type: type) { result in
            let main = Thread.isMainThread
            switch result {
            case .success(let value):
                continuation.resume(returning: Delivered(value: value, error: nil, onMainThread: main))
            case .failure(let error):
                continuation.resume(returning: Delivered(value: nil, error: "\(error)", onMainThread: main))
            }
        }
    }
}

/// The 1×1 PNG's first bytes are PNG's signature; enough for a type that only carries bytes.
let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
