import Foundation

/// The game of seed 003 (CS193p lecture 6): pairs of cards, the one-and-only-face-up rule and the bonus
/// time per card. Beyond the seed: a score (course assignment 2), a clock that tests can inject, and a
/// shuffle that takes a random-number generator so a game can be replayed from a seed.
public struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: Array<Card>
    private(set) var score = 0

    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp }.only }
        set {
            for index in cards.indices {
                cards[index].isFaceUp = index == newValue
            }
        }
    }

    mutating func choose(card: Card) {
        if let chosenIndex: Int = cards.firstIndex(matching: card), !cards[chosenIndex].isFaceUp,
            !cards[chosenIndex].isMatched
        {
            if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                    score += Self.matchScore(cards[chosenIndex], cards[potentialMatchIndex])
                    cards[chosenIndex].isMatched = true
                    cards[potentialMatchIndex].isMatched = true
                } else {
                    score -= [chosenIndex, potentialMatchIndex].filter { cards[$0].hasBeenSeen }.count
                }
                self.cards[chosenIndex].isFaceUp = true
            } else {
                indexOfTheOneAndOnlyFaceUpCard = chosenIndex
            }
        }
    }

    /// Two points for a match, plus up to four more the faster it was made: each card adds twice the share
    /// of its bonus time still left (rounded), so a pair matched at once scores 6 and one matched after its
    /// bonus time ran out scores 2. The course leaves the weighting open; this one is pinned by a test.
    static func matchScore(_ first: Card, _ second: Card) -> Int {
        2 + Int((2 * (first.bonusRemaining + second.bonusRemaining)).rounded())
    }

    init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
        var generator = SystemRandomNumberGenerator()
        self.init(
            numberOfPairsOfCards: numberOfPairsOfCards, shuffledUsing: &generator, now: { Date() },
            cardContentFactory: cardContentFactory)
    }

    init<Generator: RandomNumberGenerator>(
        numberOfPairsOfCards: Int, shuffledUsing generator: inout Generator,
        now: @escaping @Sendable () -> Date, cardContentFactory: (Int) -> CardContent
    ) {
        cards = Array<Card>()
        let clock = CardClock(now: now)
        for pairIndex in 0..<max(0, numberOfPairsOfCards) {
            let content: CardContent = cardContentFactory(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2, clock: clock))
            cards.append(Card(content: content, id: pairIndex * 2 + 1, clock: clock))
        }
        cards.shuffle(using: &generator)
    }

    public struct Card: Identifiable {
        var isFaceUp: Bool = false {
            didSet {
                if isFaceUp {
                    startUsingBonusTime()
                } else {
                    // The one-and-only setter assigns false to every other card; only a real turn counts.
                    if oldValue { hasBeenSeen = true }
                    stopUsingBonusTime()
                }
            }
        }
        var isMatched: Bool = false {
            didSet {
                stopUsingBonusTime()
            }
        }
        var content: CardContent
        public var id: Int
        /// Whether the card was face up before and turned down again: a mismatch costs a point per such card.
        private(set) var hasBeenSeen = false
        /// Where the bonus clock reads the time; `Date()` in the app, a virtual clock in tests. A shared
        /// object, so an unchanged card compares equal and its view is not evaluated again.
        private let clock: CardClock

        init(content: CardContent, id: Int, now: @escaping @Sendable () -> Date = { Date() }) {
            self.init(content: content, id: id, clock: CardClock(now: now))
        }

        init(content: CardContent, id: Int, clock: CardClock) {
            self.content = content
            self.id = id
            self.clock = clock
        }

        private func now() -> Date { clock.now() }

        // MARK: - Bonus time

        var bonusTimeLimit: TimeInterval = 6

        private var faceUpTime: TimeInterval {
            if let lastFaceUpDate = self.lastFaceUpDate {
                return pastFaceUpTime + now().timeIntervalSince(lastFaceUpDate)
            } else {
                return pastFaceUpTime
            }
        }

        var lastFaceUpDate: Date?
        var pastFaceUpTime: TimeInterval = 0
        var bonusTimeRemaining: TimeInterval {
            max(0, bonusTimeLimit - faceUpTime)
        }
        /// The seed spells this `bonusRemaing`; the course says `bonusRemaining`.
        var bonusRemaining: Double {
            (bonusTimeLimit > 0 && bonusTimeRemaining > 0) ? bonusTimeRemaining / bonusTimeLimit : 0
        }
        var hasEarnedBonus: Bool {
            isMatched && bonusTimeRemaining > 0
        }
        var isConsumingBonusTime: Bool {
            isFaceUp && !isMatched && bonusTimeRemaining > 0
        }

        private mutating func startUsingBonusTime() {
            if isConsumingBonusTime, lastFaceUpDate == nil {
                lastFaceUpDate = now()
            }
        }

        private mutating func stopUsingBonusTime() {
            pastFaceUpTime = faceUpTime
            self.lastFaceUpDate = nil
        }
    }
}

/// The time source of a game's cards, shared by reference.
final class CardClock: Sendable {
    let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }
}
