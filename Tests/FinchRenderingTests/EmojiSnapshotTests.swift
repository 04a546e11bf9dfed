import Finch
import FinchTesting
import Testing

@MainActor @Suite("Colour emoji render in colour, whatever the transform")
struct EmojiSnapshotTests {
    let emoji = Text("😀🎃👻").font(.system(size: 24))

    @Test("Emoji are drawn upright in colour")
    func upright() throws {
        let size = CGSize(width: 120, height: 50)
        assertSnapshot(of: emoji, size: size)
        let image = try #require(ViewPixels.image(of: emoji, size: size))
        #expect(ViewPixels.colourfulPixelCount(image) > 300)
    }

    @Test("Emoji turned by rotationEffect stay in colour")
    func rotated() throws {
        let view = emoji.rotationEffect(.degrees(30))
        let size = CGSize(width: 140, height: 100)
        assertSnapshot(of: view, size: size)
        let image = try #require(ViewPixels.image(of: view, size: size))
        #expect(ViewPixels.colourfulPixelCount(image) > 300)
    }

    @Test("Emoji doubled by scaleEffect cover about four times the area")
    func scaled() throws {
        let view = emoji.scaleEffect(2)
        let size = CGSize(width: 240, height: 100)
        assertSnapshot(of: view, size: size)
        let upright = try #require(ViewPixels.image(of: emoji, size: size))
        let doubled = try #require(ViewPixels.image(of: view, size: size))
        let ratio = Double(ViewPixels.colourfulPixelCount(doubled)) / Double(ViewPixels.colourfulPixelCount(upright))
        #expect(ratio > 3 && ratio < 5)
    }

    @Test("Emoji at display scale 2 are sharp and cover four times the pixels")
    func hiDPI() throws {
        let size = CGSize(width: 120, height: 50)
        assertSnapshot(of: emoji, size: size, scale: 2)
        let single = try #require(ViewPixels.image(of: emoji, size: size))
        let double = try #require(ViewPixels.image(of: emoji, size: size, scale: 2))
        #expect(double.width == 240 && double.height == 100)
        let ratio = Double(ViewPixels.colourfulPixelCount(double)) / Double(ViewPixels.colourfulPixelCount(single))
        #expect(ratio > 3 && ratio < 5)
    }
}
