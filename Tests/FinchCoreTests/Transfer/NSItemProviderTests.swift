import Foundation
import Synchronization
import Testing

@testable import FinchCore

/// What a load handed back, and on which thread.
private struct Loaded<T: Sendable>: Sendable {
    let value: T?
    let error: String?
    let onMainThread: Bool
}

private func loadString(_ provider: NSItemProvider) async -> Loaded<String> {
    await withCheckedContinuation { continuation in
        provider.loadObject(ofClass: String.self) { value, error in
            continuation.resume(
                returning: Loaded(value: value, error: error.map { "\($0)" }, onMainThread: Thread.isMainThread))
        }
    }
}

private func loadURL(_ provider: NSItemProvider) async -> Loaded<URL> {
    await withCheckedContinuation { continuation in
        provider.loadObject(ofClass: URL.self) { value, error in
            continuation.resume(
                returning: Loaded(value: value, error: error.map { "\($0)" }, onMainThread: Thread.isMainThread))
        }
    }
}

@Suite("NSItemProvider offers data in types and loads objects asynchronously, off the main thread")
struct NSItemProviderTests {
    /// Apple's uniform type identifiers (UTType's system declarations) form a tree: public.jpeg and
    /// public.png conform to public.image, public.utf8-plain-text to public.plain-text to public.text,
    /// text and images to public.data, public.file-url to public.url, which is not text.
    @Test("Type identifiers conform along their tree")
    func conformance() {
        #expect(TypeIdentifier.conforms("public.jpeg", to: "public.image"))
        #expect(TypeIdentifier.conforms("public.png", to: "public.data"))
        #expect(TypeIdentifier.conforms("public.utf8-plain-text", to: "public.text"))
        #expect(TypeIdentifier.conforms("public.file-url", to: "public.url"))
        #expect(!TypeIdentifier.conforms("public.image", to: "public.jpeg"))
        #expect(!TypeIdentifier.conforms("public.url", to: "public.text"))
        #expect(TypeIdentifier.forFile(URL(fileURLWithPath: "/a/B.JPG")) == "public.jpeg")
        #expect(TypeIdentifier.forMIMEType("text/uri-list") == "public.url")
        #expect(TypeIdentifier.forMIMEType("image/png") == "public.png")
    }

    @Test("Text loads as a String, on a background thread")
    func loadsText() async {
        let provider = NSItemProvider(object: "🍎 apple")
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: String.self))
        let loaded = await loadString(provider)
        #expect(loaded.value == "🍎 apple")
        #expect(!loaded.onMainThread)
        // Plain text is not a URL, as on Apple platforms: NSURL reads URLs only.
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let notURL = await loadURL(provider)
        #expect(notURL.value == nil && notURL.error?.contains("none of [\"public.url\"]") == true)
        // A URL's data that holds no URL is refused with a reason.
        let broken = await loadURL(
            FinchCoreTests.provider("public.url", Data("not a url at all".utf8)))
        #expect(broken.value == nil && broken.error?.contains("no URL") == true)
    }

    @Test("A URL loads as a URL; a uri-list's first URL is taken, comments skipped")
    func loadsURLs() async {
        let web = URL(string: "https://example.com/cat.jpg")!
        let provider = NSItemProvider(object: web)
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(await loadURL(provider).value == web)
        let list = NSItemProvider()
        list.registerDataRepresentation(forTypeIdentifier: "public.url", visibility: .all) { completion in
            completion(Data("# a comment\r\nhttps://example.com/a.png\r\nhttps://example.com/b.png\r\n".utf8), nil)
            return nil
        }
        #expect(await loadURL(list).value == URL(string: "https://example.com/a.png"))
    }

    @Test("A file provider offers its type from the extension and reads the file when loaded")
    func fileProvider() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID().uuidString).txt")
        try Data("from a file".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(NSItemProvider(contentsOf: url))
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.file-url"])
        #expect(await loadString(provider).value == "from a file")
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.com/x.txt")!) == nil)
    }

    @Test("Asking for a type the item does not offer, or an unreadable file, gives an error, not a crash")
    func failures() async {
        let image = NSItemProvider()
        image.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89, 0x50]), nil)
            return nil
        }
        #expect(!image.canLoadObject(ofClass: String.self))
        let missing = await loadString(image)
        #expect(missing.value == nil && missing.error?.contains("public.png") == true)

        let gone = NSItemProvider(contentsOf: URL(fileURLWithPath: "/no/such/file.txt"))
        let unreadable = await loadString(gone ?? NSItemProvider())
        #expect(unreadable.value == nil && unreadable.error?.contains("/no/such/file.txt") == true)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-folder-\(UUID().uuidString).txt")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFile = await loadString(NSItemProvider(contentsOf: folder) ?? NSItemProvider())
        #expect(notAFile.value == nil && notAFile.error?.contains("not a regular file") == true)

        let notText = NSItemProvider()
        notText.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
            completion in
            completion(Data([0xFF, 0xFE, 0xFD]), nil)
            return nil
        }
        #expect(await loadString(notText).error?.contains("not UTF-8") == true)
    }

    @Test("The reader's preferred type wins, then the provider's order")
    func readerPreference() async throws {
        let provider = NSItemProvider()
        for (type, text) in [("public.url", "https://example.com/"), ("public.utf8-plain-text", "plain")] {
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                completion(Data(text.utf8), nil)
                return nil
            }
        }
        // String reads plain text first; URL reads URLs first.
        #expect(await loadString(provider).value == "plain")
        #expect(await loadURL(provider).value == URL(string: "https://example.com/"))
        // A text file's provider hands a URL reader the file's URL, not its first line.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID().uuidString).txt")
        try Data("https://example.com/inside".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try #require(NSItemProvider(contentsOf: url))
        #expect(await loadURL(file).value == url)
    }
}
