import Finch
import Foundation

@testable import CoreTransferable
@testable import FuzzEmojiArtKit

/// What another program drops or pastes: the desktop formats' parsers (`text/uri-list`,
/// `text/x-moz-url`, plain text, image bytes), a URL's own transfer bytes, and EmojiArt's repair of a
/// dropped URL into the picture it stands for (`imageURL`).
enum DropDataFuzzer {
    static let mimeTypes = [
        "text/uri-list", "text/x-moz-url", "text/plain;charset=utf-8", "text/plain", "application/octet-stream",
        "image/png", "image/jpeg", "TEXT/URI-LIST", "text/plain; charset=UTF-8", "image/x-unknown",
    ]

    static func run(_ data: Data) {
        var input = FuzzInput(data)
        let mimeType = mimeTypes[input.int(in: 0...(mimeTypes.count - 1))]
        let payload = input.rest()
        var urls: [URL] = []
        if let items = try? DesktopDropFormats.items(from: payload, mimeType: mimeType) {
            for item in items {
                switch item {
                case .file(let url), .webURL(let url, _): urls.append(url)
                default: break
                }
            }
        }
        _ = DesktopDropFormats.typeIdentifiers(offeredAs: [mimeType], uriList: payload)
        if let url = try? URL(transferData: payload) { urls.append(url) }
        if let url = try? NSURL.object(withItemProviderData: payload, typeIdentifier: "public.url") {
            urls.append(url as URL)
        }
        let folder = URL(fileURLWithPath: "/nonexistent/EmojiArt backgrounds")
        for url in urls {
            _ = url.imageURL(imagesFolder: folder)
            _ = url.isFetchableImageURL
            _ = DesktopDropFormats.uriListData([url])
        }
    }
}
