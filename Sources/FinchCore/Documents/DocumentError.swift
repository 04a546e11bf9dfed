import Foundation

/// Why a document could not be opened, saved or closed, naming its file: what a host shows.
package struct DocumentError: Error, LocalizedError, CustomStringConvertible, Equatable {
    package enum Operation: Sendable, Equatable {
        case open, save
    }

    package let operation: Operation
    /// The file concerned.
    package let url: URL
    /// Why, in a sentence (the document's own error, the size limit, the file system's).
    package let reason: String

    package init(_ operation: Operation, url: URL, reason: String) {
        self.operation = operation
        self.url = url
        self.reason = reason
    }

    /// The error `underlying` gave while opening or saving `url`.
    package init(_ operation: Operation, url: URL, underlying: any Error) {
        self.init(operation, url: url, reason: DocumentError.sentence(for: underlying))
    }

    package var description: String {
        let verb = operation == .open ? "opened" : "saved"
        return "The document “\(url.lastPathComponent)” could not be \(verb): \(reason)"
    }

    package var errorDescription: String? { description }

    /// A decoding error says which part of the data was wrong, a failed write why (the file is named
    /// already); other errors say what they say.
    private static func sentence(for error: any Error) -> String {
        switch error {
        case let error as FileWriteError:
            return error.reason
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            return "its contents are damaged (\(context.debugDescription))"
        default:
            return error.localizedDescription
        }
    }
}
