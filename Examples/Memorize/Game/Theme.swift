import Finch

/// A Memorize theme (course assignment 2): a name, the emojis to play with, how many pairs (nil: a random
/// number each game) and the colour of the cards, optionally a gradient for their backs.
public struct Theme: Identifiable, Sendable {
    public var name: String
    var emojis: [String]
    var numberOfPairs: Int?
    var color: Color
    var gradient: [Color]? = nil

    public var id: String { name }

    /// The pairs a game of this theme deals: the fixed number clamped to the emojis there are, or a random
    /// number from 2 through all of them.
    func pairsToDeal<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Int {
        guard emojis.count >= 2 else { return emojis.count }
        if let numberOfPairs { return min(max(1, numberOfPairs), emojis.count) }
        return Int.random(in: 2...emojis.count, using: &generator)
    }

    public static let all: [Theme] = [
        Theme(
            name: "Halloween", emojis: ["👻", "🎃", "🕷", "🦇", "💀", "🧙", "🍬", "🕸"], numberOfPairs: 6,
            color: .orange),
        Theme(
            name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯"], numberOfPairs: nil,
            color: .brown),
        Theme(name: "Faces", emojis: ["😀", "😂", "😍", "😎", "🤔", "😱", "😴", "🤩"], numberOfPairs: 8, color: .yellow),
        Theme(
            name: "Food", emojis: ["🍏", "🍌", "🍉", "🍇", "🍓", "🍒", "🍍", "🥝", "🍔", "🍕", "🌮", "🍩"],
            numberOfPairs: 12, color: .green),
        Theme(
            name: "Vehicles", emojis: ["🚗", "🚕", "🚌", "🚑", "🚒", "🚜", "🚲", "✈️", "🚀", "⛵️"], numberOfPairs: 5,
            color: .blue, gradient: [.blue, .purple]),
        Theme(name: "Sports", emojis: ["⚽️", "🏀", "🏈", "⚾️", "🎾", "🏐", "🏓", "🥊"], numberOfPairs: 4, color: .red),
    ]
}
