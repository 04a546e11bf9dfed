import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// An emoji dragged from the palette row onto the canvas lands where it is dropped, stored in the model's
/// coordinates: offsets from the canvas's centre, undoing the pan and the zoom, and at 40 pt ÷ zoom.
@MainActor
@Suite("Dropping emoji and backgrounds on the EmojiArt canvas")
struct EmojiArtCanvasDropTests {
    @Test(
        "A palette emoji lands at the drop point in model coordinates at each zoom and pan",
        arguments: [
            (1.0, CGSize.zero), (2.0, CGSize.zero), (0.5, CGSize.zero), (1.0, CGSize(width: 40, height: -30)),
            (1.5, CGSize(width: -50, height: 20)), (0.75, CGSize(width: 60, height: 60)),
        ])
    func dropAtZoomAndPan(zoom: Double, pan: CGSize) async {
        let app = EmojiArtHarness()
        let scale = CGFloat(zoom)
        if scale != 1 { app.zoom(by: scale) }
        if pan != .zero { app.pan(by: pan) }
        let center = app.canvasCenter
        let drop = CGPoint(x: 250, y: 140)
        await app.dragFromPalette("👻", to: drop)
        let emoji = app.document.emojis.last
        // The pan was made after the zoom, so it moved the picture by exactly the drag's translation.
        #expect(emoji?.text == "👻")
        #expect(emoji?.x == Int((drop.x - pan.width - center.x) / scale))
        #expect(emoji?.y == Int((drop.y - pan.height - center.y) / scale))
        #expect(emoji?.size == Int(40 / scale))
        // Drawn where it was dropped, within the whole points the model keeps (scaled by the zoom).
        let drawn = app.canvasFrames(of: "👻").first?.center ?? .zero
        #expect(abs(drawn.x - drop.x) <= scale + 0.5 && abs(drawn.y - drop.y) <= scale + 0.5)
    }

    @Test("A pan made before a zoom is scaled with the picture: the drop still lands under the pointer")
    func panThenZoom() async {
        let app = EmojiArtHarness()
        app.pan(by: CGSize(width: 50, height: 40))
        app.zoom(by: 2)
        let center = app.canvasCenter
        let drop = CGPoint(x: 120, y: 200)
        await app.dragFromPalette("🦠", to: drop)
        let emoji = app.document.emojis.last
        // The course's pan is kept in unzoomed points and drawn × zoom: (50, 40) shows as (100, 80).
        #expect(emoji?.x == Int((drop.x - 100 - center.x) / 2))
        #expect(emoji?.y == Int((drop.y - 80 - center.y) / 2))
        let drawn = app.canvasFrames(of: "🦠").first?.center ?? .zero
        #expect(abs(drawn.x - drop.x) <= 2.5 && abs(drawn.y - drop.y) <= 2.5)
    }

