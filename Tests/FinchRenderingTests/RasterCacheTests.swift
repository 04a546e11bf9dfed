import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Text with colour emoji is rasterised once per position inside a device pixel and then copied, because
/// resampling the emoji font's bitmaps on every draw was most of a Memorize tap's painting.
@Suite @MainActor struct RasterCacheTests {
    let size = CGSize(width: 160, height: 80)

    func run(_ string: String, at origin: CGPoint) -> DisplayItem {
        let request = TestRender.text(string, size: 32)
        return .text(TextRun(layout: request, frame: CGRect(origin: origin, size: CGSize(width: 80, height: 40))))
    }

    func png(_ items: [DisplayItem], with renderer: CairoRenderer, scale: CGFloat = 1) -> Data? {
        renderer.pngData(for: DisplayList(items: items), size: size, scale: scale)
    }

    @Test("The same emoji drawn again, or moved by whole pixels, is copied, not rasterised again")
    func copiedAtWholePixels() throws {
        let renderer = CairoRenderer()
        let first = try #require(png([run("🎃", at: CGPoint(x: 10.25, y: 5))], with: renderer))
        #expect(renderer.colorTextsRasterised == 1)
        #expect(png([run("🎃", at: CGPoint(x: 10.25, y: 5))], with: renderer) == first)
        _ = png([run("🎃", at: CGPoint(x: 43.25, y: 20))], with: renderer)
        #expect(renderer.colorTextsRasterised == 1)
        // A new place inside a pixel, a new text and a new scale each make a picture of their own.
        _ = png([run("🎃", at: CGPoint(x: 10.5, y: 5))], with: renderer)
        _ = png([run("👻", at: CGPoint(x: 10.25, y: 5))], with: renderer)
        _ = png([run("🎃", at: CGPoint(x: 10.25, y: 5))], with: renderer, scale: 2)
        #expect(renderer.colorTextsRasterised == 4)
    }

    @Test("A full cache drops the picture used longest ago and keeps one used since")
    func leastRecentlyUsedDropped() {
        let renderer = CairoRenderer()
        // 128 places inside a pixel (the cache's capacity) fill it; then the first is used again.
        func draw(atPhase step: Int) {
            _ = png([run("🎃", at: CGPoint(x: 10 + Double(step) / 256, y: 5))], with: renderer)
        }
        for step in 0..<128 { draw(atPhase: step) }
        draw(atPhase: 0)
        #expect(renderer.colorTextsRasterised == 128)
        // A new place drops the second (used longest ago), not the first.
        draw(atPhase: 200)
        draw(atPhase: 0)
        #expect(renderer.colorTextsRasterised == 129)
        draw(atPhase: 1)
        #expect(renderer.colorTextsRasterised == 130)
    }

    @Test("The cache keeps at most its bytes of pixels: large pictures drop the oldest before 128 are kept")
    func boundedByBytes() throws {
        let renderer = CairoRenderer()
        func draw(atPhase step: Int) {
            let request = TestRender.text("🎃", size: 160)
            let frame = CGRect(x: 10 + Double(step) / 256, y: 5, width: 200, height: 200)
            _ = png([.text(TextRun(layout: request, frame: frame))], with: renderer, scale: 2)
        }
        draw(atPhase: 0)
        let one = renderer.rasterCacheBytes
        #expect(one > 256 << 10, "a 160-pt emoji at 2× is a large picture")
        for step in 1..<128 { draw(atPhase: step) }
        #expect(renderer.colorTextsRasterised == 128)
        #expect(renderer.rasterCacheBytes <= CairoRenderer.colorTextBytes)
        #expect(renderer.rasterCacheBytes > CairoRenderer.colorTextBytes - one, "full up to the last that fits")
        // The first was dropped to make room: drawing it again rasterises it again.
        draw(atPhase: 0)
        #expect(renderer.colorTextsRasterised == 129)
    }

    @Test("A copy at another place is the same picture moved by whole pixels")
    func copyMovesByWholePixels() throws {
        let renderer = CairoRenderer()
        let here = try #require(png([run("🎃👻", at: CGPoint(x: 7.6, y: 3.3))], with: renderer).flatMap(PixelImage.init))
        let there = try #require(
            png([run("🎃👻", at: CGPoint(x: 10.6, y: 5.3))], with: renderer).flatMap(PixelImage.init))
        #expect(renderer.colorTextsRasterised == 1)
        var (coloured, differing) = (0, 0)
        for y in 0..<60 {
            for x in 0..<120 {
                if here[x, y] != there[x + 3, y + 2] { differing += 1 }
                if here[x, y].saturation > 60 { coloured += 1 }
            }
        }
        #expect(differing == 0)
        #expect(coloured > 500)
    }

    @Test("Text without colour glyphs is drawn directly, never rasterised into a picture")
    func plainTextDrawnDirectly() {
        let renderer = CairoRenderer()
        _ = png([run("Pumpkin", at: CGPoint(x: 10.25, y: 5))], with: renderer)
        #expect(renderer.colorTextsRasterised == 0)
    }

    @Test("An emoji turning through many angles shares one upright picture")
    func rotatedSharesOnePicture() {
        let renderer = CairoRenderer()
        for degrees in stride(from: 0.0, to: 360, by: 7) {
            let radians = degrees * .pi / 180
            let turn = Transform2D(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 80, ty: 40)
            let group = DisplayGroup(
                transform: turn, bounds: CGRect(x: -20, y: -20, width: 80, height: 40),
                children: [run("🎃", at: CGPoint(x: -20, y: -20))])
            _ = png([.group(group)], with: renderer)
        }
        // Angle 0 is upright (copied at its pixel position); every other angle uses the one upright picture.
        #expect(renderer.colorTextsRasterised == 2)
    }

    func symbol(at origin: CGPoint, side: CGFloat = 20) -> DisplayItem {
        .image(
            ImageRun(
                source: .symbol("chevron.right"),
                frame: CGRect(origin: origin, size: CGSize(width: side, height: side)), tint: .black))
    }

    @Test("A symbol is rasterised once per size and place inside a pixel, and copied where it repeats")
    func symbolMasks() throws {
        let renderer = CairoRenderer()
        let rows = (0..<3).map { symbol(at: CGPoint(x: 10.5, y: 5 + 24 * CGFloat($0))) }
        let first = try #require(png(rows, with: renderer))
        #expect(renderer.symbolMasksRasterised == 1)
        #expect(png(rows, with: renderer) == first)
        _ = png([symbol(at: CGPoint(x: 10.25, y: 5)), symbol(at: CGPoint(x: 10.5, y: 5), side: 24)], with: renderer)
        #expect(renderer.symbolMasksRasterised == 3)
    }

    @Test("A symbol's copy at another place is the same mask moved by whole pixels, and it is drawn")
    func symbolMovesByWholePixels() throws {
        let renderer = CairoRenderer()
        let here = try #require(png([symbol(at: CGPoint(x: 7.6, y: 3.3))], with: renderer).flatMap(PixelImage.init))
        let there = try #require(png([symbol(at: CGPoint(x: 9.6, y: 8.3))], with: renderer).flatMap(PixelImage.init))
        var (dark, differing) = (0, 0)
        for y in 0..<40 {
            for x in 0..<60 {
                if here[x, y] != there[x + 2, y + 5] { differing += 1 }
                if here[x, y].red < 128 { dark += 1 }
            }
        }
        #expect(differing == 0)
        #expect(dark > 20)
    }
}
