import Foundation
import UniformTypeIdentifiers

/// The desktop's drag-and-drop formats (MIME types) and Finch's type identifiers, both ways, and the
/// parsers for what other programs send: no GTK here, so every rule is tested headless.
///
/// Which MIME types other programs offer, and in what order a target should ask for them, is what was
/// found with GTK 4.8 on Debian 12 (the project's notes on GTK drag and drop): Firefox and GTK file
/// managers offer `text/uri-list`; Chromium offers a web URL only as `text/x-moz-url`; a dragged image
/// comes as `image/png` (Firefox) or `application/octet-stream` (Chromium); a file drag also offers its
/// path as plain text, which is why plain text is asked for last.
public enum DesktopDropFormats {
    /// The MIME types a drop is asked for, the most useful first.
    public static let requestedMIMETypes = [
        "text/uri-list", "text/x-moz-url", "image/png", "image/jpeg", "image/gif", "image/webp",
        "application/octet-stream", "text/plain;charset=utf-8", "text/plain",
    ]

    /// Text, a URI list or a title larger than this is refused (64 MiB, the drop read's own bound).
    public static let maximumTextBytes = 1 << 26

    /// The type identifiers a drag offering `mimeTypes` can be loaded as, in the order of
    /// `requestedMIMETypes` (what views are asked to accept while it hovers). A URI list is `public.url`:
    /// whether it names files is known only once it is read, at the drop.
    public static func typeIdentifiers(offeredAs mimeTypes: [String]) -> [String] {
        let offered = Set(mimeTypes.map(normalized))
        var result: [String] = []
        for mimeType in requestedMIMETypes where offered.contains(mimeType) {
            guard let identifier = typeIdentifier(forMIMEType: mimeType), !result.contains(identifier) else {
                continue
            }
            result.append(identifier)
        }
        return result
    }

    /// The most of a URI list read while a drag hovers, to learn its files' types (1 MiB: some 10,000
    /// paths); a longer list is offered as `public.url` alone until the drop reads it whole.
    public static let maximumHoverURIListBytes = 1 << 20

    /// What a drag offering `mimeTypes` can be loaded as once its URI list (`uriList`, read while it
    /// hovers) is known: a file list offers the types its files' extensions name (each once, in the list's
    /// order) and `public.file-url`, before what `typeIdentifiers(offeredAs:)` gives, so a view taking only
    /// `public.image` takes a dragged PNG file while it hovers. A list with no file, one that cannot be
    /// read, or a nil list adds nothing.
    public static func typeIdentifiers(offeredAs mimeTypes: [String], uriList: Data?) -> [String] {
        let offered = typeIdentifiers(offeredAs: mimeTypes)
        guard let uriList, uriList.count <= maximumHoverURIListBytes, let urls = try? self.uriList(uriList) else {
            return offered
        }
        var result: [String] = []
        var extensions = Set<String>()
        for url in urls where url.isFileURL {
            // Files of one extension share a type: `UTType` is asked once per extension.
            guard extensions.insert(url.pathExtension.lowercased()).inserted else { continue }
            let type = TypeIdentifier.forFile(url)
            if !result.contains(type) { result.append(type) }
        }
        guard !result.isEmpty else { return offered }
        result.append(UTType.fileURL.identifier)
        return result + offered.filter { !result.contains($0) }
    }

    /// The type identifier a drop's data of `mimeType` stands for; nil for one Finch does not read.
    public static func typeIdentifier(forMIMEType mimeType: String) -> String? {
        switch normalized(mimeType) {
        case "text/uri-list", "text/x-moz-url": return UTType.url.identifier
        case "text/plain;charset=utf-8": return UTType.utf8PlainText.identifier
        case "text/plain": return UTType.plainText.identifier
        case "application/octet-stream": return UTType.data.identifier
        case let other where other.hasPrefix("image/"):
            return UTType(mimeType: other, conformingTo: .image).flatMap { $0.isDynamic ? nil : $0.identifier }
        default: return nil
        }
    }