    @Test("A dropped image URL becomes the background when its picture arrives; a search result's imgurl= link is used")
    func droppedURL() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/cat.png": .ok(TestPictures.red(width: 16, height: 12), contentType: "image/png")
        ])
        defer { server.stop() }
        let app = EmojiArtHarness()
        let picture = server.url("/cat.png")
        let encoded = try #require(picture.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let search = try #require(URL(string: "https://www.google.com/imgres?imgurl=\(encoded)&h=3"))
        let taken = app.window.dragFromOutside(
            providers: [NSItemProvider(object: search as NSURL)], through: [CGPoint(x: 200, y: 200)])
        #expect(taken)
        await waitUntil("the background to be set", in: app.window) { app.document.background != .blank }
        #expect(app.document.background == .url(picture))
        #expect(app.document.backgroundImage?.size == CGSize(width: 16, height: 12))
        #expect(server.requestCount("/cat.png") == 1)  // fetched once, not again when it became the background
    }

    @Test(
        "javascript:, data: and relative URLs are refused with a message naming them; the document is unchanged",
        arguments: ["javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "images/cat.png"])
    func refusedURL(string: String) async throws {
        let app = EmojiArtHarness()
        let url = try #require(URL(string: string))
        app.window.dragFromOutside(
            providers: [NSItemProvider(object: url as NSURL)], through: [CGPoint(x: 200, y: 200)])
        // A relative link does not even load as a URL from the provider (it has no scheme).
        let message =
            url.scheme == nil
            ? "Can't use the dropped link as a background: it is not a whole URL."
            : "Can't use \(url) as a background: only http, https and file URLs are loaded."
        // The alert's arrival waits on the main queue, whose turns can be slow in a loaded run; its fade-in
        // runs on the virtual clock, so once it is laid out the clock moves on until it is drawn.
        await waitUntil("the refusal", in: app.window) { !app.window.layoutFrames(ofText: message).isEmpty }
        app.window.advance(by: 1)
        #expect(!app.window.frames(ofText: message).isEmpty)
        #expect(app.document.background == .blank)
        #expect(app.document.backgroundImageFetchStatus == .idle)
    }

    @Test("A dropped picture becomes the background as JPEG bytes in the document")
    func droppedImage() async throws {
        let app = EmojiArtHarness()
        let provider = NSItemProvider()
        let png = TestPictures.red(width: 12, height: 8)
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(png, nil)
            return nil
        }
        #expect(app.window.dragFromOutside(providers: [provider], through: [CGPoint(x: 100, y: 100)]))
        await waitUntil("the background", in: app.window) { app.document.background.imageData != nil }
        let data = try #require(app.document.background.imageData)
        #expect(data.prefix(2) == Data([0xFF, 0xD8]))
        #expect(app.document.backgroundImage?.size == CGSize(width: 12, height: 8))
    }

    @Test("A dropped image file is stored as JPEG in the images folder and that copy is the background")
    func droppedFile() async throws {
        let app = EmojiArtHarness()
        let source = temporaryFolder()
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: source) }
        let file = source.appendingPathComponent("photo.png")
        try TestPictures.red(width: 20, height: 10).write(to: file)
        #expect(
            app.window.dragFromOutside(
                providers: [NSItemProvider(object: file as NSURL)], through: [CGPoint(x: 50, y: 50)]))
        await waitUntil("the stored background to load", in: app.window) { app.document.backgroundImage != nil }
        // Says which step a slow run stopped at: still reading (.fetching) or read and failed.
        #expect(app.document.backgroundImageFetchStatus == .idle, "\(app.document.background)")
        let stored = try #require(app.document.background.url)
        #expect(stored.deletingLastPathComponent().standardizedFileURL == app.imagesFolder.standardizedFileURL)
        #expect(try Data(contentsOf: stored).prefix(2) == Data([0xFF, 0xD8]))
        #expect(app.document.backgroundImage?.size == CGSize(width: 20, height: 10))
    }

    @Test("A stored background whose folder moved is found by its name in the images folder")
    func movedFolderRepaired() async throws {
        let app = EmojiArtHarness()
        try FileManager.default.createDirectory(at: app.imagesFolder, withIntermediateDirectories: true)
        try TestPictures.red(width: 6, height: 6).write(to: app.imagesFolder.appendingPathComponent("kept.jpg"))
        let old = URL(fileURLWithPath: "/nonexistent/old-home/EmojiArt/Images/kept.jpg")
        app.document.setBackground(.url(old))
        await waitUntil("the repaired background", in: app.window) { app.document.backgroundImage != nil }
        #expect(app.document.backgroundImage?.size == CGSize(width: 6, height: 6))
        #expect(app.document.backgroundImageFetchStatus == .idle)
    }

    @Test("Ctrl+V asks first; Paste sets a pasted picture as the background, a pasted URL's picture too")
    func paste() async throws {
        let app = EmojiArtHarness()
        app.pasteboard.image = UIImage(data: TestPictures.red(width: 9, height: 5))
        #expect(app.window.pressKey(0x76, characters: "v", modifiers: .command))
        #expect(!app.window.frames(ofText: "Paste Background").isEmpty)
        #expect(app.document.background == .blank)
        let paste = try #require(app.window.frames(ofText: "Paste").first)
        app.window.tap(at: paste.center)
        // Encoded as JPEG on the file queue, as a dropped picture is: the document changes a moment later.
        await waitUntil("the pasted picture", in: app.window) { app.document.backgroundImage != nil }
        #expect(app.document.backgroundImage?.size == CGSize(width: 9, height: 5))
        #expect(app.document.background.imageData?.prefix(2) == Data([0xFF, 0xD8]))

        // A pasted link is fetched first (from a loopback server) and becomes the background when it arrives.
        let server = try LoopbackHTTPServer(routes: [
            "/pasted.png": .ok(TestPictures.red(width: 7, height: 3), contentType: "image/png")
        ])
        defer { server.stop() }
        app.pasteboard.url = server.url("/pasted.png")
        app.window.pressKey(0x76, characters: "v", modifiers: .command)
        app.window.pressKey(0xff0d)  // Return: the preferred button, Paste
        await waitUntil("the pasted link's picture", in: app.window) {
            app.document.background == .url(server.url("/pasted.png"))
        }
        #expect(app.document.backgroundImage?.size == CGSize(width: 7, height: 3))
    }

    @Test("Ctrl+V with nothing to paste says so; Cancel leaves the document alone")
    func pasteNothing() throws {
        let app = EmojiArtHarness()
        app.window.pressKey(0x76, characters: "v", modifiers: .command)
        app.window.pressKey(0xff1b)  // Escape: Cancel
        #expect(app.window.frames(ofText: "Paste Background").isEmpty)
        app.window.pressKey(0x76, characters: "v", modifiers: .command)
        app.window.pressKey(0xff0d)
        #expect(!app.window.frames(ofText: "There is no image currently on the pasteboard.").isEmpty)
        #expect(app.document.background == .blank)
    }
}
