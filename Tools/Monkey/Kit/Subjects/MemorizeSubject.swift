import Finch
import FinchTesting
import Foundation
import MemorizeGame

/// Memorize in a phone-sized window, shuffled from the run's seed.
@MainActor
final class MemorizeSubject: MonkeySubject {
    let window: TestWindow
    let appActions = MonkeyApp.memorize.appActions

    init(seed: UInt64) {
        // A clock that stands still: the bonus for a quick match then never depends on how fast the
        // machine plays, so a seed replays the same scores.
        let game = EmojiMemoryGame(
            theme: nil, generator: MonkeyRandom(seed: seed), now: { Date(timeIntervalSince1970: 0) })
        window = TestWindow(size: CGSize(width: 390, height: 700)) { EmojiMemoryGameView(viewModel: game) }
    }

    func perform(_ action: String, random: inout MonkeyRandom) {
        // Found by its title, so a change of layout keeps the button reachable.
        if let frame = window.frames(ofText: "New Game").first {
            window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }
}
