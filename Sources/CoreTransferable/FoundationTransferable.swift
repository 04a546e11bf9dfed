import Foundation
import UniformTypeIdentifiers

// Foundation's types transfer out of the box, as on Apple platforms, in the content types Apple gives
// them: text as UTF-8 plain text, URLs as `public.url` (`public.file-url` first for a file), bytes as
// `public.data`.

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) {
            Data($0.utf8)
        } importing: {
            try String(transferData: $0)
        }
        // Text of another encoding (`text/plain` from a desktop drag) is read when it is UTF-8.
        DataRepresentation(importedContentType: .plainText) { try String(transferData: $0) }
    }

    /// The text in `data`, which must be UTF-8.
    package init(transferData data: Data) throws {
        guard let text = String(data: data, encoding: .utf8) else {
            throw TransferDataError(description: "the data is not UTF-8 text")
        }
        self = text
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .fileURL) { Data($0.absoluteString.utf8) }
            .exportingCondition { $0.isFileURL }
        DataRepresentation(contentType: .url) {
            Data($0.absoluteString.utf8)
        } importing: {
            try URL(transferData: $0)
        }
    }

    /// A URL from a URL's bytes, or the first URL of a `text/uri-list` (comment lines skipped); it must
    /// have a scheme.
    package init(transferData data: Data) throws {
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let line = lines.first(where: { !$0.isEmpty && !$0.hasPrefix("#") }),
            let url = URL(string: line), url.scheme != nil
        else { throw TransferDataError(description: "the data holds no URL") }
        self = url
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) {
            $0
        } importing: {
            $0
        }
    }
}

extension AttributedString: Transferable {
    // Finch transfers attributed text as its characters only (Apple's also carries the attributes in
    // its own types): a desktop receiver takes plain text.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation {
            String($0.characters)
        } importing: {
            AttributedString($0)
        }
    }
}

/// Why bytes could not become a String or URL.
package struct TransferDataError: Error, CustomStringConvertible, Sendable {
    package let description: String
}
