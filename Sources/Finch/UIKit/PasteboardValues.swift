import FinchCore
import Foundation

/// How `UIPasteboard` turns strings, URLs and images into clipboard items and back.
@MainActor
enum PasteboardValues {
    typealias Item = ClipboardContent.Item
    typealias Representation = ClipboardContent.Representation

    static let fileURLType = "public.file-url"

    static func item(string: String) -> Item {
        Item([Representation(type: ClipboardContent.textType, data: Data(string.utf8))])
    }

    /// A URL as `public.url`; a file URL as `public.file-url` first (which conforms to `public.url`).
    static func item(url: URL) -> Item {
        let data = Data(url.absoluteString.utf8)
        let types = url.isFileURL ? [fileURLType, ClipboardContent.urlType] : [ClipboardContent.urlType]
        return Item(types.map { Representation(type: $0, data: data) })
    }

    /// An image as PNG; nil when it cannot be encoded.
    static func item(image: UIImage) -> Item? {
        image.pngData().map { Item([Representation(type: ClipboardContent.pngType, data: $0)]) }
    }

    /// An item from `UIPasteboard.items`' form: each value's data under its key.
    static func item(dictionary: [String: Any]) -> Item {
        Item(
            dictionary.sorted { $0.key < $1.key }.compactMap { type, value in
                data(of: value).map { Representation(type: type, data: $0) }
            })
    }

    private static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as UIImage: return image.pngData()
        default: return nil
        }
    }

    /// The item's text (invalid UTF-8 repaired with U+FFFD, as a paste repairs it).
    static func string(of item: Item) -> String? {
        item.representation(conformingTo: ClipboardContent.plainTextType).map {
            LocalClipboard.decode(Array($0.data))
        }
    }

    static func url(of item: Item) -> URL? {
        item.representation(conformingTo: ClipboardContent.urlType).flatMap { firstURL(in: $0.data) }
    }

    static func image(of item: Item) -> UIImage? {
        item.representation(conformingTo: ClipboardContent.imageType).flatMap { UIImage(data: $0.data) }
    }

    static func dictionary(of item: Item) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        for representation in item.representations where dictionary[representation.type] == nil {
            dictionary[representation.type] = value(of: representation)
        }
        return dictionary
    }

    /// Text as `String`, a URL as `URL`, anything else (images too) as `Data`.
    static func value(of representation: Representation) -> Any {
        if TypeIdentifier.conforms(representation.type, to: ClipboardContent.plainTextType) {
            return LocalClipboard.decode(Array(representation.data))
        }
        if TypeIdentifier.conforms(representation.type, to: ClipboardContent.urlType),
            let url = firstURL(in: representation.data)
        {
            return url
        }
        return representation.data
    }

    /// The first URL written in `data`: a URL, or a `text/uri-list`'s first entry (comment lines skipped).
    static func firstURL(in data: Data) -> URL? {
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        let entry = lines.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty && !$0.hasPrefix("#") }
        guard let entry, let url = URL(string: entry), url.scheme != nil else { return nil }
        return url
    }
}
