import Foundation

struct Card: Identifiable, Equatable {
    let id = UUID()
    var prompt: String
    var answer: String

    // Spanish words to practise.
    static let deck = [
        Card(prompt: "el perro", answer: "the dog"),
        Card(prompt: "la manzana", answer: "the apple"),
        Card(prompt: "la biblioteca", answer: "the library"),
        Card(prompt: "el tren", answer: "the train"),
        Card(prompt: "la playa", answer: "the beach"),
        Card(prompt: "el queso", answer: "the cheese"),
    ]
}
