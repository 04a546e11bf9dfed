import CGtk
import FinchCore
import Foundation

/// This process's clipboard content as GDK offers it to other programs: the first item's text (as
/// `text/plain;charset=utf-8` and `text/plain`), every item's URL in one `text/uri-list` (and the first
/// URL as text when there is no text), and each of the first item's other types that has a MIME type
/// (a PNG as `image/png`), in the item's order.
enum GTKClipboardOffer {
    /// The MIME types and bytes offered for `content`, preferred first.
    static func offers(for content: ClipboardContent) -> [(mimeType: String, data: Data)] {
        guard let first = content.items.first else { return [] }
        var offers: [(mimeType: String, data: Data)] = []
        let urls = content.items.compactMap { $0.representation(conformingTo: ClipboardContent.urlType)?.data }
        let text = first.representation(conformingTo: ClipboardContent.plainTextType)?.data ?? urls.first
        if let text {
            offers += [("text/plain;charset=utf-8", text), ("text/plain", text)]
        }
        if !urls.isEmpty {
            let list = urls.map { String(decoding: $0, as: UTF8.self) + "\r\n" }.joined()
            offers.append(("text/uri-list", Data(list.utf8)))
        }
        for representation in first.representations {
            let type = representation.type
            if TypeIdentifier.conforms(type, to: ClipboardContent.plainTextType)
                || TypeIdentifier.conforms(type, to: ClipboardContent.urlType)
            {
                continue
            }
            guard let mimeType = UTType(type)?.preferredMIMEType, !offers.contains(where: { $0.mimeType == mimeType })
            else { continue }
            offers.append((mimeType, representation.data))
        }
        return offers
    }

    /// A content provider offering `offers(for:)`; nil for nothing (which clears the clipboard). The
    /// caller owns the reference.
    static func provider(for content: ClipboardContent) -> UnsafeMutablePointer<GdkContentProvider>? {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = offers(for: content).map { offer in
            let bytes = offer.data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            return gdk_content_provider_new_for_bytes(offer.mimeType, bytes)
        }
        guard !providers.isEmpty else { return nil }
        // The union takes the providers' references.
        return providers.withUnsafeMutableBufferPointer {
            gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
        }
    }
}
