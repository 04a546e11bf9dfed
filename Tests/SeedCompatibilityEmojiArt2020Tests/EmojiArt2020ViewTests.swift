import Finch
import FinchTesting
import Foundation
import Testing

/// Lecture 10's document view: the background through `dataTaskPublisher`, the hourglass while it
/// loads, zoom to fit on arrival (`.onReceive`), pinching (`@GestureState`), double-tap to fit, and
/// lecture 11's paste button with its alerts.
@MainActor
@Suite("CS193p 2020 lecture 10's EmojiArtDocumentView")
struct EmojiArt2020ViewTests {
    /// The canvas of the view alone in a 400 × 300 window: the palette row and the canvas share the
    /// height below the VStack's 8 pt spacing.
    private static let canvas = CGRect(x: 0, y: 154, width: 400, height: 146)
    private static let centre = CGPoint(x: canvas.midX, y: canvas.midY)

    private func symbols(in window: TestWindow) -> [String] {
        var names: [String] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .image(let run): if case .symbol(let name) = run.source { names.append(name) }
                case .group(let group): visit(group.children)
                default: break
                }
            }
        }
        visit(window.displayList.items)
        return names
    }

    @Test("The background loads through dataTaskPublisher with an hourglass meanwhile, then zooms to fit")
    func backgroundZoomsToFit() async throws {
        let picture = try png2020(width: 100, height: 50, color: .green)
        let server = try LoopbackHTTPServer(routes: [
            "/picture.png": .held(gate: "picture", status: 200, headers: ["Content-Type": "image/png"], body: picture)
        ])
        defer { server.stop() }
        let document = EmojiArtDocument()
        defer { Defaults2020.removeDocument(document.id) }
        let window = TestWindow(size: CGSize(width: 400, height: 300)) { EmojiArtDocumentView(document: document) }
        document.backgroundURL = server.url("/picture.png")
        await waitUntil("the request", in: window) { server.requestCount("/picture.png") == 1 }
        #expect(symbols(in: window) == ["hourglass"])
        server.release("picture")
        await waitUntil("the background", in: window) { document.backgroundImage != nil }
        window.advance(by: 1.0 / 60)
        #expect(symbols(in: window).isEmpty)
        let fit = min(Self.canvas.width / 100, Self.canvas.height / 50)
        #expect(abs(document.steadyStateZoomScale - fit) < 0.001)
        #expect(document.steadyStatePanOffset == .zero)

        // Pinching doubles the zoom when it ends; a double tap zooms to fit again, animated.
        window.pinch(at: Self.centre, scale: 2)
        #expect(abs(document.steadyStateZoomScale - 2 * fit) < 0.01)
        window.drag(from: Self.centre, to: CGPoint(x: Self.centre.x + 100, y: Self.centre.y))
        #expect(document.steadyStatePanOffset.width > 0)
        window.doubleTap(at: CGPoint(x: 20, y: Self.canvas.maxY - 10))
        window.advance(by: 1)
        #expect(abs(document.steadyStateZoomScale - fit) < 0.001 && document.steadyStatePanOffset == .zero)
    }

    @Test("Dropped emoji land at the drop point, undoing zoom and pan as lecture 10 does")
    func dropUnderZoom() async throws {
        let document = EmojiArtDocument()
        defer { Defaults2020.removeDocument(document.id) }
        document.steadyStateZoomScale = 2
        document.steadyStatePanOffset = CGSize(width: 10, height: 0)
        let window = TestWindow(size: CGSize(width: 400, height: 300)) { EmojiArtDocumentView(document: document) }
        let apple = try #require(window.frames(ofText: "🍎").first)
        let point = CGPoint(x: Self.centre.x + 60, y: Self.centre.y + 20)
        window.dragAndDrop(from: CGPoint(x: apple.midX, y: apple.midY), to: point)
        await waitUntil("the emoji", in: window) { !document.emojis.isEmpty }
        // (60, 20) from the centre, less the pan (10 × 2), over the zoom: (20, 10).
        #expect(document.emojis.map { [$0.x, $0.y, $0.size] } == [[20, 10, 40]])
        let drawn = try #require(window.frames(ofText: "🍎").last)
        #expect(abs(drawn.midX - point.x) <= 1 && abs(drawn.midY - point.y) <= 1)
        #expect(drawn.height > apple.height * 1.5)  // drawn at 40 × the zoom
    }

    @Test("The paste button: with a URL on the pasteboard an alert confirms, OK sets the background")
    func paste() throws {
        let saved = Clipboards.system
        defer { Clipboards.system = saved }
        Clipboards.system = LocalClipboard()
        let name = "Paste \(UUID().uuidString)"
        let store = EmojiArtDocumentStore(named: name)
        defer { Defaults2020.removeStore(named: name, documents: store.documents) }
        store.addDocument(named: "Poster")
        let document = try #require(store.documents.first)
        let window = TestWindow(size: CGSize(width: 400, height: 500)) {
            EmojiArtDocumentChooser().environmentObject(store)
        }
        let row = try #require(window.frames(ofText: "Poster").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        let clipboardButton = CGPoint(x: 373, y: 22)
        #expect(symbols(in: window).contains("doc.on.clipboard"))

        // Nothing to paste: the explaining alert.
        window.tap(at: clipboardButton)
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Paste Background").isEmpty)
        let ok = try #require(window.frames(ofText: "OK").first)
        window.tap(at: CGPoint(x: ok.midX, y: ok.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Paste Background").isEmpty)

        let url = try #require(URL(string: "http://127.0.0.1:9/poster.png"))
        UIPasteboard.general.url = url
        window.tap(at: clipboardButton)
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Replace your background with \(url.absoluteString)?.").isEmpty)
        #expect(!window.frames(ofText: "Cancel").isEmpty)
        let confirm = try #require(window.frames(ofText: "OK").first)
        window.tap(at: CGPoint(x: confirm.midX, y: confirm.midY))
        window.advance(by: 0.5)
        #expect(document.backgroundURL == url)
        #expect(window.frames(ofText: "Paste Background").isEmpty)
    }
}
