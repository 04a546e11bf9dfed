import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCairo

/// The renderer's caches keep what painting goes on using, not everything it once drew: what no frame used
/// for `CacheAging.idleFrames` frames goes (a card game meets each theme's emoji anew, and its caches filled
/// towards their bounds over minutes of play, which a soak run read as memory growing).
@Suite @MainActor struct CacheAgingTests {
    let size = CGSize(width: 200, height: 80)
    /// Enough frames for an entry last used in the first to be dropped at a sweep.
    let framesToAge = CacheAging.idleFrames + CacheAging.sweepInterval

    func run(_ string: String, at x: Double) -> DisplayItem {
        let request = TestRender.text(string, size: 32)
        return .text(TextRun(layout: request, frame: CGRect(x: x, y: 5, width: 90, height: 40)))
    }

    @Test("A colour emoji no frame painted for the idle time is rasterised again; one painted every frame is not")
    func colourTextAges() {
        let renderer = CairoRenderer()
        let (pumpkin, ghost) = (run("🎃", at: 10), run("👻", at: 100))
        renderer.paint(DisplayList(items: [pumpkin, ghost]), size: size, scale: 1)
        #expect(renderer.colorTextsRasterised == 2)
        for _ in 0..<framesToAge { renderer.paint(DisplayList(items: [ghost]), size: size, scale: 1) }
        #expect(renderer.colorTextsRasterised == 2)
        renderer.paint(DisplayList(items: [pumpkin, ghost]), size: size, scale: 1)
        #expect(renderer.colorTextsRasterised == 3)
    }

    @Test("A text no frame measured or drew for the idle time is laid out again; one drawn every frame is not")
    func textLayoutsAge() {
        let renderer = CairoRenderer()
        let (hello, world) = (run("Hello", at: 10), run("World", at: 100))
        renderer.paint(DisplayList(items: [hello, world]), size: size, scale: 1)
        let made = renderer.textLayoutsMade
        for _ in 0..<framesToAge { renderer.paint(DisplayList(items: [world]), size: size, scale: 1) }
        #expect(renderer.textLayoutsMade == made)
        renderer.paint(DisplayList(items: [hello, world]), size: size, scale: 1)
        #expect(renderer.textLayoutsMade == made + 1)
    }

    @Test("An emoji painted within the idle time stays however many frames pass")
    func usedWithinTheIdleTimeStays() {
        let renderer = CairoRenderer()
        let pumpkin = run("🎃", at: 10)
        for frame in 0..<(framesToAge * 2) {
            let items = frame % (CacheAging.idleFrames / 2) == 0 ? [pumpkin] : []
            renderer.paint(DisplayList(items: items), size: size, scale: 1)
        }
        #expect(renderer.colorTextsRasterised == 1)
    }

    @Test("A picture file no frame drew for the idle time is let go and decoded again; one drawn every frame is not")
    func decodedFilesAge() throws {
        let fixtures = ImageFixtures()
        let copy = fixtures.folder.appendingPathComponent("copy.png").path
        try FileManager.default.copyItem(atPath: fixtures.png, toPath: copy)
        let renderer = CairoRenderer()
        let first = DisplayItem.image(
            ImageRun(source: .file(fixtures.png), frame: CGRect(x: 0, y: 0, width: 30, height: 20)))
        let second = DisplayItem.image(ImageRun(source: .file(copy), frame: CGRect(x: 40, y: 0, width: 30, height: 20)))
        renderer.paint(DisplayList(items: [first, second]), size: size, scale: 1)
        #expect(renderer.images.filesDecoded == 2)
        for _ in 0..<framesToAge { renderer.paint(DisplayList(items: [second]), size: size, scale: 1) }
        #expect(renderer.images.filesDecoded == 2)
        renderer.paint(DisplayList(items: [first, second]), size: size, scale: 1)
        #expect(renderer.images.filesDecoded == 3)
    }

    @Test("A picture's scaled copy no frame drew for the idle time goes, and its bytes with it")
    func scaledCopiesAge() throws {
        let pixels = try #require(
            PixelBuffer(width: 400, height: 400, stride: 1600, bytes: Array(repeating: 255, count: 1600 * 400)))
        let renderer = CairoRenderer()
        let small = DisplayItem.image(
            ImageRun(source: .pixels(pixels), frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        renderer.paint(DisplayList(items: [small]), size: size, scale: 1)
        #expect(renderer.images.scaledCopiesMade == 1)
        #expect(renderer.imageCacheBytes > 0)
        for _ in 0..<framesToAge { renderer.paint(DisplayList(items: []), size: size, scale: 1) }
        #expect(renderer.imageCacheBytes == 0)
        renderer.paint(DisplayList(items: [small]), size: size, scale: 1)
        #expect(renderer.images.scaledCopiesMade == 2)
    }
}
