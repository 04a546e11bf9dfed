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

    @Test("A document holds at most 100,000 emoji: one more is not added, and a file with more is refused")
    func emojiLimit() throws {
        var model = EmojiArtModel()
        for index in 0..<EmojiArtModel.maximumEmojiCount { model.addEmoji("🐶", at: (x: index, y: 0), size: 40) }
        model.addEmoji("🐱", at: (x: 0, y: 0), size: 40)
        #expect(model.emojis.count == 100_000)
        #expect(model.emojis.last?.text == "🐶")
        #expect(try EmojiArtModel(json: model.json()).emojis.count == 100_000)

        // One more, written as another program could write it.
        var object = try #require(try JSONSerialization.jsonObject(with: model.json()) as? [String: Any])
        var emojis = try #require(object["emojis"] as? [Any])
        emojis.append(["text": "🐱", "x": 0, "y": 0, "size": 40, "id": 100_001])
        object["emojis"] = emojis
        let json = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: EmojiArtModel.TooManyEmojiError.self) { try EmojiArtModel(json: json) }
        let message = EmojiArtModel.TooManyEmojiError(count: 100_001).localizedDescription
        #expect(message == "it holds 100001 emoji, more than the 100000 EmojiArt opens")
    }
}