    /// The formats a drag out of Finch offers for an item registered in `typeIdentifiers` (its
    /// preferred first): text as UTF-8 plain text, a URL as a URI list (and as plain text, after any text
    /// of its own), an image in its MIME type. Each MIME type is offered once, for the first type that
    /// claims it; types with no MIME type are not offered.
    public static func dragFormats(forTypeIdentifiers typeIdentifiers: [String]) -> [DesktopDragFormat] {
        var formats: [DesktopDragFormat] = []
        func offer(_ mimeType: String, _ identifier: String, _ encoding: DesktopDragFormat.Encoding) {
            guard !formats.contains(where: { $0.mimeType == mimeType }) else { return }
            formats.append(DesktopDragFormat(mimeType: mimeType, typeIdentifier: identifier, encoding: encoding))
        }
        for identifier in typeIdentifiers {
            guard let type = UTType(identifier) else { continue }
            if type.conforms(to: .url) {
                offer("text/uri-list", identifier, .uriList)
            } else if type.conforms(to: .plainText) {
                offer("text/plain;charset=utf-8", identifier, .bytes)
                offer("text/plain", identifier, .bytes)
            } else if let mimeType = type.preferredMIMEType {
                offer(mimeType, identifier, .bytes)
            }
        }
        // A URL is also text for a program that takes only text, unless the item has text of its own.
        if let url = typeIdentifiers.first(where: { UTType($0)?.conforms(to: .url) ?? false }) {
            offer("text/plain;charset=utf-8", url, .bytes)
            offer("text/plain", url, .bytes)
        }
        return formats
    }

    // MARK: Reading what arrived

    /// The items in a drop's data of `mimeType`: files and web URLs from a URI list or a Mozilla URL,
    /// an image from image bytes, text from plain text. Throws for data that is not what its type says
    /// (invalid UTF-8, no URL), for `javascript:`/`data:` URLs, and for a type Finch does not read.
    public static func items(from data: Data, mimeType: String) throws -> [DesktopDropItem] {
        switch normalized(mimeType) {
        case "text/uri-list":
            return try uriList(data).map { $0.isFileURL ? .file($0) : .webURL($0, title: nil) }
        case "text/x-moz-url":
            let (url, title) = try mozURL(data)
            return [url.isFileURL ? .file(url) : .webURL(url, title: title)]
        case "text/plain;charset=utf-8", "text/plain":
            return [.text(try plainText(data))]
        case "application/octet-stream":
            return [.image(data, typeIdentifier: imageType(sniffing: data) ?? UTType.data.identifier)]
        case let other:
            guard let identifier = typeIdentifier(forMIMEType: other), other.hasPrefix("image/") else {
                throw DesktopDropError.unsupportedType(mimeType)
            }
            return [.image(data, typeIdentifier: identifier)]
        }
    }

