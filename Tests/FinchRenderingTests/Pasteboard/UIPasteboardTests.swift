import Finch
import FinchTesting
import Foundation
import Testing

/// What a load handed back, and whether on the main thread.
struct PasteLoad<T: Sendable>: Sendable {
    var value: T?
    var onMainThread: Bool
}

/// Loads `T` from `provider` and waits for the completion (which runs off the main thread).
func load<T: _ObjectiveCBridgeable & Sendable>(_ type: T.Type, from provider: NSItemProvider) async -> PasteLoad<T>
where T._ObjectiveCType: NSItemProviderReading {
    await withCheckedContinuation { continuation in
        provider.loadObject(ofClass: type) { value, _ in
            continuation.resume(returning: PasteLoad(value: value, onMainThread: Thread.isMainThread))
        }
    }
}

/// Loads a `UIImage` from `provider` and waits for it.
func loadImage(from provider: NSItemProvider) async -> PasteLoad<UIImage> {
    await withCheckedContinuation { continuation in
        provider.loadObject(ofClass: UIImage.self) { value, _ in
            continuation.resume(returning: PasteLoad(value: value as? UIImage, onMainThread: Thread.isMainThread))
        }
    }
}

@MainActor
@Suite("UIPasteboard: strings, URLs, images and items round-trip through the clipboard")
struct UIPasteboardTests {
    @Test("A string set reads back as string and strings; hasStrings only; changeCount counts each write")
    func stringRoundTrip() {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(pasteboard.string == nil && pasteboard.strings == nil && !pasteboard.hasStrings)
        let before = pasteboard.changeCount
        pasteboard.string = "🍎 apple"
        #expect(pasteboard.string == "🍎 apple")
        #expect(pasteboard.strings == ["🍎 apple"])
        #expect(pasteboard.hasStrings && !pasteboard.hasURLs && !pasteboard.hasImages)
        #expect(pasteboard.types == ["public.utf8-plain-text"])
        #expect(pasteboard.changeCount == before + 1)
        pasteboard.string = nil
        #expect(pasteboard.string == nil && pasteboard.numberOfItems == 0 && !pasteboard.hasStrings)
        #expect(pasteboard.changeCount == before + 2)
    }

    @Test("Strings set make one item each; string is the first")
    func stringsRoundTrip() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.strings = ["one", "two", "three"]
        #expect(pasteboard.numberOfItems == 3)
        #expect(pasteboard.strings == ["one", "two", "three"])
        #expect(pasteboard.string == "one")
        #expect(pasteboard.url == nil && pasteboard.image == nil)
    }

    @Test("A URL reads back as url; a file URL is a URL too; URLs are not strings")
    func urlRoundTrip() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let web = try #require(URL(string: "https://example.com/a%20b.png?x=1"))
        pasteboard.url = web
        #expect(pasteboard.url == web)
        #expect(pasteboard.hasURLs && !pasteboard.hasStrings && !pasteboard.hasImages)
        #expect(pasteboard.string == nil)
        let file = URL(fileURLWithPath: "/tmp/picture.png")
        pasteboard.urls = [file, web]
        #expect(pasteboard.urls == [file, web])
        #expect(pasteboard.url == file)
        #expect(pasteboard.contains(pasteboardTypes: ["public.file-url"]))
    }

    @Test("An image goes on as PNG and reads back with its size and pixels; hasImages only")
    func imageRoundTrip() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let picture = try #require(UIImage(contentsOfFile: Fixture.landscapePNG))
        pasteboard.image = picture
        #expect(pasteboard.hasImages && !pasteboard.hasStrings && !pasteboard.hasURLs)
        #expect(pasteboard.types == ["public.png"])
        let back = try #require(pasteboard.image)
        #expect(back.size == picture.size)
        let left = try #require(back.pixelBuffer.pixel(x: 10, y: 20))
        #expect(left.alpha == 255 && left.red > 240 && left.blue < 20)
        pasteboard.images = [picture, picture]
        #expect(pasteboard.images?.count == 2)
    }

    @Test("Items carry several types: text as String, URLs as URL, other data as Data")
    func itemsRoundTrip() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let web = try #require(URL(string: "https://example.com"))
        let bytes = Data([1, 2, 3])
        pasteboard.items = [["public.utf8-plain-text": "caption", "public.url": web], ["com.example.raw": bytes]]
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.string == "caption" && pasteboard.url == web)
        #expect(pasteboard.hasStrings && pasteboard.hasURLs)
        let items = pasteboard.items
        #expect(items.first?["public.utf8-plain-text"] as? String == "caption")
        #expect(items.first?["public.url"] as? URL == web)
        #expect(items.last?["com.example.raw"] as? Data == bytes)
        pasteboard.setData(bytes, forPasteboardType: "com.example.raw")
        #expect(pasteboard.data(forPasteboardType: "com.example.raw") == bytes)
        #expect(pasteboard.numberOfItems == 1 && !pasteboard.hasStrings)
    }

    @Test("Invalid UTF-8 left as text reads with U+FFFD, never nil or a trap")
    func invalidText() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setData(Data([0x61, 0xff, 0x62]), forPasteboardType: "public.utf8-plain-text")
        #expect(pasteboard.string == "a\u{FFFD}b")
    }

    @Test("general writes the process's clipboard (Clipboards.system), which a window's clipboard can be")
    func generalIsTheSystemClipboard() {
        let saved = Clipboards.system
        defer { Clipboards.system = saved }
        let system = LocalClipboard()
        Clipboards.system = system
        UIPasteboard.general.string = "shared"
        #expect(system.bytes == Array("shared".utf8))
        system.setText("from a text field")
        #expect(UIPasteboard.general.string == "from a text field")
        #expect(UIPasteboard.general.changeCount == system.changeCount)
    }

    @Test("The pasteboard's item providers load String, URL and UIImage off the main thread")
    func itemProvidersLoad() async throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let web = try #require(URL(string: "https://example.com/x"))
        let picture = try #require(UIImage(contentsOfFile: Fixture.landscapePNG))
        pasteboard.items = [["public.utf8-plain-text": "words"], ["public.url": web], ["public.png": picture]]
        let providers = pasteboard.itemProviders
        try #require(providers.count == 3)
        let text = await load(String.self, from: providers[0])
        #expect(text.value == "words" && !text.onMainThread)
        #expect(await load(URL.self, from: providers[1]).value == web)
        let image = await loadImage(from: providers[2])
        #expect(image.value?.size == picture.size && !image.onMainThread)
    }

    @Test("Item providers set are loaded off the main thread, then put on one item per provider")
    func setItemProviders() async throws {
        let web = try #require(URL(string: "https://example.com/y"))
        let content = await withCheckedContinuation { continuation in
            ClipboardProviders.loadContent(of: [NSItemProvider(object: "hello"), NSItemProvider(object: web)]) {
                continuation.resume(returning: $0)
            }
        }
        #expect(content.items.count == 2)
        #expect(content.items.first?.representation(conformingTo: "public.plain-text")?.data == Data("hello".utf8))
        #expect(content.items.last?.representation(conformingTo: "public.url")?.data == Data(web.absoluteString.utf8))
    }
}
