import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// The background fetched from "the network": a loopback server on 127.0.0.1 answers well, slowly (held
/// until the test releases it), with a 404, with text, or hangs up half way. Nothing sleeps.
@MainActor
@Suite("EmojiArt's background fetch against a loopback server")
struct EmojiArtBackgroundFetchTests {
    static let big = TestPictures.red(width: 40, height: 30)
    static let small = TestPictures.red(width: 20, height: 10)
    /// The download limit set for the too-large tests (the real one, 1 GiB, is not served here).
    static let tooLargeLimit = 64 * 1024

    private func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(routes: [
            "/big.png": .ok(Self.big, contentType: "image/png"),
            "/small.png": .ok(Self.small, contentType: "image/png"),
            "/slow.png": .held(gate: "slow", status: 200, headers: ["Content-Type": "image/png"], body: Self.big),
            "/missing.png": .respond(
                status: 404, headers: ["Content-Type": "text/html"], body: Data("<h1>Not Found</h1>".utf8)),
            "/text.txt": .ok(Data("not a picture".utf8), contentType: "text/plain"),
            "/dropped.png": .dropped(body: Self.big, sentBytes: 10),
            // 100 MB of one byte, its length announced: not a picture, and more than a picture may be.
            "/huge.png": .stream(byteCount: 100_000_000, byte: 0x41, announcesLength: true),
            "/loop.png": .redirect(to: "/loop.png"),
            // Past the 64 KiB limit these tests set (`tooLargeLimit`): announced, and held after the head so
            // that only the limit ends it; or sent whole with no length announced.
            "/too-large.png": .stalled(
                byteCount: 4 * Self.tooLargeLimit, sentBytes: 0, announcesLength: true, gate: "never"),
            "/too-large-unannounced.png": .stream(
                byteCount: 4 * Self.tooLargeLimit, byte: 0x41, announcesLength: false),
            // Never answered while a test runs: the client gives up at its timeout.
            "/silent.png": .held(gate: "never", status: 200, headers: ["Content-Type": "image/png"], body: Self.big),
        ])
    }

    @Test("A picture arrives (fetching, then idle) and the canvas zooms to fit it")
    func success() async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        let url = server.url("/big.png")
        app.document.setBackground(.url(url))
        #expect(app.document.backgroundImageFetchStatus == .fetching)
        #expect(app.document.backgroundImage == nil)
        await waitUntil("the background", in: app.window) { app.document.backgroundImage != nil }
        #expect(app.document.backgroundImage?.size == CGSize(width: 40, height: 30))
        #expect(app.document.backgroundImageFetchStatus == .idle)
        // Zoomed to fit: an emoji of 40 at the centre is drawn at the fitting scale, min(400/40, canvas/30).
        app.add([("🐶", 0, 0)])
        let scale = min(400 / 40, app.paletteTop / 30)
        let drawn = app.canvasFrames(of: "🐶").first?.height ?? 0
        let unzoomed = EmojiArtHarness().window.frames(ofText: "😀").first?.height ?? 0
        #expect(abs(drawn - unzoomed * scale) < 2)
    }

    @Test("A slow answer shows the spinning hourglass until it arrives; the window keeps drawing frames")
    func slow() async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        app.document.setBackground(.url(server.url("/slow.png")))
        app.window.advance(by: 0.25)
        #expect(app.document.backgroundImageFetchStatus == .fetching)
        #expect(app.window.needsFrame)  // the hourglass turns
        let turning = app.window.displayList.dump()
        app.window.advance(by: 0.25)
        #expect(app.window.displayList.dump() != turning)
        server.release("slow")
        await waitUntil("the slow background", in: app.window) { app.document.backgroundImage != nil }
        #expect(app.document.backgroundImageFetchStatus == .idle)
        app.window.advance(by: 0.1)
        #expect(!app.window.needsFrame)
    }

    @Test(
        "A 404, text, a hang-up, a 100 MB body and endless redirects fail with an alert naming the URL; the background stays chosen",
        arguments: ["/missing.png", "/text.txt", "/dropped.png", "/huge.png", "/loop.png"])
    func failure(path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        let url = server.url(path)
        app.document.setBackground(.url(url))
        await waitUntil("the failure", in: app.window) { app.document.backgroundImageFetchStatus == .failed(url) }
        #expect(app.document.backgroundImage == nil)
        app.window.advance(by: 0.5)
        #expect(!app.window.frames(ofText: "Background Image Fetch").isEmpty)
        #expect(!app.window.frames(ofText: "Couldn't load image from \(url).").isEmpty)
        app.window.pressKey(0xff0d)
        #expect(app.window.frames(ofText: "Background Image Fetch").isEmpty)
        #expect(app.document.background == .url(url))
    }

    @Test("Two backgrounds chosen quickly: only the later shows, even when the earlier answers last")
    func race() async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        app.document.setBackground(.url(server.url("/slow.png")))
        await waitUntil("the slow request to reach the server") { server.requestCount("/slow.png") == 1 }
        app.document.setBackground(.url(server.url("/small.png")))
        await waitUntil("the later background", in: app.window) { app.document.backgroundImage != nil }
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
        // The earlier fetch was cancelled: the server sees its client go. Then its answer is let go, and
        // any late delivery is given its turns of the main queue.
        await waitUntil("the earlier client to hang up", seconds: TestTimeouts.hangUp) {
            server.hangUps.contains("/slow.png")
        }
        server.release("slow")
        for _ in 0..<20 { await MainQueue.turn() }
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
        #expect(app.document.backgroundImageFetchStatus == .idle)
    }

    // MARK: Dropped web pictures: fetched first, chosen when they arrive

    /// Drops `url` on the canvas as another program would offer a link.
    private func drop(_ url: URL, on app: EmojiArtHarness) {
        app.window.dragFromOutside(
            providers: [NSItemProvider(object: url as NSURL)], through: [CGPoint(x: 200, y: 200)])
    }

    @Test(
        "A dropped URL that fails (404, text, hang-up, endless redirects, no answer) leaves the document unchanged, with an alert and nothing to undo",
        // The 100 MB body fails through the same fetch (`failure`); streaming it twice more through the
        // shared session in a loaded run held up the other tests' cancellations.
        arguments: ["/missing.png", "/text.txt", "/dropped.png", "/loop.png", "/silent.png"])
    func droppedFailure(path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        let undoManager = try #require(app.window.graph.environment.undoManager)
        app.document.backgroundFetchTimeout = 1
        let before = server.url("/small.png")
        app.document.setBackground(.url(before))
        await waitUntil("the first background", in: app.window) { app.document.backgroundImage != nil }
        let url = server.url(path)
        drop(url, on: app)
        await waitUntil("the failure", in: app.window) { app.document.backgroundImageFetchStatus == .failed(url) }
        app.window.advance(by: 0.5)
        #expect(!app.window.frames(ofText: "Couldn't load image from \(url).").isEmpty)
        app.window.pressKey(0xff0d)
        #expect(app.document.background == .url(before))
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
        #expect(!undoManager.canUndo)
    }

    @Test("While a dropped URL's picture comes, the hourglass turns over the old one; then it is chosen, undoably")
    func droppedSlow() async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        let undoManager = try #require(app.window.graph.environment.undoManager)
        let before = server.url("/small.png")
        app.document.setBackground(.url(before))
        await waitUntil("the first background", in: app.window) { app.document.backgroundImage != nil }
        let slow = server.url("/slow.png")
        drop(slow, on: app)
        await waitUntil("the slow request to reach the server") { server.requestCount("/slow.png") == 1 }
        #expect(app.document.pendingBackgroundURL == slow)
        #expect(app.document.backgroundImageFetchStatus == .fetching)
        #expect(app.document.background == .url(before))
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
        #expect(!undoManager.canUndo)
        server.release("slow")
        await waitUntil("the dropped picture", in: app.window) { app.document.background == .url(slow) }
        #expect(app.document.backgroundImage?.size == CGSize(width: 40, height: 30))
        #expect(app.document.backgroundImageFetchStatus == .idle)
        undoManager.undo()
        #expect(app.document.background == .url(before))
        await waitUntil("the earlier picture again", in: app.window) { app.document.backgroundImage != nil }
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
    }

    @Test("Two URLs dropped quickly: only the later becomes the background, once, undone in one step")
    func droppedRace() async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        let undoManager = try #require(app.window.graph.environment.undoManager)
        drop(server.url("/slow.png"), on: app)
        await waitUntil("the slow request to reach the server") { server.requestCount("/slow.png") == 1 }
        drop(server.url("/small.png"), on: app)
        await waitUntil("the later background", in: app.window) { app.document.backgroundImage != nil }
        // Says where a slow run stopped: the link not yet loaded from its provider, fetching, or failed.
        #expect(
            app.document.backgroundImage != nil,
            "status \(app.document.backgroundImageFetchStatus), pending \(String(describing: app.document.pendingBackgroundURL)), small requested \(server.requestCount("/small.png")) times"
        )
        #expect(app.document.background == .url(server.url("/small.png")))
        await waitUntil("the earlier client to hang up", seconds: TestTimeouts.hangUp) {
            server.hangUps.contains("/slow.png")
        }
        server.release("slow")
        for _ in 0..<20 { await MainQueue.turn() }
        #expect(app.document.background == .url(server.url("/small.png")))
        #expect(app.document.backgroundImageFetchStatus == .idle)
        undoManager.undo()
        #expect(app.document.background == .blank)
        #expect(!undoManager.canUndo)
    }

    @Test("A background chosen while a dropped URL is still coming wins over it")
    func laterChoiceWins() async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        drop(server.url("/slow.png"), on: app)
        await waitUntil("the slow request to reach the server") { server.requestCount("/slow.png") == 1 }
        app.document.setBackground(.imageData(Self.small))
        #expect(app.document.pendingBackgroundURL == nil)
        #expect(app.document.backgroundImageFetchStatus == .idle)
        // The fetch was cancelled: the server sees its client go before its answer is let go. (Released
        // sooner, the answer can race the cancel inside FoundationNetworking, which traps.)
        await waitUntil("the earlier client to hang up", seconds: TestTimeouts.hangUp) {
            server.hangUps.contains("/slow.png")
        }
        server.release("slow")
        for _ in 0..<20 { await MainQueue.turn() }
        #expect(app.document.background == .imageData(Self.small))
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
    }

    // MARK: Pictures too large to download

    @Test(
        "A picture past the download limit, announced or not, fails with an alert saying it is too large; the background stays chosen",
        arguments: ["/too-large.png", "/too-large-unannounced.png"])
    func tooLarge(path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        let url = server.url(path)
        URLSession.DataTaskPublisher.$bodyLengthLimit.withValue(Int64(Self.tooLargeLimit)) {
            app.document.setBackground(.url(url))
        }
        await waitUntil("the failure", in: app.window) { app.document.backgroundImageFetchStatus == .tooLarge(url) }
        #expect(app.document.backgroundImage == nil)
        app.window.advance(by: 0.5)
        #expect(!app.window.frames(ofText: "Background Image Fetch").isEmpty)
        #expect(
            !app.window.frames(ofText: "Couldn't load image from \(url): the picture is too large to download.")
                .isEmpty)
        app.window.pressKey(0xff0d)
        #expect(app.window.frames(ofText: "Background Image Fetch").isEmpty)
        #expect(app.document.background == .url(url))
    }

    @Test(
        "A dropped URL whose picture is too large to download says so and leaves the document unchanged, with nothing to undo",
        arguments: ["/too-large.png", "/too-large-unannounced.png"])
    func droppedTooLarge(path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let app = EmojiArtHarness()
        let undoManager = try #require(app.window.graph.environment.undoManager)
        let before = server.url("/small.png")
        app.document.setBackground(.url(before))
        await waitUntil("the first background", in: app.window) { app.document.backgroundImage != nil }
        let url = server.url(path)
        // As a drop of `url` chooses it (the drop itself loads the link on another queue, outside the
        // task whose limit is set).
        URLSession.DataTaskPublisher.$bodyLengthLimit.withValue(Int64(Self.tooLargeLimit)) {
            app.document.setBackground(
                fetchingFrom: url, chosen: app.document.chooseBackground(), undoManager: undoManager)
        }
        #expect(app.document.backgroundImageFetchStatus == .fetching)
        await waitUntil("the failure", in: app.window) { app.document.backgroundImageFetchStatus == .tooLarge(url) }
        app.window.advance(by: 0.5)
        #expect(
            !app.window.frames(ofText: "Couldn't load image from \(url): the picture is too large to download.")
                .isEmpty)
        #expect(app.window.frames(ofText: "Couldn't load image from \(url).").isEmpty)
        app.window.pressKey(0xff0d)
        #expect(app.document.background == .url(before))
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
        #expect(!undoManager.canUndo)
        if path == "/too-large.png" {
            // Cut off while the server still held the rest of it.
            await waitUntil("the client to hang up", seconds: TestTimeouts.hangUp) { server.hangUps == [path] }
        }
    }
}
