import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// The canvas's animations and goldens: how it looks empty, with emoji, with a background, zoomed and
/// panned, with a selection, and while the background loads.
@MainActor
@Suite("The EmojiArt canvas as drawn")
struct EmojiArtCanvasTests {
    private func height(of text: String, in app: EmojiArtHarness) -> CGFloat {
        app.canvasFrames(of: text).first?.height ?? 0
    }

    @Test("An emoji's size animates through AnimatableSystemFontModifier when it changes in an animation")
    func fontSizeAnimates() {
        let app = EmojiArtHarness()
        app.add([("🌵", 0, 0)], size: 40)
        let before = height(of: "🌵", in: app)
        withAnimation(.linear(duration: 1)) {
            app.document.scaleEmoji(app.document.emojis[0], by: 2)
        }
        app.window.advance(by: 0.5)
        let halfway = height(of: "🌵", in: app)
        app.window.advance(by: 0.6)
        let after = height(of: "🌵", in: app)
        #expect(abs(after - before * 2) < 2)
        #expect(halfway > before * 1.3 && halfway < before * 1.7)
    }

    @Test("A double tap on the background zooms to fit the picture, animated")
    func doubleTapZoomsToFit() {
        let app = EmojiArtHarness()
        app.document.setBackground(.imageData(TestPictures.landscape(width: 200, height: 120)))
        app.window.render()
        app.add([("🌵", 0, 0)], size: 40)
        let fitted = height(of: "🌵", in: app)
        app.zoom(by: 0.5)
        #expect(abs(height(of: "🌵", in: app) - fitted / 2) < 1)
        app.window.doubleTap(at: CGPoint(x: 20, y: 20))
        app.window.advance(by: 0.1)
        let during = height(of: "🌵", in: app)
        #expect(during > fitted / 2 + 1 && during < fitted - 1)
        app.window.advance(by: 1)
        #expect(abs(height(of: "🌵", in: app) - fitted) < 1)
    }

    // MARK: - Goldens

    @Test("Empty: a white canvas over the palette row")
    func empty() {
        let app = EmojiArtHarness()
        assertSnapshot(png: app.window.pngData())
    }

    @Test("Emoji placed at offsets from the centre, at their sizes")
    func emojiPlaced() {
        let app = EmojiArtHarness()
        app.add([("🐶", -100, -80), ("🌲", 60, -40), ("🚀", 0, 60)])
        app.document.scaleEmoji(app.document.emojis[1], by: 2)
        assertSnapshot(png: app.window.pngData())
    }

    @Test("A background, zoomed to fit when it arrived, with emoji over it")
    func background() {
        let app = EmojiArtHarness()
        app.document.setBackground(.imageData(TestPictures.landscape(width: 200, height: 120)))
        app.add([("🐶", -40, 20), ("🌲", 50, 10)])
        assertSnapshot(png: app.window.pngData())
    }

    @Test("Zoomed in by a pinch and panned by a drag")
    func zoomedAndPanned() {
        let app = EmojiArtHarness()
        app.document.setBackground(.imageData(TestPictures.landscape(width: 200, height: 120)))
        app.add([("🐶", -40, 20), ("🌲", 50, 10)])
        app.zoom(by: 1.5)
        app.pan(by: CGSize(width: -60, height: 40))
        assertSnapshot(png: app.window.pngData())
    }

    @Test("Two emoji selected, outlined")
    func selection() {
        let app = EmojiArtHarness()
        app.add([("🐶", -100, 0), ("🐱", 0, 0), ("🐭", 100, 0)])
        app.tap(emoji: 1)
        app.tap(emoji: 3)
        assertSnapshot(png: app.window.pngData())
    }

    @Test("The hourglass turning while the background loads")
    func hourglass() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/slow.png": .held(gate: "slow", status: 200, headers: ["Content-Type": "image/png"], body: Data())
        ])
        defer { server.stop() }
        let app = EmojiArtHarness()
        app.add([("🐶", -60, 40)])
        app.document.setBackground(.url(server.url("/slow.png")))
        app.window.advance(by: 0.125)
        assertSnapshot(png: app.window.pngData())
    }
}
