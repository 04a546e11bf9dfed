import Foundation
import UniformTypeIdentifiers

/// One thing another program dropped, read from its data (`DesktopDropFormats.items(from:mimeType:)`).
public enum DesktopDropItem: Equatable, Sendable {
    /// A file from a file manager (a `file://` URL).
    case file(URL)
    /// A web URL from a browser, with the page's title when it sent one.
    case webURL(URL, title: String?)
    /// Image bytes, in the type they claim or their signature shows (`public.data` when unknown).
    case image(Data, typeIdentifier: String)
    case text(String)

    /// The item as an item provider: a file loads its URL (`public.file-url`) and its contents in the
    /// type its extension names (a PNG loads as `UIImage`), read off the main thread only when asked;
    /// a web URL offers `public.url` and then its text, as a browser's link drag offers `text/plain` with
    /// its URI list (so a view taking `public.text`, as CS193p's EmojiArt does, takes a dropped link and
    /// loads it as `URL`, as a link dragged from Safari is); image bytes load in their type; text loads
    /// `String`.
    public func itemProvider() -> NSItemProvider {
        switch self {
        case .file(let url):
            return NSItemProvider(contentsOf: url) ?? NSItemProvider(object: url)
        case .webURL(let url, let title):
            let provider = NSItemProvider(object: url)
            provider.registerObject(url.absoluteString as NSString, visibility: .all)
            provider.suggestedName = title
            return provider
        case .image(let data, let typeIdentifier):
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
            return provider
        case .text(let text):
            return NSItemProvider(object: text)
        }
    }
}
