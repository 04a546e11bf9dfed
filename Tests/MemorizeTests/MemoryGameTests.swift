import Foundation
import Testing

@testable import MemorizeGame

@Suite("MemoryGame: matching, the only-face-up rule, seeded shuffling, bonus time and score")
struct MemoryGameTests {
    private static let emojis = ["👻", "🎃", "🕷"]

    private func makeGame(seed: UInt64 = 1, clock: ManualClock = ManualClock()) -> MemoryGame<String> {
        var generator = SeededGenerator(seed: seed)
        return MemoryGame(numberOfPairsOfCards: 3, shuffledUsing: &generator, now: clock.now) { Self.emojis[$0] }
    }

    /// Chooses the card with `id` (ids are `pairIndex*2` and `pairIndex*2+1`).
    private func choose(_ id: Int, in game: inout MemoryGame<String>) {
        if let card = game.cards.first(where: { $0.id == id }) { game.choose(card: card) }
    }

    private func card(_ id: Int, in game: MemoryGame<String>) -> MemoryGame<String>.Card? {
        game.cards.first { $0.id == id }
    }

    @Test("Two cards per pair, ids pairIndex*2 and pairIndex*2+1, all face down")
    func dealsPairs() {
        let game = makeGame()
        #expect(game.cards.map(\.id).sorted() == [0, 1, 2, 3, 4, 5])
        for card in game.cards { #expect(card.content == Self.emojis[card.id / 2]) }
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
    }

    @Test("The same seed deals the same order; another seed deals another")
    func seededShuffle() {
        #expect(makeGame(seed: 7).cards.map(\.id) == makeGame(seed: 7).cards.map(\.id))
        let orders = Set((1...8).map { makeGame(seed: UInt64($0)).cards.map(\.id) })
        #expect(orders.count > 1)
    }

    @Test("A pair matches and stays face up; the next choice leaves only the new card face up")
    func matching() {
        var game = makeGame()
        choose(0, in: &game)
        choose(1, in: &game)
        #expect(card(0, in: game)?.isMatched == true && card(1, in: game)?.isMatched == true)
        #expect(card(0, in: game)?.isFaceUp == true && card(1, in: game)?.isFaceUp == true)
        choose(2, in: &game)
        #expect(game.cards.filter(\.isFaceUp).map(\.id) == [2])
    }

    @Test("A mismatch stays face up until the next choice, which turns both down")
    func mismatch() {
        var game = makeGame()
        choose(0, in: &game)
        choose(2, in: &game)
        #expect(Set(game.cards.filter(\.isFaceUp).map(\.id)) == [0, 2])
        #expect(game.cards.allSatisfy { !$0.isMatched })
        choose(4, in: &game)
        #expect(game.cards.filter(\.isFaceUp).map(\.id) == [4])
    }

    @Test("Face-up and matched cards ignore choices")
    func ignoresFaceUpAndMatched() {
        var game = makeGame()
        choose(0, in: &game)
        choose(0, in: &game)
        #expect(game.cards.filter(\.isFaceUp).map(\.id) == [0])
        choose(1, in: &game)
        choose(2, in: &game)
        choose(0, in: &game)
        #expect(game.cards.filter(\.isFaceUp).map(\.id) == [2])
    }

    @Test("Bonus time runs while face up, accumulates across flips, and stops on a match")
    func bonusTime() {
        let clock = ManualClock()
        var game = makeGame(clock: clock)
        choose(0, in: &game)
        clock.advance(by: 2)
        #expect(card(0, in: game)?.bonusTimeRemaining == 4)
        #expect(card(0, in: game)?.isConsumingBonusTime == true)
        choose(2, in: &game)  // mismatch: both stay up and keep consuming
        clock.advance(by: 1)
        choose(4, in: &game)  // 0 and 2 turn down: their clocks stop
        clock.advance(by: 10)
        #expect(card(0, in: game)?.bonusTimeRemaining == 3)
        #expect(card(2, in: game)?.bonusTimeRemaining == 5)
        choose(0, in: &game)  // mismatch with 4; 0 runs again from 3 s left
        clock.advance(by: 1)
        #expect(card(0, in: game)?.bonusTimeRemaining == 2)
        choose(1, in: &game)  // 0 and 1 turn down, 1 face up alone
        clock.advance(by: 0.5)
        choose(0, in: &game)  // match: both clocks stop
        clock.advance(by: 100)
        #expect(card(0, in: game)?.bonusTimeRemaining == 2)
        #expect(card(1, in: game)?.bonusTimeRemaining == 5.5)
        #expect(card(0, in: game)?.hasEarnedBonus == true)
        #expect(card(0, in: game)?.isConsumingBonusTime == false)
    }

    @Test("Bonus time bottoms out at zero; the ratio is zero with no time left or no limit")
    func bonusRunsOut() {
        let clock = ManualClock()
        var game = makeGame(clock: clock)
        choose(0, in: &game)
        clock.advance(by: 3)
        #expect(card(0, in: game)?.bonusRemaining == 0.5)
        clock.advance(by: 30)
        #expect(card(0, in: game)?.bonusTimeRemaining == 0)
        #expect(card(0, in: game)?.bonusRemaining == 0)
        #expect(card(0, in: game)?.isConsumingBonusTime == false)
        var noLimit = MemoryGame<String>.Card(content: "x", id: 0)
        noLimit.bonusTimeLimit = 0
        #expect(noLimit.bonusRemaining == 0)
    }

    @Test("Score: a match at once +6, with one card out of time +4; -1 per seen card in a mismatch")
    func score() {
        let clock = ManualClock()
        var game = makeGame(clock: clock)
        choose(0, in: &game)
        choose(1, in: &game)
        #expect(game.score == 6)
        choose(2, in: &game)
        choose(4, in: &game)  // mismatch of two unseen cards: no penalty
        #expect(game.score == 6)
        choose(3, in: &game)  // turns 2 and 4 down: both seen now
        choose(4, in: &game)  // mismatch: 4 was seen, 3 was not
        #expect(game.score == 5)
        choose(5, in: &game)  // 3 and 4 down; 5 alone
        clock.advance(by: 20)
        choose(4, in: &game)  // match: 5 used its 6 s up, 4 has all 6 s left: 2 + round(2 × (0 + 1)) = 4
        #expect(game.score == 9)
    }

    @Test("Match score weighting: 2 plus twice the remaining-bonus shares, rounded")
    func matchScoreWeighting() {
        let clock = ManualClock()
        var fresh = MemoryGame<String>.Card(content: "x", id: 0, now: clock.now)
        #expect(MemoryGame<String>.matchScore(fresh, fresh) == 6)
        fresh.bonusTimeLimit = 0
        #expect(MemoryGame<String>.matchScore(fresh, fresh) == 2)
    }
}
