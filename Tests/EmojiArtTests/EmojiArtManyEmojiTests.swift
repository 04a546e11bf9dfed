import Finch
@_spi(Testing) import FinchCore
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// A document of 10,000 emoji stays usable: the window draws it, a pan or pinch changes one transform
/// without building the emoji again, and one emoji can still be picked, moved and deleted.
@MainActor
@Suite("EmojiArt with ten thousand emoji")
struct EmojiArtManyEmojiTests {
    private static let count = 10_000

    private func app() -> EmojiArtHarness {
        let app = EmojiArtHarness(size: CGSize(width: 800, height: 700))
        let animals = ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"]
        // A 100 × 100 grid, 8 points apart, 20 points tall, and one 🚀 on top of it at the centre.
        for index in 0..<(Self.count - 1) {
            app.document.addEmoji(
                animals[index % animals.count], at: (x: (index % 100) * 8 - 400, y: (index / 100) * 5 - 250), size: 20)
        }
        app.document.addEmoji("🚀", at: (x: 0, y: 0), size: 60)
        app.window.render()
        return app
    }

    @Test("A pan or a pinch frame evaluates neither the emoji layer's body nor any emoji's")
    func panAndPinchSkipEmoji() {
        guard ViewGraph.countsBodyEvaluations else { return }
        let app = app()
        let rocket = app.drawnCenter(of: Self.count) ?? .zero
        app.window.graph.debugResetBodyEvaluationCounts()
        app.pan(by: CGSize(width: 60, height: 40), from: CGPoint(x: 10, y: 10))
        app.zoom(by: 1.5)
        #expect(app.window.graph.debugBodyEvaluationCount(of: EmojiLayerView.self) == 0)
        #expect(app.window.graph.debugBodyEvaluationCount(of: EmojiMarkView.self) == 0)
        let moved = app.drawnCenter(of: Self.count) ?? .zero
        #expect(abs(moved.x - (400 + (rocket.x - 400 + 60) * 1.5)) < 1)
    }

    @Test("One emoji among 10,000 is selected by a tap, moved by a drag and deleted by a key")
    func pickMoveDelete() {
        let app = app()
        let counts = ViewGraph.countsBodyEvaluations
        app.window.graph.debugResetBodyEvaluationCounts()
        app.tap(emoji: Self.count)
        // Selecting one emoji builds that one again, not the other 9,999.
        #expect(!counts || app.window.graph.debugBodyEvaluationCount(of: EmojiMarkView.self) == 1)
        let start = app.drawnCenter(of: Self.count) ?? .zero
        app.window.graph.debugResetBodyEvaluationCounts()
        app.window.drag(from: start, to: start + CGSize(width: 40, height: 30))
        // Each frame of the drag builds the dragged emoji again (its offset changed), and no other.
        #expect(!counts || app.window.graph.debugBodyEvaluationCount(of: EmojiMarkView.self) <= 20)
        #expect(app.emoji(Self.count)?.x == 40 && app.emoji(Self.count)?.y == 30)
        #expect(app.emoji(1)?.x == -400)
        #expect(app.window.pressKey(0xffff))
        #expect(app.document.emojis.count == Self.count - 1)
        #expect(app.canvasFrames(of: "🚀").isEmpty)
    }
}
