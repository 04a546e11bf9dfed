import Finch

/// A named set of emoji the user picks from (the course's `Palette`, lecture 11).
struct Palette: Identifiable, Codable, Hashable {
    var name: String
    var emojis: String
    let id: Int

    /// Only the store makes palettes, so ids stay unique within it.
    fileprivate init(name: String, emojis: String, id: Int) {
        self.name = name
        self.emojis = emojis
        self.id = id
    }
}

extension PaletteStore {
    /// A palette with an id the store has not used.
    func makePalette(named name: String, emojis: String) -> Palette {
        let unique = (palettes.map(\.id).max() ?? 0) + 1
        return Palette(name: name, emojis: emojis, id: unique)
    }

    /// Palettes numbered 1, 2, 3… (the defaults).
    static func numberedPalettes(_ contents: [(name: String, emojis: String)]) -> [Palette] {
        contents.enumerated().map { Palette(name: $0.element.name, emojis: $0.element.emojis, id: $0.offset + 1) }
    }
}
