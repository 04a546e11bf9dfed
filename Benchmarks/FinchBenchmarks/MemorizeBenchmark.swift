import Finch
import FinchCairo
import Foundation
import MemorizeGame

/// Memorize's tap-to-frame work: a 12-pair game (Food) in a 500×800 window at 1×. A tap chooses a card in
/// `withAnimation(.linear(duration: 0.75))`, as the app's `onTapGesture` does; the frame after it is timed
/// as a window runs it (update, layout, display list, painting what changed). Between taps the clock runs
/// 1 s, so each flip has finished.
///
/// Measured 2026-11-30: 11 ms median at first, 3.6 ms after three changes found with `perf`: value
/// comparisons that built a `Mirror` per field or asked the runtime for conformances on each call now use
/// a per-type strategy and field layout (`ComparisonStrategy`, `StructFields`) — 12 → 5.5 ms; nodes whose
/// animation had ended were still evaluated on every frame until a host asked `needsFrame`; painting
/// allocated a new window-sized surface each time. A tap frame still lays the window out two to four times
/// (the tap's update; the bonus pie's onAppear writing its state at once and then animated, the first write
/// applied apart, as SwiftUI does, settled within the frame), and rebuilding the grid's 24 items is a large
/// part of it.
@MainActor
enum MemorizeBenchmark {
    private static let window = CGSize(width: 500, height: 800)

    struct Result {
        let tap: Timing
        let taps: Int
        /// Whether a new game with no card face up asks for frames (it must not).
        let idleGameNeedsFrames: Bool
        /// The median tap frame's parts: update and layout, building the display list, painting.
        let parts: (update: Double, list: Double, paint: Double)
    }

    static func run() -> Result {
        var durations: [Duration] = []
        var parts: [(Duration, Duration, Duration)] = []
        var idleGameNeedsFrames = false
        guard let food = Theme.all.first(where: { $0.name == "Food" }) else {
            return Result(tap: Timing([.zero]), taps: 0, idleGameNeedsFrames: false, parts: (0, 0, 0))
        }
        for round in 0..<4 {
            let game = EmojiMemoryGame(theme: food, generator: SystemRandomNumberGenerator(), now: { Date() })
            let hosted = HostedWindow(size: window, content: EmojiMemoryGameView(viewModel: game))
            if hosted.host.needsFrame { idleGameNeedsFrames = true }
            var time = hosted.graph.time
            for id in 0..<game.cards.count {
                guard let card = game.cards.first(where: { $0.id == id }) else { continue }
                withAnimation(.linear(duration: 0.75)) { game.choose(card: card) }
                time += 1.0 / 60
                let (update, build, paint) = round > 0 ? hosted.timedFrame(at: time) : hosted.frame(at: time)
                if round > 0 {
                    durations.append(update + build + paint)
                    parts.append((update, build, paint))
                }
                time += 1
                hosted.frame(at: time)
            }
        }
        func median(_ values: [Duration]) -> Double { Timing(values).median }
        return Result(
            tap: Timing(durations), taps: durations.count, idleGameNeedsFrames: idleGameNeedsFrames,
            parts: (median(parts.map(\.0)), median(parts.map(\.1)), median(parts.map(\.2))))
    }
}
