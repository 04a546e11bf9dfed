import Foundation

extension NavigationPath {
    /// The path in a form `Codable` can write (to restore a stack at the next launch), as SwiftUI's; nil
    /// when a value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let value = element.base as? any Encodable,
                let json = try? JSONEncoder().encode(value),
                let text = String(data: json, encoding: .utf8),
                let typeName = _mangledTypeName(type(of: element.base))
            else { return nil }
            entries.append(CodableRepresentation.Entry(typeName: typeName, json: text, value: element))
        }
        return CodableRepresentation(entries: entries)
    }

    /// The path a representation holds.
    public init(_ codable: CodableRepresentation) {
        self.elements = codable.entries.map(\.value)
    }

    /// A path's values with their types' names, as JSON: an array of type name and value pairs from the
    /// last page to the first (SwiftUI's order). Decoding one finds each type by its mangled name, so a type
    /// the program no longer has, or a value that no longer decodes, is a decoding error, not a crash. (A
    /// `private` type cannot be found by its name: its name has a part only its file knows.)
    public struct CodableRepresentation: Codable, Equatable {
        struct Entry: Equatable {
            let typeName: String
            let json: String
            let value: AnyHashable
        }

        let entries: [Entry]

        init(entries: [Entry]) {
            self.entries = entries
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                entries.append(try Self.entry(typeName: typeName, json: json, in: container))
            }
            self.entries = entries.reversed()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries.reversed() {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }

        private static func entry(typeName: String, json: String, in container: UnkeyedDecodingContainer) throws
            -> Entry
        {
            guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "no Decodable, Hashable type is named \(typeName)")
            }
            let value = try JSONDecoder().decode(type, from: Data(json.utf8))
            return Entry(typeName: typeName, json: json, value: AnyHashable(value))
        }
    }
}
