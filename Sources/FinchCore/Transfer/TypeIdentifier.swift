import Foundation
import UniformTypeIdentifiers

/// Uniform type identifiers as item providers take and give them (strings): what each one conforms to,
/// and which type a file name's extension or a MIME type stands for, all from `UTType`'s tree.
///
/// Finch differs from Apple in one place: plain text. Apple's `txt` files and `text/plain` are
/// `public.plain-text` (of no stated encoding); Finch reads and writes text as UTF-8 only, so it gives
/// them as `public.utf8-plain-text`, the type `String` and `NSString` write and read first.
public enum TypeIdentifier {
    /// Whether `identifier` is `other` or a kind of it (`public.jpeg` conforms to `public.image`), by
    /// `UTType`'s tree; an identifier it does not declare conforms only to itself.
    public static func conforms(_ identifier: String, to other: String) -> Bool {
        if identifier == other { return true }
        guard let type = UTType(identifier), let supertype = UTType(other) else { return false }
        return type.conforms(to: supertype)
    }

    /// The identifier for a file name's extension; `public.data` when no declared type claims it.
    public static func forFile(_ url: URL) -> String {
        guard let type = UTType(filenameExtension: url.pathExtension), type.isDeclared else { return "public.data" }
        return asUTF8(type).identifier
    }

    /// The identifier for a MIME type (a desktop drag's target), or nil when no declared type claims it.
    public static func forMIMEType(_ mimeType: String) -> String? {
        guard let type = UTType(mimeType: mimeType), type.isDeclared else { return nil }
        return asUTF8(type).identifier
    }

    /// The MIME type to offer `identifier` as to other programs (`text/plain;charset=utf-8` for UTF-8
    /// text, which Apple's tree gives none), or nil when it has none.
    public static func mimeType(for identifier: String) -> String? {
        if identifier == UTType.utf8PlainText.identifier { return "text/plain;charset=utf-8" }
        return UTType(identifier)?.preferredMIMEType
    }

    /// Plain text read as UTF-8 (the Finch difference above).
    private static func asUTF8(_ type: UTType) -> UTType {
        type == .plainText ? .utf8PlainText : type
    }
}
