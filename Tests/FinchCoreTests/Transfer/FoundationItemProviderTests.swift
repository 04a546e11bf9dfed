import Foundation
import Testing

@testable import FinchCore

/// What `loadObject(ofClass:)` handed back, as text, and on which thread.
private struct LoadedObject: Sendable {
    let description: String?
    let error: String?
    let onMainThread: Bool
}

private func loadObject(_ reader: any NSItemProviderReading.Type, from provider: NSItemProvider) async -> LoadedObject {
    await withCheckedContinuation { continuation in
        provider.loadObject(ofClass: reader) { object, error in
            continuation.resume(
                returning: LoadedObject(
                    description: object.map { "\(type(of: $0)):\($0)" }, error: error.map { "\($0)" },
                    onMainThread: Thread.isMainThread))
        }
    }
}

@Suite("NSString and NSURL write and read item providers, as Foundation's do on Apple platforms")
struct FoundationItemProviderTests {
    @Test("NSString writes UTF-8 plain text and reads it back as an NSString, off the main thread")
    func nsString() async {
        let provider = NSItemProvider(object: "🍎 apple" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: NSString.self))
        let loaded = await loadObject(NSString.self, from: provider)
        #expect(loaded.description == "NSString:🍎 apple" || loaded.description?.hasSuffix(":🍎 apple") == true)
        #expect(!loaded.onMainThread)
        #expect(throws: ItemProviderError.self) {
            try NSString.object(withItemProviderData: Data([0xC3, 0x28]), typeIdentifier: "public.utf8-plain-text")
        }
    }

    @Test("NSURL writes public.url, a file URL public.file-url first; it reads URLs only")
    func nsURL() async {
        let web = NSURL(string: "https://example.com/cat.png")!
        #expect(NSItemProvider(object: web).registeredTypeIdentifiers == ["public.url"])
        let file = NSURL(fileURLWithPath: "/tmp/cat.png")
        let fileProvider = NSItemProvider(object: file)
        #expect(fileProvider.registeredTypeIdentifiers == ["public.file-url", "public.url"])
        #expect(NSURL.readableTypeIdentifiersForItemProvider == ["public.url"])
        let loaded = await loadObject(NSURL.self, from: fileProvider)
        #expect(loaded.description?.hasSuffix(":file:///tmp/cat.png") == true)
        #expect(!NSItemProvider(object: "https://example.com" as NSString).canLoadObject(ofClass: NSURL.self))
    }

    @Test("String and URL register as their bridged classes do (Apple's overlay's init(object:))")
    func bridgedValues() {
        #expect(NSItemProvider(object: "text").registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(
            NSItemProvider(object: URL(fileURLWithPath: "/tmp/a.txt")).registeredTypeIdentifiers == [
                "public.file-url", "public.url",
            ])
        #expect(NSItemProvider(object: URL(string: "https://example.com")!).registeredTypeIdentifiers == ["public.url"])
    }

    /// UTType's tree (Apple's declarations), with Finch's one difference: plain text is UTF-8.
    @Test("Extensions and MIME types map through UTType; plain text is UTF-8 plain text")
    func typeTable() {
        let byExtension = [
            "a.txt": "public.utf8-plain-text", "a.JSON": "public.json", "a.jpe": "public.jpeg",
            "a.webp": "org.webmproject.webp", "a.unknownext": "public.data", "noextension": "public.data",
        ]
        for (file, identifier) in byExtension {
            #expect(TypeIdentifier.forFile(URL(fileURLWithPath: "/x/\(file)")) == identifier, "\(file)")
        }
        #expect(TypeIdentifier.forMIMEType("text/plain") == "public.utf8-plain-text")
        #expect(TypeIdentifier.forMIMEType("TEXT/PLAIN; charset=UTF-8") == "public.utf8-plain-text")
        #expect(TypeIdentifier.forMIMEType("image/gif") == "com.compuserve.gif")
        #expect(TypeIdentifier.forMIMEType("application/x-finch-unknown") == nil)
        #expect(TypeIdentifier.forMIMEType("not a mime type") == nil)
        #expect(TypeIdentifier.mimeType(for: "public.utf8-plain-text") == "text/plain;charset=utf-8")
        #expect(TypeIdentifier.mimeType(for: "public.png") == "image/png")
        #expect(TypeIdentifier.mimeType(for: "public.url") == "text/uri-list")
        #expect(TypeIdentifier.mimeType(for: "public.item") == nil)
    }
}
