import Foundation

/// A class an item provider can make from data of one of its readable types (`UIImage`), as Foundation's.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class that can hand its data to an item provider, as Foundation's.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Calls `completionHandler` with the data for `typeIdentifier` (on any thread).
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A value type an item provider can make (`String`, `URL`): on Apple platforms these load through
/// their bridged classes (`loadObject(ofClass: String.self)` hands a `String?`); here directly.
public protocol _ItemProviderReadableValue: SendableMetatype {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func _fromItemProviderData(_ data: Data, typeIdentifier: String) throws -> Self
}

extension String: _ItemProviderReadableValue {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text", "public.text", "public.url"]
    }

    public static func _fromItemProviderData(_ data: Data, typeIdentifier: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ItemProviderError(description: "the \(typeIdentifier) data is not UTF-8 text")
        }
        return text
    }
}

extension URL: _ItemProviderReadableValue {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.utf8-plain-text"] }

    /// A URL from a URL's bytes, or the first URL of a `text/uri-list` (comment lines skipped).
    public static func _fromItemProviderData(_ data: Data, typeIdentifier: String) throws -> URL {
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let line = lines.first(where: { !$0.isEmpty && !$0.hasPrefix("#") }),
            let url = URL(string: line), url.scheme != nil
        else { throw ItemProviderError(description: "the \(typeIdentifier) data holds no URL") }
        return url
    }
}

/// Why an item provider could not load what was asked.
public struct ItemProviderError: Error, LocalizedError, CustomStringConvertible, Sendable {
    public let description: String
    public var errorDescription: String? { description }
}
