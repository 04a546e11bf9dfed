import Foundation
import UniformTypeIdentifiers

/// `UTType`'s parsing: identifiers, filename extensions and MIME types from anywhere (a dropped file's
/// name, a drag's MIME type), and conformance between what they give.
enum UTTypeFuzzer {
    static func run(_ data: Data) {
        var input = FuzzInput(data)
        let supertypes: [UTType] = [.data, .image, .text, .content, .item]
        let supertype = supertypes[input.int(in: 0...(supertypes.count - 1))]
        let text = String(decoding: input.rest(), as: UTF8.self)
        let types = [
            UTType(text), UTType(filenameExtension: text, conformingTo: supertype),
            UTType(mimeType: text, conformingTo: supertype), UTType(exportedAs: text), UTType(importedAs: text),
        ].compactMap { $0 }
        for type in types {
            _ = (type.preferredMIMEType, type.preferredFilenameExtension, type.isDynamic, type.isPublic)
            _ = type.supertypes
            for other in types + supertypes {
                _ = type.conforms(to: other)
                _ = type.isSubtype(of: other)
            }
        }
    }
}
