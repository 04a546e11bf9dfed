import Finch
import Testing

@MainActor
@Suite struct MemoryGameTests {
    private func makeGame() -> MemoryGame<String> {
        let emojis = ["👻", "🎃", "🕷"]
        return MemoryGame<String>(numberOfPairsOfCards: emojis.count) { emojis[$0] }
    }

    @Test("MemoryGame makes two face-down cards per pair with ids pairIndex*2 and pairIndex*2+1")
    func createsPairs() {
        let game = makeGame()
        #expect(game.cards.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(game.cards.map(\.content) == ["👻", "👻", "🎃", "🎃", "🕷", "🕷"])
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
    }

    @Test("Choosing a card turns it face up as the only face-up card")
    func chooseTurnsFaceUp() {
        var game = makeGame()
        game.choose(card: game.cards[0])
        #expect(game.cards.map(\.isFaceUp) == [true, false, false, false, false, false])
    }

    @Test("Choosing a second card with equal content matches both and leaves both face up")
    func chooseMatches() {
        var game = makeGame()
        game.choose(card: game.cards[0])
        game.choose(card: game.cards[1])
        #expect(game.cards.map(\.isMatched) == [true, true, false, false, false, false])
        #expect(game.cards.map(\.isFaceUp) == [true, true, false, false, false, false])
    }

    @Test("A mismatched pair stays face up until the next choice, which makes the new card the only face-up one")
    func chooseMismatch() {
        var game = makeGame()
        game.choose(card: game.cards[0])
        game.choose(card: game.cards[2])
        #expect(game.cards.map(\.isFaceUp) == [true, false, true, false, false, false])
        #expect(game.cards.allSatisfy { !$0.isMatched })
        game.choose(card: game.cards[4])
        #expect(game.cards.map(\.isFaceUp) == [false, false, false, false, true, false])
    }

    @Test("Choosing a matched or face-up card changes nothing")
    func chooseIgnoresMatchedAndFaceUp() {
        var game = makeGame()
        game.choose(card: game.cards[0])
        game.choose(card: game.cards[1])
        game.choose(card: game.cards[2])
        let before = game.cards.map { [$0.isFaceUp, $0.isMatched] }
        game.choose(card: game.cards[0])
        game.choose(card: game.cards[2])
        #expect(game.cards.map { [$0.isFaceUp, $0.isMatched] } == before)
        #expect(game.cards.map(\.isFaceUp) == [false, false, true, false, false, false])
    }
}
