import FinchCairo
import FinchCore
import Foundation
import Testing

/// The pixels a drag's icon is made of (the GTK host copies them into a `GdkMemoryTexture` as
/// B8G8R8A8 premultiplied): Cairo's ARGB32 words, transparent where nothing is painted.
@Suite @MainActor struct PremultipliedPixelsTests {
    private func pixel(_ pixels: PremultipliedPixels, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = y * pixels.stride + x * 4
        return Array(pixels.bytes[offset..<offset + 4])
    }

    @Test("A red square on a transparent picture: B, G, R, A bytes, the size ceil(size × scale)")
    func redSquare() throws {
        let item = DisplayItem.fill(
            Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(RGBA(red: 1, green: 0, blue: 0)), eoFill: false)
        let renderer = CairoRenderer()
        let pixels = try #require(
            renderer.premultipliedPixels(
                for: DisplayList(items: [item]), size: CGSize(width: 10, height: 7.5), scale: 2))
        #expect(pixels.width == 20 && pixels.height == 15)
        #expect(pixels.stride >= pixels.width * 4)
        #expect(pixels.bytes.count == pixels.stride * pixels.height)
        #expect(pixel(pixels, 2, 2) == [0, 0, 255, 255])
        #expect(pixel(pixels, 15, 12) == [0, 0, 0, 0])
    }

    @Test("An empty or unbounded size gives no pixels", arguments: [CGSize.zero, CGSize(width: 40_000, height: 1)])
    func noPicture(size: CGSize) {
        #expect(CairoRenderer().premultipliedPixels(for: DisplayList(), size: size, scale: 1) == nil)
    }
}
