import Foundation

/// What a clipboard holds, as `UIPasteboard` sees it: items, each offering its data in one or more types
/// (uniform type identifiers, the preferred first).
///
/// The desktop's clipboard holds one offer in several MIME types, not a list of items: a host maps the
/// first item onto those types (and every URL onto one `text/uri-list`), and another program's offer
/// back onto items (see `GTKClipboard`).
public struct ClipboardContent: Hashable, Sendable {
    /// One type's data.
    public struct Representation: Hashable, Sendable {
        public var type: String
        public var data: Data

        public init(type: String, data: Data) {
            self.type = type
            self.data = data
        }
    }

    /// One item: the same thing offered in several types.
    public struct Item: Hashable, Sendable {
        public var representations: [Representation]

        public init(_ representations: [Representation]) {
            self.representations = representations
        }

        /// The first representation whose type is `type` or a kind of it.
        public func representation(conformingTo type: String) -> Representation? {
            representations.first { TypeIdentifier.conforms($0.type, to: type) }
        }

        /// The types this item offers, in order.
        public var types: [String] { representations.map(\.type) }
    }

    public var items: [Item]

    public init(items: [Item] = []) {
        self.items = items.filter { !$0.representations.isEmpty }
    }

    /// Nothing on the clipboard.
    public static let empty = ClipboardContent()

    /// One item of text.
    public init(text: String) {
        self.init(items: [Item([Representation(type: Self.textType, data: Data(text.utf8))])])
    }

    /// Every type some item offers, each once, in the order first met.
    public var types: [String] {
        var seen = Set<String>()
        return items.flatMap(\.types).filter { seen.insert($0).inserted }
    }

    /// The bytes a text field pastes: the first item's text, or else its URL written out.
    public var textBytes: [UInt8]? {
        guard let item = items.first else { return nil }
        let text =
            item.representation(conformingTo: Self.plainTextType) ?? item.representation(conformingTo: Self.urlType)
        return text.map { Array($0.data) }
    }

    /// Text, as `public.utf8-plain-text`.
    public static let textType = "public.utf8-plain-text"
    /// Any plain text (UTF-8 text conforms to it).
    public static let plainTextType = "public.plain-text"
    /// A URL, written out in UTF-8 (a file URL's type, `public.file-url`, conforms to it).
    public static let urlType = "public.url"
    /// Any image.
    public static let imageType = "public.image"
    /// A PNG image: how Finch puts images on the clipboard.
    public static let pngType = "public.png"
}
