import Foundation

/// Uniform type identifiers as item providers use them (the tree of Apple's Uniform Type Identifiers documentation): what each one
/// conforms to, and how a file name's extension or a MIME type maps onto one.
public enum TypeIdentifier {
    /// Each identifier's parent; `public.data` is the root of the ones Finch knows.
    private static let parents: [String: String] = [
        "public.text": "public.data",
        "public.plain-text": "public.text",
        "public.utf8-plain-text": "public.plain-text",
        "public.url": "public.data",
        "public.file-url": "public.url",
        "public.image": "public.data",
        "public.jpeg": "public.image",
        "public.png": "public.image",
        "com.compuserve.gif": "public.image",
        "org.webmproject.webp": "public.image",
        "public.tiff": "public.image",
        "com.microsoft.bmp": "public.image",
        "public.svg-image": "public.image",
    ]

    private static let byExtension: [String: String] = [
        "jpg": "public.jpeg", "jpeg": "public.jpeg", "png": "public.png", "gif": "com.compuserve.gif",
        "webp": "org.webmproject.webp", "tif": "public.tiff", "tiff": "public.tiff", "bmp": "com.microsoft.bmp",
        "svg": "public.svg-image", "txt": "public.utf8-plain-text",
    ]

    private static let byMIMEType: [String: String] = [
        "image/jpeg": "public.jpeg", "image/png": "public.png", "image/gif": "com.compuserve.gif",
        "image/webp": "org.webmproject.webp", "text/plain": "public.utf8-plain-text",
        "text/plain;charset=utf-8": "public.utf8-plain-text", "text/uri-list": "public.url",
    ]

    /// Whether `identifier` is `other` or a kind of it (`public.jpeg` conforms to `public.image`): by
    /// `UTType`'s tree when both are types it declares, else by the parents here.
    public static func conforms(_ identifier: String, to other: String) -> Bool {
        if let type = UTType(identifier), let supertype = UTType(other) { return type.conforms(to: supertype) }
        var current: String? = identifier
        while let candidate = current {
            if candidate == other { return true }
            current = parents[candidate]
        }
        return false
    }

    /// The identifier for a file name's extension; `public.data` when unknown.
    public static func forFile(_ url: URL) -> String {
        byExtension[url.pathExtension.lowercased()] ?? "public.data"
    }

    /// The identifier for a MIME type (a desktop drag's target), or nil when Finch does not know it.
    public static func forMIMEType(_ mimeType: String) -> String? {
        byMIMEType[mimeType.lowercased().replacingOccurrences(of: " ", with: "")]
    }
}
