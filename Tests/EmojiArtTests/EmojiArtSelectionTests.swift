import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// Assignment 5's selection, through the window: three emoji 🐶 (id 1), 🐱 (id 2) and 🐭 (id 3) in a row.
@MainActor
@Suite("Selecting, moving, scaling and deleting emoji on the EmojiArt canvas")
struct EmojiArtSelectionTests {
    private func app() -> EmojiArtHarness {
        let app = EmojiArtHarness()
        app.add([("🐶", -100, 0), ("🐱", 0, 0), ("🐭", 100, 0)])
        return app
    }

    private func drag(_ app: EmojiArtHarness, emoji id: Int, by translation: CGSize) {
        guard let start = app.drawnCenter(of: id) else {
            Issue.record("emoji \(id) is not drawn")
            return
        }
        app.window.drag(from: start, to: start + translation)
    }

    private func locations(_ app: EmojiArtHarness) -> [String] {
        app.document.emojis.map { "\($0.text)\($0.x),\($0.y)" }
    }

    @Test("Dragging an unselected emoji moves just it, following the pointer while it drags")
    func dragOne() {
        let app = app()
        let start = app.drawnCenter(of: 2) ?? .zero
        app.window.drag(from: start, to: start + CGSize(width: 30, height: 20), releasing: false)
        // During the drag the model is unchanged and the emoji is drawn under the pointer (@GestureState).
        #expect(app.emoji(2)?.x == 0)
        let held = app.drawnCenter(of: 2) ?? .zero
        #expect(abs(held.x - (start.x + 30)) < 0.5 && abs(held.y - (start.y + 20)) < 0.5)
        app.window.send(.ended, at: start + CGSize(width: 30, height: 20))
        #expect(locations(app) == ["🐶-100,0", "🐱30,20", "🐭100,0"])
    }

    @Test("Dragging a selected emoji moves the whole selection, unselected ones stay")
    func groupMove() {
        let app = app()
        app.tap(emoji: 1)
        app.tap(emoji: 2)
        drag(app, emoji: 1, by: CGSize(width: 25, height: -15))
        #expect(locations(app) == ["🐶-75,-15", "🐱25,-15", "🐭100,0"])
        // Dragging the unselected one still moves it alone.
        drag(app, emoji: 3, by: CGSize(width: 0, height: 40))
        #expect(locations(app) == ["🐶-75,-15", "🐱25,-15", "🐭100,40"])
    }

    @Test("At zoom 2 a drag moves the selection by half as many model points")
    func groupMoveZoomed() {
        let app = app()
        app.zoom(by: 2)
        app.tap(emoji: 1)
        app.tap(emoji: 3)
        drag(app, emoji: 3, by: CGSize(width: 40, height: 20))
        #expect(locations(app) == ["🐶-80,10", "🐱0,0", "🐭120,10"])
    }

    @Test("A second tap unselects; a tap on the background clears the selection")
    func toggleAndClear() {
        let app = app()
        app.tap(emoji: 1)
        app.tap(emoji: 2)
        app.tap(emoji: 2)
        drag(app, emoji: 1, by: CGSize(width: 10, height: 10))
        #expect(locations(app) == ["🐶-90,10", "🐱0,0", "🐭100,0"])
        app.tap(emoji: 3)
        app.tapBackground()
        drag(app, emoji: 3, by: CGSize(width: 10, height: 10))
        drag(app, emoji: 1, by: CGSize(width: 10, height: 10))
        #expect(locations(app) == ["🐶-80,20", "🐱0,0", "🐭110,10"])
    }

    @Test("Pinching with a selection scales only the selected emoji; the canvas keeps its zoom")
    func groupScale() {
        let app = app()
        app.tap(emoji: 1)
        app.tap(emoji: 2)
        let mouseBefore = app.canvasFrames(of: "🐭").first ?? .zero
        app.zoom(by: 1.5)
        #expect(app.document.emojis.map(\.size) == [60, 60, 40])
        #expect(locations(app) == ["🐶-100,0", "🐱0,0", "🐭100,0"])
        let mouseAfter = app.canvasFrames(of: "🐭").first ?? .zero
        #expect(mouseAfter == mouseBefore)
        // With nothing selected a pinch zooms the canvas, and the model's sizes stay.
        app.tapBackground()
        app.zoom(by: 2)
        #expect(app.document.emojis.map(\.size) == [60, 60, 40])
        let zoomed = app.canvasFrames(of: "🐭").first ?? .zero
        #expect(abs(zoomed.height - mouseBefore.height * 2) < 1)
    }

    @Test("Delete removes the selection, Backspace too; with nothing selected the keys do nothing")
    func deleteKeys() {
        let app = app()
        #expect(!app.window.pressKey(0xffff))
        #expect(app.document.emojis.count == 3)
        app.tap(emoji: 1)
        app.tap(emoji: 3)
        #expect(app.window.pressKey(0xffff))  // Delete
        #expect(app.document.emojis.map(\.text) == ["🐱"])
        #expect(app.canvasFrames(of: "🐶").isEmpty && app.canvasFrames(of: "🐭").isEmpty)
        app.tap(emoji: 2)
        #expect(app.window.pressKey(0xff08))  // Backspace
        #expect(app.document.emojis.isEmpty)
    }
}
