import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Colour emoji are drawn by Finch from one picture per glyph at the font's strike, because Cairo keeps a
/// rendered image of each glyph at each size it meets for as long as it holds the scaled font: a card game
/// drawing its emoji at ever new sizes grew the C heap for minutes (a heap profile of the Memorize soak).
@Suite @MainActor struct ColorGlyphPainterTests {
    func png(_ string: String, size: CGFloat, at origin: CGPoint, scale: CGFloat = 1, renderer: CairoRenderer) -> Data?
    {
        let request = TestRender.text(string, size: size)
        let frame = CGRect(origin: origin, size: CGSize(width: 3 * size + 20, height: 2 * size))
        let list = DisplayList(items: [.text(TextRun(layout: request, frame: frame))])
        return renderer.pngData(for: list, size: CGSize(width: 3 * size + 40, height: 2 * size + 20), scale: scale)
    }

    @Test("An emoji drawn at forty sizes is decoded from its strike once; another emoji once more")
    func oneStrikePerGlyph() throws {
        let renderer = CairoRenderer()
        for step in 0..<40 {
            _ = try #require(png("🎃", size: 10 + 1.7 * Double(step), at: CGPoint(x: 4, y: 4), renderer: renderer))
        }
        #expect(renderer.colorTextsRasterised == 40)
        #expect(renderer.colorGlyphStrikesDecoded == 1)
        _ = png("👻🎃", size: 24, at: CGPoint(x: 4, y: 4), renderer: renderer)
        #expect(renderer.colorGlyphStrikesDecoded == 2)
    }

    @Test(
        "Finch's emoji are Cairo's within two levels of 255: sizes, places inside a pixel, device scales, mixed with text",
        arguments: [
            ("🎃", 17.0, CGPoint(x: 3, y: 2), 1.0), ("🎃", 63.0, CGPoint(x: 3.25, y: 2.6), 1.0),
            ("👻🍕", 31.5, CGPoint(x: 5.5, y: 1.1), 2.0), ("a🎃 b", 20.0, CGPoint(x: 2.3, y: 4.7), 3.0),
            ("🇰🇷👍🏽", 40.0, CGPoint(x: 1, y: 1), 1.0), ("🏳️‍🌈x", 13.0, CGPoint(x: 0.4, y: 0.9), 2.0),
        ])
    func sameAsCairo(_ string: String, size: Double, origin: CGPoint, scale: Double) throws {
        let finch = CairoRenderer()
        let cairo = CairoRenderer()
        cairo.drawsColorGlyphs = false
        let drawn = try #require(png(string, size: size, at: origin, scale: scale, renderer: finch))
        let expected = try #require(png(string, size: size, at: origin, scale: scale, renderer: cairo))
        #expect(finch.colorGlyphStrikesDecoded > 0, "Finch drew the colour glyphs itself")
        #expect(cairo.colorGlyphStrikesDecoded == 0)
        let a = try #require(PixelImage(png: drawn))
        let b = try #require(PixelImage(png: expected))
        var worst = 0
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let (p, q) = (a[x, y], b[x, y])
                let colour: Int = max(abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue))
                let delta: Int = max(colour, abs(p.alpha - q.alpha))
                worst = max(worst, delta)
                if delta > 0 { differing += 1 }
            }
        }
        // Cairo resamples into a picture of the glyph's box and then composites it, rounding to 8 bits
        // between the two steps; Finch resamples while compositing. Two levels in 255 at most.
        #expect(worst <= 2, "worst channel difference \(worst), \(differing) pixels differ")
        #expect(a.pixels(in: CGRect(x: 0, y: 0, width: a.width, height: a.height)).contains { $0.saturation > 80 })
    }
}
