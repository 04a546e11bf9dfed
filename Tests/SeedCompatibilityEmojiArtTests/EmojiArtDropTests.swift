import Finch
import Foundation
import Testing

/// CS193p 2023's drop type, typed as the course writes it, here in Swift 5 mode.
enum Sturldata: Transferable {
    case string(String)
    case url(URL)
    case data(Data)
    init(url: URL) { self = .url(url) }
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { Sturldata.string($0) }
        ProxyRepresentation { Sturldata(url: $0) }
        ProxyRepresentation { Sturldata.data($0) }
    }
}

/// The course's item-provider helpers (`EmojiArtExtensions.swift`, unchanged) over Finch's providers:
/// the String and URL overloads go through `_ObjectiveCBridgeable` (NSString, NSURL), UIImage's through
/// `NSItemProviderReading`; each delivers on the main queue.
@MainActor
@Suite("Seed 000's NSItemProvider helpers load String, URL and UIImage as on Apple platforms")
struct EmojiArtDropTests {
    /// Marks the main queue, so a callback can tell it runs there (under the test runner the main queue
    /// may be drained by a thread other than the process's first).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `start`, which calls back on the main queue, and waits for the value it delivers.
    private func delivered<T>(_ start: (@escaping (T) -> Void) -> Bool) async -> (found: Bool, value: T?) {
        var found = false
        let key = Self.mainQueueKey
        let value: T? = await withCheckedContinuation { continuation in
            found = start { value in
                #expect(DispatchQueue.getSpecific(key: key) == true)
                continuation.resume(returning: value)
            }
            if !found { continuation.resume(returning: nil) }
        }
        return (found, value)
    }

    /// A small red PNG, drawn by Finch.
    private func redPNG() throws -> Data {
        try #require(ImageRenderer(content: Color.red.frame(width: 3, height: 2)).pngData())
    }

    @Test("A dragged emoji (NSString) is not a URL, and loads as a String: the seed's drop order")
    func emoji() async {
        let providers = [NSItemProvider(object: "🍎" as NSString)]
        #expect(!providers.loadFirstObject(ofType: URL.self) { _ in Issue.record("an emoji is not a URL") })
        let text = await delivered { providers.loadObjects(ofType: String.self, using: $0) }
        #expect(text.found && text.value == "🍎")
    }

    @Test("A dropped URL loads through the URL overload; loadFirstObject finds it among others")
    func url() async {
        let web = URL(string: "https://example.com/images/cat.jpg?imgurl=x")!
        let providers = [NSItemProvider(object: "note" as NSString), NSItemProvider(object: web as NSURL)]
        let loaded = await delivered { providers.loadFirstObject(ofType: URL.self, using: $0) }
        #expect(loaded.found && loaded.value == web)
        // The bridged forms are what the seed's overloads call.
        #expect(providers[1].canLoadObject(ofClass: URL.self))
        #expect(!providers[1].canLoadObject(ofClass: UIImage.self))
    }

    @Test("Image data loads as a UIImage through the NSItemProviderReading overload")
    func image() async throws {
        let provider = NSItemProvider()
        let png = try redPNG()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(png, nil)
            return nil
        }
        let loaded = await delivered { [provider].loadFirstObject(ofType: UIImage.self, using: $0) }
        #expect(loaded.found)
        #expect(loaded.value?.size == CGSize(width: 3, height: 2))
        #expect(![provider].loadObjects(ofType: String.self) { _ in })
    }

    @Test("Sturldata compiles in Swift 5 mode and imports text, a URL and PNG bytes")
    func sturldata() async throws {
        let text = try await NSItemProvider(object: "hi" as NSString).loadTransferable(type: Sturldata.self)
        let web = URL(string: "https://example.com/a.png")!
        let link = try await NSItemProvider(object: web as NSURL).loadTransferable(type: Sturldata.self)
        let image = NSItemProvider()
        let red = try #require(UIImage(data: try redPNG()))
        image.register(red)
        let bytes = try await image.loadTransferable(type: Sturldata.self)
        guard case .string("hi") = text, case .url(web) = link, case .data(let data) = bytes else {
            Issue.record("got \(text), \(link), \(bytes)")
            return
        }
        #expect(UIImage(data: data)?.size == CGSize(width: 3, height: 2))
    }
}
