import Finch

/// The view model of seed 003, with assignment 2's themes: each game is dealt from a theme, and New Game
/// picks a theme at random.
public final class EmojiMemoryGame: ObservableObject {
    @Published private var model: MemoryGame<String>
    @Published public private(set) var theme: Theme
    private let now: @Sendable () -> Date
    private var generator: any RandomNumberGenerator

    /// A game of a random theme, shuffled by the system generator and timed by the real clock.
    /// `MEMORIZE_THEME=<name>` deals the first game from that theme (the window test needs known colours);
    /// `MEMORIZE_SEED=<number>` shuffles with a repeatable generator instead (a scripted screenshot taps
    /// known cards). Names and numbers that mean nothing are ignored.
    public convenience init() {
        let environment = ProcessInfo.processInfo.environment
        let theme = Theme.all.first { $0.name == environment["MEMORIZE_THEME"] }
        let seed = environment["MEMORIZE_SEED"].flatMap { UInt64($0) }
        let generator: any RandomNumberGenerator =
            seed.map { SeededGenerator(seed: $0) } ?? SystemRandomNumberGenerator()
        self.init(theme: theme, generator: generator, now: { Date() })
    }

    /// A game of `theme` (random when nil), with the generator and clock a test wants to replay.
    public init(theme: Theme?, generator: any RandomNumberGenerator, now: @escaping @Sendable () -> Date) {
        self.generator = generator
        self.now = now
        let chosen = theme ?? Self.randomTheme(using: &self.generator)
        self.theme = chosen
        self.model = Self.createMemoryGame(theme: chosen, generator: &self.generator, now: now)
    }

    static func createMemoryGame(
        theme: Theme, generator: inout any RandomNumberGenerator, now: @escaping @Sendable () -> Date
    ) -> MemoryGame<String> {
        let emojis = theme.emojis.shuffled(using: &generator)
        let pairs = theme.pairsToDeal(using: &generator)
        return MemoryGame<String>(numberOfPairsOfCards: pairs, shuffledUsing: &generator, now: now) { pairIndex in
            emojis[pairIndex]
        }
    }

    private static func randomTheme(using generator: inout any RandomNumberGenerator) -> Theme {
        Theme.all.randomElement(using: &generator) ?? Theme.all[0]
    }

    // MARK: - Access to the Model

    public var cards: Array<MemoryGame<String>.Card> {
        model.cards
    }

    public var score: Int {
        model.score
    }

    // MARK: - Intent(s)

    public func choose(card: MemoryGame<String>.Card) {
        model.choose(card: card)
    }

    public func resetGame() {
        theme = Self.randomTheme(using: &generator)
        model = Self.createMemoryGame(theme: theme, generator: &generator, now: now)
    }
}
