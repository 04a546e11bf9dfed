import Finch
import FinchTesting
import Testing

@testable import MemorizeGame

/// The app as a user plays it, in a 300×480 headless window: Halloween, six pairs, dealt from seed 1.
/// In that deal ids 0 and 1 are 💀, 2 and 3 🍬, 4 and 5 🕸.
@MainActor
@Suite("Memorize played through the test window")
struct MemorizeAppTests {
    @Test("The starting grid: twelve face-down orange 2:3 cards under the theme and score")
    func startingGrid() {
        let app = MemorizeHarness()
        #expect(app.window.frames(ofText: "Halloween").count == 1)
        #expect(app.window.frames(ofText: "Score: 0").count == 1)
        assertSnapshot(png: app.window.pngData())
    }

    @Test("A tapped card flips over 0.75 s, its face showing past 90°", arguments: [0.0, 0.375, 0.75])
    func flip(at time: Double) {
        let app = MemorizeHarness()
        #expect(app.tap(card: 0))
        #expect(app.card(0)?.isFaceUp == true)
        app.advance(by: time)
        assertSnapshot(png: app.window.pngData(), named: "t\(Int(time * 1000))")
    }

    @Test("The bonus pie shrinks over the 6 s of bonus time and is gone at the end", arguments: [0.75, 3.0, 6.0])
    func pie(at time: Double) {
        let app = MemorizeHarness()
        app.tap(card: 0)
        app.advance(by: time)
        assertSnapshot(png: app.window.pngData(), named: "t\(Int(time * 1000))")
        #expect(abs((app.card(0)?.bonusTimeRemaining ?? -1) - (6 - time)) < 1e-9)
    }

    @Test("A match stays face up and its emoji spin for ever")
    func matchSpins() {
        let app = MemorizeHarness()
        app.tap(card: 0)
        app.tap(card: 1)
        #expect(app.card(0)?.isMatched == true && app.card(1)?.isMatched == true)
        #expect(app.game.score == 6)
        app.advance(by: 0.75 + 0.25)
        assertSnapshot(png: app.window.pngData(), named: "quarterTurn")
        app.advance(by: 30)
        #expect(app.window.needsFrame)
    }

    @Test("The next tap scales the matched pair away")
    func matchLeaves() {
        let app = MemorizeHarness()
        app.tap(card: 0)
        app.tap(card: 1)
        app.advance(by: 1)
        app.tap(card: 2)
        app.advance(by: 0.1)
        assertSnapshot(png: app.window.pngData(), named: "leaving")
        app.advance(by: 1)
        #expect(app.window.frames(ofText: "💀").isEmpty)
        assertSnapshot(png: app.window.pngData(), named: "gone")
    }

    @Test("A mismatch stays up until the next tap, then flips back; tapping a face-up card does nothing")
    func mismatchFlipsBack() {
        let app = MemorizeHarness()
        app.tap(card: 0)
        app.tap(card: 2)
        app.advance(by: 1)
        app.tap(card: 0)
        #expect(app.card(0)?.isFaceUp == true && app.card(2)?.isFaceUp == true)
        app.tap(card: 4)
        #expect(app.card(0)?.isFaceUp == false && app.card(2)?.isFaceUp == false)
        #expect(app.card(4)?.isFaceUp == true)
        app.advance(by: 0.375)
        assertSnapshot(png: app.window.pngData(), named: "halfway")
        app.advance(by: 0.375)
        assertSnapshot(png: app.window.pngData(), named: "done")
    }

    @Test("New Game deals a fresh game of a random theme, animated into place")
    func newGame() throws {
        let app = MemorizeHarness()
        app.tap(card: 0)
        app.tap(card: 1)
        app.advance(by: 1)
        let button = try #require(app.window.frames(ofText: "New Game").first)
        app.window.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(app.game.score == 0)
        #expect(app.game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        app.advance(by: 0.2)
        assertSnapshot(png: app.window.pngData(), named: "moving")
        app.advance(by: 1)
        assertSnapshot(png: app.window.pngData(), named: "settled")
        // The first card's bonus pie counted down in its @State for 6 s, as in SwiftUI; then all is still.
        app.advance(by: 6)
        #expect(!app.window.needsFrame)
    }

    @Test("Twenty New Games leave no graph or layout node behind")
    func newGamesLeaveNothing() throws {
        let app = MemorizeHarness()
        for game in 0..<20 {
            app.tap(card: game % 12)
            app.advance(by: 0.3)
            let button = try #require(app.window.frames(ofText: "New Game").first)
            app.window.tap(at: CGPoint(x: button.midX, y: button.midY))
            app.advance(by: 0.4)
        }
        app.advance(by: 8)
        #expect(app.window.liveNodeCount == app.window.treeNodeCount)
        #expect(app.window.liveLayoutNodeCount == app.window.treeLayoutNodeCount)
        // `close()` now counts state storage too: one `Bool` is still alive when it returns, not yet
        // explained. Listed for issue 23; remove the wrapper once found.
        withKnownIssue("a state storage outlives the window") { try app.window.close() }
    }
}
