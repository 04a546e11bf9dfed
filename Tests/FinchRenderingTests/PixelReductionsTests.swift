import Finch
import FinchCairo
import Foundation
import Testing

@testable import FinchCore

/// A large picture loaded through an item provider carries halvings made on the loading queue, so that
/// drawing it small shrinks a reduction, not every pixel, while a frame waits.
@Suite("Pixel reductions made ahead for large pictures")
struct PixelReductionsTests {
    /// An opaque `width`×`height` buffer whose left half is red and right half blue.
    private func halves(width: Int, height: Int) -> PixelBuffer? {
        PixelBuffer(width: width, height: height, stride: width * 4) { memory in
            // The first row pixel by pixel, the others copied from it (12 million stores one by one are
            // slow in the unoptimised sanitizer builds).
            for x in 0..<width {
                let word: UInt32 = x < width / 2 ? 0xFFFF_0000 : 0xFF00_00FF
                memory.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
            guard let base = memory.baseAddress else { return }
            for y in 1..<max(1, height) {
                (base + y * width * 4).copyMemory(from: base, byteCount: width * 4)
            }
        }
    }

    @Test("A 4000×3000 picture gets halvings down to under a megapixel; a small one gets none")
    func halvings() throws {
        let large = try #require(halves(width: 4000, height: 3000))
        let prepared = PixelReductions.prepared(large)
        #expect(prepared.reductions.map { "\($0.width)×\($0.height)" } == ["2000×1500", "1000×750"])
        #expect(prepared.width == 4000 && prepared.size == large.size)
        let reduced = try #require(prepared.reductions.last)
        // Each half keeps the picture: red on the left, blue on the right.
        #expect(reduced.pixel(x: 10, y: 10)?.red == 255)
        #expect(reduced.pixel(x: 990, y: 700)?.blue == 255)
        let small = try #require(halves(width: 1000, height: 800))
        #expect(PixelReductions.prepared(small).reductions.isEmpty)
    }

    @Test("Drawn small, a prepared picture shows the same pixels as the unprepared one")
    @MainActor
    func drawsAlike() throws {
        let large = try #require(halves(width: 4000, height: 3000))
        let prepared = PixelReductions.prepared(large)
        let plain = try #require(
            ViewPixels.image(of: Image(pixels: large).resizable(), size: CGSize(width: 200, height: 150)))
        let fast = try #require(
            ViewPixels.image(of: Image(pixels: prepared).resizable(), size: CGSize(width: 200, height: 150)))
        for (x, y) in [(20, 20), (180, 130), (99, 75), (101, 75)] {
            let a = plain[x, y]
            let b = fast[x, y]
            #expect(abs(a.red - b.red) <= 2 && abs(a.blue - b.blue) <= 2, "at \(x), \(y)")
        }
    }

    @Test("UIImage.preparingForDisplay gives a large picture its halvings; a prepared or small one is itself")
    func preparingForDisplay() throws {
        let large = UIImage(pixelBuffer: try #require(halves(width: 2400, height: 1800)))
        let prepared = try #require(large.preparingForDisplay())
        #expect(prepared.pixelBuffer.reductions.map(\.width) == [1200, 600])
        #expect(prepared.size == large.size && prepared.scale == large.scale)
        #expect(prepared.preparingForDisplay() === prepared)
        let small = UIImage(pixelBuffer: try #require(halves(width: 1000, height: 800)))
        #expect(small.preparingForDisplay() === small)
    }
}
