import Foundation
import Testing

@testable import FinchCore

/// UTF-16LE bytes, as Firefox and Chromium write `text/x-moz-url`.
private func utf16LE(_ text: String, bom: Bool = false) -> Data {
    var bytes: [UInt8] = bom ? [0xFF, 0xFE] : []
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    return Data(bytes)
}

private func loadData(_ provider: NSItemProvider, _ type: String) async -> Data? {
    await withCheckedContinuation { continuation in
        provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in continuation.resume(returning: data) }
    }
}

@Suite("Desktop drag-and-drop formats: URI lists, Mozilla URLs, text, and MIME types to type identifiers")
struct DesktopDropFormatsTests {
    /// RFC 2483: lines end with CRLF, `#` starts a comment; file managers put one `file://` line per file.
    @Test(
        "A URI list gives its URLs in order, comments and blank lines skipped",
        arguments: [
            ("file:///tmp/a.png\r\n", ["file:///tmp/a.png"]),
            (
                "# dragged\r\nfile:///tmp/a.png\r\nfile:///tmp/b%20c.jpg\r\n",
                ["file:///tmp/a.png", "file:///tmp/b%20c.jpg"]
            ),
            ("https://example.com/x.png", ["https://example.com/x.png"]),
            ("http://127.0.0.1:8000/i.png\nfile:///a.txt\n", ["http://127.0.0.1:8000/i.png", "file:///a.txt"]),
            ("\r\n  https://a.test/  \r\n\r\n#x\r\n", ["https://a.test/"]),
            ("javascript:alert(1)\r\nhttps://a.test/ok\r\n", ["https://a.test/ok"]),
        ])
    func uriList(text: String, expected: [String]) throws {
        let urls = try DesktopDropFormats.uriList(Data(text.utf8))
        #expect(urls.map(\.absoluteString) == expected)
    }

    @Test(
        "A URI list with nothing usable is an error that says why",
        arguments: [
            ("", "empty"), ("# only a comment\r\n", "empty"), ("javascript:alert(1)\r\n", "javascript"),
            ("data:text/html,<b>x</b>\r\n", "data"), ("DATA:image/png;base64,AAAA", "data"),
            ("not a url\r\n", "not a URL"),
        ])
    func uriListErrors(text: String, reason: String) {
        #expect {
            _ = try DesktopDropFormats.uriList(Data(text.utf8))
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test(
        "Invalid UTF-8 in a URI list or in text is an error, not a crash",
        arguments: [[0xFF], [0x66, 0xC3], [0xED, 0xA0, 0x80]])
    func invalidUTF8(bytes: [UInt8]) {
        #expect(throws: DesktopDropError.self) { try DesktopDropFormats.uriList(Data(bytes)) }
        #expect(throws: DesktopDropError.self) { try DesktopDropFormats.plainText(Data(bytes)) }
        #expect(throws: DesktopDropError.self) {
            try DesktopDropFormats.items(from: Data(bytes), mimeType: "text/plain;charset=utf-8")
        }
    }

    /// Chromium's web URL drag: UTF-16LE `url\ntitle`, sometimes with a byte-order mark or a final NUL.
    @Test(
        "A Mozilla URL gives its URL and title",
        arguments: [
            (utf16LE("https://a.test/p\nA page"), "https://a.test/p", "A page" as String?),
            (utf16LE("https://a.test/p", bom: true), "https://a.test/p", nil),
            (utf16LE("http://127.0.0.1:8/i.png\nÉté ☀️\0"), "http://127.0.0.1:8/i.png", "Été ☀️"),
        ])
    func mozURL(data: Data, url: String, title: String?) throws {
        let parsed = try DesktopDropFormats.mozURL(data)
        #expect(parsed.url.absoluteString == url)
        #expect(parsed.title == title)
    }

    @Test(
        "A Mozilla URL that is script, inline data or not UTF-16 is refused",
        arguments: [
            utf16LE("javascript:alert(1)\nx"), utf16LE("data:text/plain,hi"), Data([0x00, 0xD8, 0x41, 0x00]),
            utf16LE("\ntitle only"),
        ])
    func mozURLErrors(data: Data) {
        #expect(throws: DesktopDropError.self) { try DesktopDropFormats.mozURL(data) }
    }