    /// The URLs of a `text/uri-list` (RFC 2483): one per line, lines ended by CRLF (a bare LF is
    /// accepted too), lines starting with `#` are comments. Lines that are not URLs are skipped, and so
    /// are `javascript:`/`data:` URLs; throws when no URL is left, saying why.
    public static func uriList(_ data: Data) throws -> [URL] {
        let text = try utf8(data, what: "URI list")
        var urls: [URL] = []
        var refused: String?
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
            do {
                urls.append(try url(entry))
            } catch {
                refused = refused ?? "\(error)"
            }
        }
        guard !urls.isEmpty else { throw refused.map(DesktopDropError.noURL) ?? .noURL("the URI list is empty") }
        return urls
    }

    /// A `text/x-moz-url`: UTF-16LE text, the URL on the first line and its title on the second.
    public static func mozURL(_ data: Data) throws -> (url: URL, title: String?) {
        guard data.count <= maximumTextBytes else { throw DesktopDropError.tooLarge(data.count) }
        var units = stride(from: 0, to: data.count - data.count % 2, by: 2).map { offset in
            UInt16(data[data.startIndex + offset]) | UInt16(data[data.startIndex + offset + 1]) << 8
        }
        if units.first == 0xFEFF { units.removeFirst() }
        while units.last == 0 { units.removeLast() }
        guard let text = String(validating: units, as: UTF16.self) else {
            throw DesktopDropError.invalidText("the Mozilla URL is not valid UTF-16")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let title = lines.count > 1 && !lines[1].isEmpty ? lines[1] : nil
        return (try url(lines.first ?? ""), title)
    }

    /// Plain text, which must be UTF-8 (GTK hands text over as UTF-8); a trailing NUL is dropped.
    public static func plainText(_ data: Data) throws -> String {
        var text = try utf8(data, what: "text")
        while text.hasSuffix("\0") { text.removeLast() }
        return text
    }

    /// A URI list of `urls`, as a drag out offers it (CRLF after each line).
    public static func uriListData(_ urls: [URL]) -> Data {
        Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8)
    }

    /// The image type whose signature starts `data` (PNG, JPEG, GIF, WebP), else nil.
    public static func imageType(sniffing data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return UTType.png.identifier }
        if starts([0xFF, 0xD8, 0xFF]) { return UTType.jpeg.identifier }
        if starts(Array("GIF8".utf8)) { return UTType.gif.identifier }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return UTType.webP.identifier }
        return nil
    }

    /// A URL another program dropped: it must parse and have a scheme; `javascript:` and `data:` URLs
    /// (and `vbscript:`) are refused, since an app that opens or fetches a dropped URL must not run
    /// script or take arbitrary inline content from it.
    public static func url(_ string: String) throws -> URL {
        guard let url = URL(string: string), let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
            throw DesktopDropError.noURL("'\(string.prefix(80))' is not a URL")
        }
        guard !["javascript", "data", "vbscript"].contains(scheme) else {
            throw DesktopDropError.refusedScheme(scheme)
        }
        return url
    }

    private static func utf8(_ data: Data, what: String) throws -> String {
        guard data.count <= maximumTextBytes else { throw DesktopDropError.tooLarge(data.count) }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DesktopDropError.invalidText("the \(what) is not valid UTF-8")
        }
        return text
    }

    /// A MIME type as compared here: lower case, without spaces (`text/plain; charset=UTF-8`).
    static func normalized(_ mimeType: String) -> String {
        mimeType.lowercased().replacingOccurrences(of: " ", with: "")
    }
}

/// One format a drag out of Finch offers: the MIME type, the item's type identifier whose data it
/// carries, and how that data is written (a URL's bytes become a URI list line).
public struct DesktopDragFormat: Equatable, Sendable {
    public enum Encoding: Equatable, Sendable { case bytes, uriList }
    public let mimeType: String
    public let typeIdentifier: String
    public let encoding: Encoding

    public init(mimeType: String, typeIdentifier: String, encoding: Encoding) {
        self.mimeType = mimeType
        self.typeIdentifier = typeIdentifier
        self.encoding = encoding
    }

    /// The item's data for this format: a URL's text becomes a one-line URI list.
    public func encode(_ data: Data) -> Data {
        switch encoding {
        case .bytes: return data
        case .uriList:
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return Data((text + "\r\n").utf8)
        }
    }
}

/// Why a drop's data could not be read.
public enum DesktopDropError: Error, Equatable, CustomStringConvertible, Sendable {
    case invalidText(String)
    case noURL(String)
    case refusedScheme(String)
    case tooLarge(Int)
    case unsupportedType(String)

    public var description: String {
        switch self {
        case .invalidText(let reason): return reason
        case .noURL(let reason): return "no URL: \(reason)"
        case .refusedScheme(let scheme): return "\(scheme): URLs are not accepted from other programs"
        case .tooLarge(let bytes): return "the dropped data is too large (\(bytes) bytes)"
        case .unsupportedType(let mimeType): return "Finch does not read \(mimeType)"
        }
    }
}
