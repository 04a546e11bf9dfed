import Foundation
import Testing

@testable import EmojiArtKit

@Suite("EmojiArt's model stores emoji at offsets from the centre, with ids counted up from 1")
struct EmojiArtModelTests {
    @Test("addEmoji pre-increments the id and keeps the location and size")
    func addEmoji() {
        var model = EmojiArtModel()
        model.addEmoji("🐶", at: (x: -10, y: 20), size: 40)
        model.addEmoji("🐱", at: (x: 0, y: 0), size: 30)
        #expect(model.emojis.map(\.id) == [1, 2])
        #expect(model.emojis[0].x == -10 && model.emojis[0].y == 20 && model.emojis[0].size == 40)
    }

    @Test("A model survives a JSON round trip, background included")
    func jsonRoundTrip() throws {
        var model = EmojiArtModel()
        model.background = .url(URL(string: "https://example.com/a.jpg")!)
        model.addEmoji("🌵", at: (x: 5, y: 6), size: 50)
        let copy = try EmojiArtModel(json: model.json())
        #expect(copy.emojis == model.emojis)
        #expect(copy.background == model.background)
        var next = copy
        next.addEmoji("🌵", at: (x: 0, y: 0), size: 50)
        #expect(next.emojis.last?.id == 2)
    }
}
