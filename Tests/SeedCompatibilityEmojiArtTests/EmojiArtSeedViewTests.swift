import Finch
import FinchTesting
import Foundation
import Testing

/// Seed 000's `EmojiArtDocumentView`, unchanged but for the import, in a test window: the palette, drops
/// from the palette and from other programs, and the background fetched without blocking the window.
@MainActor
@Suite("Seed 000's EmojiArtDocumentView in a window")
struct EmojiArtSeedViewTests {
    /// The palette's first emoji ("👩") in the window.
    private func firstPaletteEmoji(_ window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: "👩").first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("The body's two views stack: the palette row at 40 pt above, the canvas below, its centre the model's origin")
    func canvasGeometry() throws {
        let document = EmojiArtDocument()
        document.addEmoji("🎯", at: .zero, size: 40)
        document.addEmoji("🎈", at: CGPoint(x: -150, y: 50), size: 20)
        let window = SeedFixtures.window(document)
        let target = try #require(window.frames(ofText: "🎯").first)
        // Text is placed on whole points, so a centre is within a point of where it was asked to be.
        #expect(abs(target.midX - SeedFixtures.canvas.midX) <= 1 && abs(target.midY - SeedFixtures.canvas.midY) <= 1)
        let balloon = try #require(window.frames(ofText: "🎈").first)
        let expected = SeedFixtures.windowPoint(ofModel: -150, 50)
        #expect(abs(balloon.midX - expected.x) <= 1 && abs(balloon.midY - expected.y) <= 1)
        #expect(balloon.height < target.height)
        // The palette: every character of the seed's string, 40 pt, in one row above the canvas.
        let palette = EmojiArtDocument.palette.map { String($0) }
        let first = try #require(window.layoutFrames(ofText: palette[0]).first)
        let last = try #require(window.layoutFrames(ofText: palette[palette.count - 1]).first)
        #expect(first.maxY <= SeedFixtures.canvas.minY && abs(first.midY - last.midY) < 0.5)
        #expect(abs(first.height - target.height) < 0.5)
    }

    @Test("The palette row scrolls sideways, wider than the window")
    func paletteScrolls() throws {
        let window = SeedFixtures.window(EmojiArtDocument())
        let start = try firstPaletteEmoji(window)
        let third = try #require(window.frames(ofText: "🙋").first)
        #expect(window.frames(ofText: "♂️").isEmpty)  // the last emoji is past the right edge
        #expect(window.scroll(at: start, by: CGSize(width: 100, height: 0)))
        window.advance(by: 0.5)
        let moved = try #require(window.frames(ofText: "🙋").first)
        #expect(moved.minX == third.minX - 100 && moved.minY == third.minY)
        #expect(window.frames(ofText: "👩").isEmpty)  // scrolled out past the padding's edge
        #expect(window.scroll(at: start, by: CGSize(width: 1000, height: 0)))
        window.advance(by: 0.5)
        let last = try #require(window.frames(ofText: "♂️").first)
        #expect(last.maxX <= SeedFixtures.windowSize.width)
    }

    /// Where the seed stores a drop at `point` (window points). SwiftUI (iOS 14 and later) and Finch hand
    /// `onDrop`'s action the location in the drop view's own space; lecture 7 ran on iOS 13, whose location
    /// was global, which is why the course converts it `from: .global`. On a current system that converts
    /// an already local point, so the canvas's global origin is subtracted once more.
    private func seedModelPoint(droppedAt point: CGPoint) -> (x: Int, y: Int) {
        let canvas = SeedFixtures.canvas
        let local = CGPoint(x: point.x - canvas.minX, y: point.y - canvas.minY)
        let converted = CGPoint(x: local.x - canvas.minX, y: local.y - canvas.minY)
        return (Int(converted.x - canvas.width / 2), Int(converted.y - canvas.height / 2))
    }

    @Test(
        "An emoji dragged from the palette is added at 40 pt where the seed's arithmetic puts the drop",
        arguments: [
            CGPoint(x: 200, y: 227), CGPoint(x: 250, y: 250), CGPoint(x: 30.6, y: 290.4), CGPoint(x: 390, y: 160),
        ])
    func dropEmoji(at point: CGPoint) async throws {
        let document = EmojiArtDocument()
        let window = SeedFixtures.window(document)
        window.dragAndDrop(from: try firstPaletteEmoji(window), to: point)
        await waitUntil("the emoji's arrival", in: window) { !document.emojis.isEmpty }
        let emoji = try #require(document.emojis.first)
        let expected = seedModelPoint(droppedAt: point)
        #expect(document.emojis.count == 1)
        #expect((emoji.text, emoji.x, emoji.y, emoji.size, emoji.id) == ("👩", expected.x, expected.y, 40, 1))
        // Drawn at the seed's `position(for:in:)`: the model point from the canvas's centre.
        let drawn = window.frames(ofText: "👩").filter { $0.midY > 0 && $0.minX >= 0 }
        let at = SeedFixtures.windowPoint(ofModel: expected.x, expected.y)
        #expect(drawn.contains { abs($0.midX - at.x) <= 1 && abs($0.midY - at.y) <= 1 }, "\(drawn) ∌ \(at)")
        // In the lecture's coordinates (a global location) the emoji would sit at the drop point itself:
        // the difference is exactly the canvas's global origin.
        #expect(
            abs(at.y + SeedFixtures.canvas.minY - point.y) < 1 && abs(at.x + SeedFixtures.canvas.minX - point.x) < 1)
    }

    @Test("Two emoji from the palette get ids 1 and 2; a drop on the palette adds nothing")
    func dropTwo() async throws {
        let document = EmojiArtDocument()
        let window = SeedFixtures.window(document)
        let source = try firstPaletteEmoji(window)
        window.dragAndDrop(from: source, to: CGPoint(x: 100, y: 200))
        await waitUntil("the first emoji", in: window) { document.emojis.count == 1 }
        let laptop = try #require(window.frames(ofText: "💻").first)
        window.dragAndDrop(from: CGPoint(x: laptop.midX, y: laptop.midY), to: CGPoint(x: 300, y: 280))
        await waitUntil("the second emoji", in: window) { document.emojis.count == 2 }
        #expect(document.emojis.map(\.text) == ["👩", "💻"], "\(document.emojis)")
        #expect(document.emojis.map(\.id) == [1, 2])
        window.dragAndDrop(from: source, to: CGPoint(x: source.x + 120, y: source.y))
        // Any delivery would come through the main queue behind these turns.
        for _ in 0..<5 { await MainQueue.turn() }
        #expect(document.emojis.count == 2)
    }
}
