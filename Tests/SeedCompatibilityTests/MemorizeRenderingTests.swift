import Finch
import FinchTesting
import Testing

@MainActor
@Suite struct MemorizeRenderingTests {
    /// Six cards; the first 👻 and the first 🎃 are face up (a mismatch), the rest face down.
    private static func cards() -> [MemoryGame<String>.Card] {
        let emojis = ["👻", "🎃", "🕷"]
        var game = MemoryGame<String>(numberOfPairsOfCards: emojis.count) { emojis[$0] }
        game.choose(card: game.cards[0])
        game.choose(card: game.cards[2])
        return game.cards
    }

    /// The grid as `EmojiMemoryGameView` draws it, without the tap gesture.
    private static func grid(_ cards: [MemoryGame<String>.Card]) -> some View {
        Grid(cards) { card in
            CardView(card: card)
                .padding(5)
        }
        .padding()
        .foregroundColor(Color.orange)
    }

    private static let window = CGSize(width: 300, height: 400)

    @Test("A Grid of CardViews renders orange cards, face up ones with an emoji over a pie")
    func cardGrid() {
        assertSnapshot(of: Self.grid(Self.cards()), size: Self.window)
    }

    @Test("A Grid of CardViews paints the expected display list")
    func cardGridDisplayList() {
        assertDisplayListSnapshot(of: Self.grid(Self.cards()), size: Self.window)
    }

    @Test("Matched cards that are face down disappear from the grid")
    func matchedCardsDisappear() {
        let emojis = ["👻", "🎃", "🕷"]
        var game = MemoryGame<String>(numberOfPairsOfCards: emojis.count) { emojis[$0] }
        game.choose(card: game.cards[0])
        game.choose(card: game.cards[1])
        game.choose(card: game.cards[2])
        assertDisplayListSnapshot(of: Self.grid(game.cards), size: Self.window)
    }

    @Test("CustomVStack stacks its ViewBuilder content without spacing")
    func customVStack() {
        assertSnapshot(of: CustomVStack_Previews.previews, size: CGSize(width: 60, height: 80))
    }
}
