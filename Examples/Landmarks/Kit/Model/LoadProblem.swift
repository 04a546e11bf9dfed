import Foundation

/// Why a bundled file could not be read: shown on the app's error page instead of trapping.
struct LoadProblem: Error, Hashable, Sendable {
    /// The file's name, as `load(_:)` was asked for it.
    var file: String
    /// What is wrong, in a sentence.
    var reason: String

    var message: String { "\(file): \(reason)" }

    static func missing(_ file: String) -> LoadProblem {
        LoadProblem(file: file, reason: "the file is missing from the app's resources")
    }

    static func unreadable(_ file: String, _ error: Error) -> LoadProblem {
        LoadProblem(file: file, reason: "the file could not be read (\(error.localizedDescription))")
    }

    static func empty(_ file: String) -> LoadProblem {
        LoadProblem(file: file, reason: "the file is empty")
    }

    /// A decoding failure, with the place in the file it happened (`[3].coordinates.latitude`).
    static func decoding<T>(_ file: String, as type: T.Type, _ error: Error) -> LoadProblem {
        guard let error = error as? DecodingError else {
            return LoadProblem(file: file, reason: "could not be read as \(T.self): \(error.localizedDescription)")
        }
        switch error {
        case .typeMismatch(let expected, let context):
            return LoadProblem(
                file: file,
                reason: "wrong type at \(path(context.codingPath)): expected \(typeName(expected)); \(detail(context))")
        case .valueNotFound(let expected, let context):
            return LoadProblem(
                file: file, reason: "no value at \(path(context.codingPath)): expected \(typeName(expected))")
        case .keyNotFound(let key, let context):
            let place = context.codingPath.isEmpty ? "the top level" : path(context.codingPath)
            return LoadProblem(file: file, reason: "missing \"\(key.stringValue)\" at \(place)")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return LoadProblem(file: file, reason: "the file is not valid JSON (\(underlying(context)))")
        case .dataCorrupted(let context):
            return LoadProblem(
                file: file, reason: "bad value at \(path(context.codingPath)): \(context.debugDescription)")
        @unknown default:
            return LoadProblem(file: file, reason: "could not be read as \(T.self): \(error)")
        }
    }

    /// `[3].coordinates.latitude`: indices in brackets, keys after dots.
    static func path(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return name
        }
    }

    /// "found a string": the decoder's sentence ends with what it found.
    private static func detail(_ context: DecodingError.Context) -> String {
        let text = context.debugDescription
        if let range = text.range(of: "but found ") {
            let found = text[range.upperBound...].replacingOccurrences(of: " instead.", with: "")
            // Foundation writes "a string" but "number", "dictionary": one article for all.
            let hasArticle = found.hasPrefix("a ") || found.hasPrefix("an ") || found.hasPrefix("null")
            return "found " + (hasArticle ? found : "a \(found)")
        }
        return text
    }

    private static func underlying(_ context: DecodingError.Context) -> String {
        if let error = context.underlyingError { return "\(error.localizedDescription)" }
        return context.debugDescription
    }
}
