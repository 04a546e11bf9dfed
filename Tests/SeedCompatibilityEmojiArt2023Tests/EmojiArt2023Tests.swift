import Finch
import FinchTesting
import Foundation
import Testing

/// Waits (never sleeping) for at most `seconds` of real time, a frame of `window`'s clock per turn.
@MainActor
private func waitUntil(
    _ what: String, in window: TestWindow, seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    let held = await MainQueue.wait(seconds: seconds, eachTurn: { window.advance(by: 1.0 / 60) }, until: condition)
    if !held { Issue.record("\(what) did not happen within \(seconds) s", sourceLocation: sourceLocation) }
}

/// CS193p 2023's EmojiArt as students typed it, in Swift 5 mode: `Transferable` drops, `AsyncImage`,
/// panning and zooming together, selection, and `.onChange(of:)`'s two-value form.
@MainActor
@Suite("CS193p 2023's EmojiArt: Sturldata drops, AsyncImage, pan and zoom, selection")
struct EmojiArt2023Tests {
    private func window(_ document: EmojiArtDocument) -> TestWindow {
        TestWindow(size: CGSize(width: 400, height: 300)) { EmojiArtDocumentView(document: document) }
    }

    private func centre(of frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    private func near(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func strokes(in window: TestWindow) -> Int {
        func count(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { total, item in
                switch item {
                case .stroke: return total + 1
                case .group(let group): return total + count(group.children)
                default: return total
                }
            }
        }
        return count(window.displayList.items)
    }

    @Test("The model: ids count up, positions are y-up from the centre, Sturldata tells URLs from text")
    func model() throws {
        var art = EmojiArt()
        art.addEmoji("🐶", at: .zero, size: 40)
        art.addEmoji("🐭", at: .init(x: 10, y: -5), size: 20)
        art.removeEmoji(withId: 1)
        art.addEmoji("🦁", at: .zero, size: 30)
        #expect(art.emojis.map(\.id) == [2, 3] && art.emojis[0].position.y == -5)
        #expect("👻👻🍎👻".uniqued == "👻🍎")
        guard case .url(let url) = Sturldata(string: "https://a.test/s?imgurl=https%3A%2F%2Fb.test%2Fc.png") else {
            Issue.record("an http string is a URL")
            return
        }
        #expect(url.absoluteString == "https://b.test/c.png")
        guard case .string("🍎") = Sturldata(string: "🍎") else {
            Issue.record("an emoji is text")
            return
        }
    }

    @Test("Emoji dragged from the palette (draggable) land where dropped, y up in the model")
    func dropEmoji() async throws {
        let document = EmojiArtDocument()
        let window = window(document)
        let ghost = try #require(window.frames(ofText: "👻").first)
        let first = CGPoint(x: 250, y: 60)
        window.dragAndDrop(from: centre(of: ghost), to: first)
        await waitUntil("the first emoji", in: window) { document.emojis.count == 1 }
        let apple = try #require(window.frames(ofText: "🍎").first)
        let second = CGPoint(x: 150, y: 80)
        window.dragAndDrop(from: centre(of: apple), to: second)
        await waitUntil("the second emoji", in: window) { document.emojis.count == 2 }
        #expect(document.emojis.map(\.string) == ["👻", "🍎"] && document.emojis.map(\.size) == [40, 40])
        let (a, b) = (document.emojis[0].position, document.emojis[1].position)
        #expect(b.x == a.x - 100 && b.y == a.y - 20)  // 20 pt lower on screen is 20 lower in the model
        let drawn = window.frames(ofText: "👻").map(centre(of:))
        #expect(drawn.contains { near($0, first) }, "\(drawn)")
    }

    @Test("A dropped link becomes the background through AsyncImage; a new background resets zoom and pan")
    func background() async throws {
        let picture = try #require(ImageRenderer(content: Color.purple.frame(width: 50, height: 30)).pngData())
        let server = try LoopbackHTTPServer(routes: ["/p.png": .ok(picture, contentType: "image/png")])
        defer { server.stop() }
        let document = EmojiArtDocument()
        document.addEmoji("🐝", at: .zero, size: 40)
        let window = window(document)
        let bee = try #require(window.frames(ofText: "🐝").first)

        // Pan (a drag on the canvas) and zoom (a pinch) at once are one simultaneous gesture.
        window.drag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 120, y: 40))
        let panned = try #require(window.frames(ofText: "🐝").first)
        #expect(near(centre(of: panned), CGPoint(x: bee.midX + 60, y: bee.midY)))
        window.pinch(at: CGPoint(x: 60, y: 40), scale: 2)
        let zoomed = try #require(window.frames(ofText: "🐝").first)
        #expect(zoomed.height > bee.height * 1.8)

        let url = server.url("/p.png")
        let taken = window.dragFromOutside(
            providers: [DesktopDropItem.webURL(url, title: nil).itemProvider()],
            through: [CGPoint(x: 200, y: 40), CGPoint(x: 210, y: 50)])
        #expect(taken)
        await waitUntil("the background URL", in: window) { document.background == url }
        window.advance(by: 1)  // the reset's animation
        let reset = try #require(window.frames(ofText: "🐝").first)
        #expect(near(centre(of: reset), centre(of: bee)) && abs(reset.height - bee.height) < 1)
        await waitUntil("the picture", in: window) {
            window.displayList.dump().contains("(0,0,50,30)") || window.displayList.dump().contains(",50,30)")
        }
    }

    @Test("Tapping an emoji selects it (a circle in an overlay, scaling in); tapping the canvas clears")
    func selection() throws {
        let document = EmojiArtDocument()
        document.addEmoji("🐢", at: .init(x: -50, y: 0), size: 40)
        let window = window(document)
        let turtle = try #require(window.frames(ofText: "🐢").first)
        #expect(strokes(in: window) == 0)
        window.tap(at: centre(of: turtle))
        window.advance(by: 0.05)
        #expect(document.selection == [1] && strokes(in: window) == 1)
        window.advance(by: 1)
        window.tap(at: CGPoint(x: 300, y: 30))
        #expect(document.selection.isEmpty)
        window.advance(by: 1)
        #expect(strokes(in: window) == 0)
    }
}
