import Finch
import FinchTesting
import Foundation

@testable import MemorizeGame

/// The Memorize app in a headless test window: a fixed theme, a seeded deal, and one clock for the
/// window's animations and the game's bonus time.
@MainActor
final class MemorizeHarness {
    let clock = ManualClock()
    let game: EmojiMemoryGame
    let window: TestWindow

    init(theme: Theme = Theme.all[0], seed: UInt64 = 1, size: CGSize = CGSize(width: 300, height: 480)) {
        let clock = self.clock
        let game = EmojiMemoryGame(theme: theme, generator: SeededGenerator(seed: seed), now: clock.now)
        self.game = game
        window = TestWindow(size: size) { EmojiMemoryGameView(viewModel: game) }
    }

    /// Moves the window's animations and the bonus clock on together.
    func advance(by seconds: Double) {
        clock.advance(by: seconds)
        window.advance(by: seconds)
    }

    /// Where the card with `id` is drawn: the centre of its emoji (drawn face down too, transparent).
    /// The grid places cards in reading order, so the n-th card of a content is its n-th frame in that order.
    func center(ofCard id: Int) -> CGPoint? {
        guard let card = game.cards.first(where: { $0.id == id }) else { return nil }
        let sameContent = game.cards.filter { $0.content == card.content }
        guard let index = sameContent.firstIndex(where: { $0.id == id }) else { return nil }
        // Laid out, drawn or not: a face-down card's emoji is there, transparent.
        let frames = window.layoutFrames(ofText: card.content).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        guard index < frames.count else { return nil }
        return CGPoint(x: frames[index].midX, y: frames[index].midY)
    }

    /// Taps the card with `id` where it is drawn; false when it is not drawn.
    @discardableResult
    func tap(card id: Int) -> Bool {
        guard let point = center(ofCard: id) else { return false }
        window.tap(at: point)
        return true
    }

    func card(_ id: Int) -> MemoryGame<String>.Card? {
        game.cards.first { $0.id == id }
    }
}
