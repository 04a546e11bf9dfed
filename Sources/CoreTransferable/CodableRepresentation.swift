import Combine
import Foundation
import UniformTypeIdentifiers

/// A representation for a `Codable` type, encoded in one content type (JSON unless told otherwise), as
/// Apple's.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    PrimitiveTransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    let contentType: UTType
    let encode: @Sendable (Item) throws -> Data
    let decode: @Sendable (Data) throws -> Item

    /// Encodes and decodes with `encoder` and `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        let coder = Coder<Item>(encode: { try encoder.encode($0) }, decode: { try decoder.decode(Item.self, from: $0) })
        encode = { try coder.encode($0) }
        decode = { try coder.decode($0) }
    }

    /// Encodes and decodes JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    func entries(depth: Int) -> [TransferEntry<Item>] {
        let encode = self.encode
        let decode = self.decode
        var entry = TransferEntry<Item>(contentType: contentType)
        entry.exporter = { .data(try encode($0)) }
        entry.importer = { try decode(try $0.data()) }
        return [entry]
    }
}

/// An encoder and decoder pair, used from the loading queue one call at a time (Foundation's coders are
/// not marked Sendable).
private final class Coder<Item>: @unchecked Sendable {
    let encode: (Item) throws -> Data
    let decode: (Data) throws -> Item

    init(encode: @escaping (Item) throws -> Data, decode: @escaping (Data) throws -> Item) {
        self.encode = encode
        self.decode = decode
    }
}