    @Test("Text is UTF-8; a trailing NUL is dropped")
    func plainText() throws {
        #expect(try DesktopDropFormats.plainText(Data("héllo 🐦".utf8)) == "héllo 🐦")
        #expect(try DesktopDropFormats.plainText(Data("x\0".utf8)) == "x")
        #expect(try DesktopDropFormats.plainText(Data()) == "")
    }

    @Test(
        "Each desktop MIME type stands for a type identifier; unknown ones for none",
        arguments: [
            ("text/uri-list", "public.url" as String?), ("text/x-moz-url", "public.url"),
            ("image/png", "public.png"), ("IMAGE/JPEG", "public.jpeg"), ("image/gif", "com.compuserve.gif"),
            ("image/webp", "org.webmproject.webp"), ("application/octet-stream", "public.data"),
            ("text/plain;charset=utf-8", "public.utf8-plain-text"),
            ("text/plain; charset=UTF-8", "public.utf8-plain-text"),
            ("text/plain", "public.plain-text"), ("image/x-unknown", nil), ("_NETSCAPE_URL", nil),
            ("application/x-gtk-text-buffer-rich-text", nil),
        ])
    func mimeToIdentifier(mimeType: String, identifier: String?) {
        #expect(DesktopDropFormats.typeIdentifier(forMIMEType: mimeType) == identifier)
    }

