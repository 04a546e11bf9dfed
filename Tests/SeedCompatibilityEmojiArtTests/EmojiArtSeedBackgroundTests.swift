import Finch
import FinchTesting
import Foundation
import Testing

/// Seed 000's background: a URL dropped from another program goes through `url.imageURL` and is fetched
/// with `Data(contentsOf:)` on a background queue, served here by a loopback server.
@MainActor
@Suite("Seed 000's background fetched from dropped URLs")
struct EmojiArtSeedBackgroundTests {
    private static let canvasCentre = CGPoint(x: SeedFixtures.canvas.midX, y: SeedFixtures.canvas.midY)
    private static let first = CGSize(width: 30, height: 20)
    private static let second = CGSize(width: 60, height: 40)

    private func server() throws -> LoopbackHTTPServer {
        let red = try SeedFixtures.png(width: Self.first.width, height: Self.first.height, color: .red)
        let blue = try SeedFixtures.png(width: Self.second.width, height: Self.second.height, color: .blue)
        return try LoopbackHTTPServer(routes: [
            "/first.png": .held(gate: "first", status: 200, headers: ["Content-Type": "image/png"], body: red),
            "/second.png": .ok(blue, contentType: "image/png"),
        ])
    }

    /// Drops `url` from another program onto the canvas, as a browser's drag does.
    private func drop(_ url: URL, on window: TestWindow) {
        let taken = window.dragFromOutside(
            providers: SeedFixtures.draggedURL(url), through: [CGPoint(x: 20, y: 180), Self.canvasCentre])
        #expect(taken)
    }

    @Test("A dropped image URL is fetched and drawn at the canvas's centre")
    func dropURL() async throws {
        let server = try server()
        defer { server.stop() }
        let document = EmojiArtDocument()
        let window = SeedFixtures.window(document)
        drop(server.url("/second.png"), on: window)
        await waitUntil("the background", in: window) { document.backgroundImage != nil }
        #expect(SeedFixtures.imageSizes(in: window) == [Self.second])
        #expect(document.backgroundImage?.size == Self.second)
        #expect(server.requests == ["/second.png"])
        #expect(document.emojis.isEmpty)  // a URL is not also taken as an emoji
    }

    @Test("A search result's imgurl= (percent-encoded) is what is fetched, not the page")
    func dropSearchResult() async throws {
        let server = try server()
        defer { server.stop() }
        let image = server.url("/second.png").absoluteString
        let encoded = try #require(image.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let search = try #require(URL(string: server.url("/search").absoluteString + "&imgurl=\(encoded)&tbm=isch"))
        #expect(search.imageURL.absoluteString == image)
        let document = EmojiArtDocument()
        let window = SeedFixtures.window(document)
        drop(search, on: window)
        await waitUntil("the background", in: window) { document.backgroundImage != nil }
        #expect(server.requests == ["/second.png"])
        #expect(SeedFixtures.imageSizes(in: window) == [Self.second])
    }

    @Test("Two URLs dropped quickly: only the later shows, whichever answers first; the window keeps drawing")
    func laterDropWins() async throws {
        let server = try server()
        defer { server.stop() }
        let document = EmojiArtDocument()
        let window = SeedFixtures.window(document)
        // Every picture the document ever publishes, in order.
        var published: [CGSize] = []
        let watcher = document.$backgroundImage.sink { image in if let image { published.append(image.size) } }
        defer { watcher.cancel() }
        drop(server.url("/first.png"), on: window)
        await waitUntil("the first request", in: window) { server.requests == ["/first.png"] }
        // The server holds the answer; the main thread is free: an edit is drawn in the next frame (away
        // from where the next URL is dropped: the emoji's text, above the canvas, would take the point).
        document.addEmoji("⏳", at: CGPoint(x: 150, y: 40), size: 40)
        window.advance(by: 1.0 / 60)
        #expect(!window.frames(ofText: "⏳").isEmpty)
        #expect(SeedFixtures.imageSizes(in: window).isEmpty)

        // The second drop reaches the document (its change is published) while the first is still held.
        var changes = 0
        let counter = document.objectWillChange.sink { _ in changes += 1 }
        defer { counter.cancel() }
        drop(server.url("/second.png"), on: window)
        await waitUntil("the second URL", in: window) { changes > 0 }
        // Now the first answers. The second's fetch may start only after it (the seed's blocking
        // `Data(contentsOf:)` waits for a free thread of the global queue, which other tests share), so
        // the first's picture may arrive before or after the second's: the seed's
        // `url == self.emojiArt.backgroundURL` check drops it either way.
        server.release("first")
        await waitUntil("the second background", in: window) { document.backgroundImage != nil }
        #expect(SeedFixtures.imageSizes(in: window) == [Self.second])
        // Had the first been taken after the second, it would show within this second of real time.
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline, published == [Self.second] {
            window.advance(by: 1.0 / 60)
            await MainQueue.turn()
        }
        #expect(published == [Self.second])
        #expect(SeedFixtures.imageSizes(in: window) == [Self.second])
        #expect(server.requests.sorted() == ["/first.png", "/second.png"])
    }

    @Test("A dropped file URL is looked up by name in Application Support, where storeInFilesystem put it")
    func dropFileURL() async throws {
        let picture = try #require(UIImage(data: try SeedFixtures.png(width: 48, height: 36, color: .green)))
        try await withTemporaryDataHome { folder in
            let stored = try #require(picture.storeInFilesystem(name: "stored.jpg"))
            #expect(stored.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
            // The URL the document kept from an earlier run, in a container that has since moved.
            let old = URL(fileURLWithPath: "/var/old-container/Application Support/stored.jpg")
            #expect(!FileManager.default.fileExists(atPath: old.path))
            let document = EmojiArtDocument()
            let window = SeedFixtures.window(document)
            drop(old, on: window)
            await waitUntil("the stored background", in: window) { document.backgroundImage != nil }
            #expect(document.backgroundImage?.size == CGSize(width: 48, height: 36))
            #expect(SeedFixtures.imageSizes(in: window) == [CGSize(width: 48, height: 36)])
        }
    }

    @Test("Goldens: the seed's window empty, and with emoji placed over a background")
    func goldens() async throws {
        let document = EmojiArtDocument()
        let window = SeedFixtures.window(document)
        assertSnapshot(png: window.pngData(), named: "empty")

        let server = try server()
        defer { server.stop() }
        let big = try SeedFixtures.png(width: 240, height: 120, color: .orange)
        server.setRoute("/big.png", .ok(big, contentType: "image/png"))
        drop(server.url("/big.png"), on: window)
        await waitUntil("the background", in: window) { document.backgroundImage != nil }
        document.addEmoji("🍎", at: CGPoint(x: -120, y: -30), size: 40)
        document.addEmoji("🐶", at: .zero, size: 60)
        document.addEmoji("🚲", at: CGPoint(x: 140, y: 45), size: 24)
        window.advance(by: 1.0 / 60)
        assertSnapshot(png: window.pngData(), named: "placed")
    }
}
