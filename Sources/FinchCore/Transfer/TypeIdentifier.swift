import Foundation

/// Uniform type identifiers as item providers use them: what each one conforms to (`UTType`'s tree),
/// and how a file name's extension or a MIME type maps onto one.
public enum TypeIdentifier {
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

    /// Whether `identifier` is `other` or a kind of it (`public.jpeg` conforms to `public.image`), by
    /// `UTType`'s tree; an identifier it does not declare conforms only to itself.
    public static func conforms(_ identifier: String, to other: String) -> Bool {
        if identifier == other { return true }
        guard let type = UTType(identifier), let supertype = UTType(other) else { return false }
        return type.conforms(to: supertype)
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