    /// The order asked for is the notes' order, whatever order the source listed its formats in.
    @Test("A drag's offered MIME types become type identifiers in the order they are asked for")
    func offeredTypes() {
        #expect(
            DesktopDropFormats.typeIdentifiers(offeredAs: [
                "text/plain", "text/plain;charset=utf-8", "image/png", "text/uri-list", "text/x-moz-url", "TARGETS",
            ]) == ["public.url", "public.png", "public.utf8-plain-text", "public.plain-text"])
        #expect(DesktopDropFormats.typeIdentifiers(offeredAs: ["application/x-unknown"]).isEmpty)
        #expect(DesktopDropFormats.requestedMIMETypes.first == "text/uri-list")
        #expect(DesktopDropFormats.requestedMIMETypes.last == "text/plain")
    }

    @Test(
        "Dragging out offers each item type in its MIME types",
        arguments: [
            (["public.utf8-plain-text"], ["text/plain;charset=utf-8", "text/plain"]),
            (["public.url"], ["text/uri-list", "text/plain;charset=utf-8", "text/plain"]),
            (
                ["public.file-url", "public.png"],
                ["text/uri-list", "image/png", "text/plain;charset=utf-8", "text/plain"]
            ),
            (["public.png"], ["image/png"]), (["public.jpeg", "public.png"], ["image/jpeg", "image/png"]),
            (["public.utf8-plain-text", "public.url"], ["text/plain;charset=utf-8", "text/plain", "text/uri-list"]),
            (["com.example.private", "public.data"], []),
        ])
    func dragFormats(types: [String], mimeTypes: [String]) {
        #expect(DesktopDropFormats.dragFormats(forTypeIdentifiers: types).map(\.mimeType) == mimeTypes)
    }

    @Test("A URL's bytes are offered as a one-line URI list; text as it is")
    func dragEncoding() {
        let formats = DesktopDropFormats.dragFormats(forTypeIdentifiers: ["public.url"])
        let url = Data("http://127.0.0.1/a.png".utf8)
        #expect(formats[0].encode(url) == Data("http://127.0.0.1/a.png\r\n".utf8))
        #expect(formats[1].encode(url) == url)
        #expect(
            DesktopDropFormats.uriListData([URL(fileURLWithPath: "/tmp/a b.png")])
                == Data("file:///tmp/a%20b.png\r\n".utf8))
    }

    @Test(
        "Image bytes are told apart by their signature",
        arguments: [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], "public.png" as String?),
            ([0xFF, 0xD8, 0xFF, 0xE0], "public.jpeg"), (Array("GIF89a".utf8), "com.compuserve.gif"),
            (Array("RIFF\0\0\0\0WEBPVP8".utf8), "org.webmproject.webp"), (Array("<html>".utf8), nil), ([], nil),
        ])
    func sniffing(bytes: [UInt8], type: String?) {
        #expect(DesktopDropFormats.imageType(sniffing: Data(bytes)) == type)
    }

    @Test("A drop's data becomes items: files, web URLs, images and text")
    func items() throws {
        let list = Data("file:///tmp/a.png\r\nhttps://a.test/b\r\n".utf8)
        #expect(
            try DesktopDropFormats.items(from: list, mimeType: "text/uri-list") == [
                .file(URL(fileURLWithPath: "/tmp/a.png")), .webURL(URL(string: "https://a.test/b")!, title: nil),
            ])
        #expect(
            try DesktopDropFormats.items(from: utf16LE("https://a.test/\nT"), mimeType: "text/x-moz-url") == [
                .webURL(URL(string: "https://a.test/")!, title: "T")
            ])
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(
            try DesktopDropFormats.items(from: png, mimeType: "application/octet-stream") == [
                .image(png, typeIdentifier: "public.png")
            ])
        // Bytes that claim to be PNG stay PNG here; decoding them (UIImage) is where they fail.
        #expect(
            try DesktopDropFormats.items(from: Data("nope".utf8), mimeType: "image/png") == [
                .image(Data("nope".utf8), typeIdentifier: "public.png")
            ])
        #expect(try DesktopDropFormats.items(from: Data("hi".utf8), mimeType: "text/plain") == [.text("hi")])
        #expect(throws: DesktopDropError.unsupportedType("video/mp4")) {
            try DesktopDropFormats.items(from: Data(), mimeType: "video/mp4")
        }
    }

    /// The notes' bad input: a drop of 10,000 files is 10,000 items, read in one pass.
    @Test("A URI list of 10,000 files gives 10,000 file items")
    func manyFiles() throws {
        let list = (0..<10_000).map { "file:///tmp/f\($0).png\r\n" }.joined()
        let items = try DesktopDropFormats.items(from: Data(list.utf8), mimeType: "text/uri-list")
        #expect(items.count == 10_000)
        #expect(items.last == .file(URL(fileURLWithPath: "/tmp/f9999.png")))
    }

    @Test("Text larger than the bound is refused before it is decoded")
    func tooLarge() {
        let data = Data(count: DesktopDropFormats.maximumTextBytes + 1)
        #expect(throws: DesktopDropError.tooLarge(data.count)) { try DesktopDropFormats.plainText(data) }
    }

    @Test("A dropped file loads its URL and its contents in the type its extension names")
    func fileProvider() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("finch-drop-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("picture.png")
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        try bytes.write(to: file)
        let provider = DesktopDropItem.file(file).itemProvider()
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.file-url"))
        #expect(await loadData(provider, "public.png") == bytes)
        #expect(await loadData(provider, "public.file-url") == Data(file.absoluteString.utf8))
    }

    @Test("Web URLs, image bytes and text become providers of their types")
    func otherProviders() async {
        let web = DesktopDropItem.webURL(URL(string: "http://127.0.0.1:9/i.png")!, title: "I").itemProvider()
        #expect(web.registeredTypeIdentifiers == ["public.url", "public.utf8-plain-text"])
        #expect(web.suggestedName == "I")
        #expect(await loadData(web, "public.url") == Data("http://127.0.0.1:9/i.png".utf8))
        let image = DesktopDropItem.image(Data([1, 2]), typeIdentifier: "public.jpeg").itemProvider()
        #expect(image.hasItemConformingToTypeIdentifier("public.image"))
        #expect(await loadData(image, "public.image") == Data([1, 2]))
        let text = DesktopDropItem.text("hi").itemProvider()
        #expect(await loadData(text, "public.plain-text") == Data("hi".utf8))
    }

    @Test("A dropped link is also its text: a view taking public.text gets it, and it still loads as a URL first")
    func linkIsText() async {
        let url = URL(string: "https://a.test/cat.jpg?imgurl=x")!
        let web = DesktopDropItem.webURL(url, title: nil).itemProvider()
        #expect(web.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!web.hasItemConformingToTypeIdentifier("public.image"))
        #expect(web.canLoadObject(ofClass: URL.self) && web.canLoadObject(ofClass: String.self))
        #expect(await loadData(web, "public.plain-text") == Data(url.absoluteString.utf8))
    }
}
