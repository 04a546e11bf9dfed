import Foundation
import Testing

@testable import FinchCairo

/// Shrinking pictures by averaging areas: what a scaled copy of a thumbnail is made with.
@Suite("Area downscaling averages what each pixel covers")
struct AreaDownscaleTests {
    private func shrink(_ pixels: [UInt32], width: Int, height: Int, to outWidth: Int, _ outHeight: Int) -> [UInt32] {
        var source = pixels
        var result = [UInt32](repeating: 0xDEAD_BEEF, count: outWidth * outHeight)
        source.withUnsafeMutableBytes { input in
            result.withUnsafeMutableBytes { output in
                guard let from = input.baseAddress, let to = output.baseAddress else { return }
                AreaDownscale.scale(
                    from, width: width, height: height, stride: width * 4,
                    into: to, width: outWidth, height: outHeight, stride: outWidth * 4)
            }
        }
        return result
    }

    @Test("A black and white checkerboard halved is an even grey; a plain colour stays that colour")
    func checkerboardAndPlain() {
        let checker = (0..<16).map { index -> UInt32 in (index / 4 + index % 4) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
        let grey = shrink(checker, width: 4, height: 4, to: 2, 2)
        for pixel in grey {
            #expect(pixel >> 24 == 255)
            for shift in [0, 8, 16] { #expect((127...128).contains((pixel >> UInt32(shift)) & 0xFF)) }
        }
        let plain = [UInt32](repeating: 0x8040_2010, count: 7 * 5)
        #expect(shrink(plain, width: 7, height: 5, to: 3, 2).allSatisfy { $0 == 0x8040_2010 })
    }

    @Test("Three pixels into two weigh the middle one half to each side")
    func fractionalFootprints() {
        // Alpha 0, 255, 0 (premultiplied white): each output pixel covers 1.5 source pixels, a third of
        // them the opaque middle one.
        let row: [UInt32] = [0, 0xFFFF_FFFF, 0]
        let shrunk = shrink(row, width: 3, height: 1, to: 2, 1)
        for pixel in shrunk { #expect((84...86).contains(pixel >> 24)) }
        #expect(shrunk[0] == shrunk[1])
    }

    @Test("Transparent stays transparent, and a destination larger than the source is left alone")
    func edges() {
        #expect(shrink([UInt32](repeating: 0, count: 9), width: 3, height: 3, to: 1, 1) == [0])
        #expect(shrink([0xFFFF_FFFF], width: 1, height: 1, to: 2, 1) == [0xDEAD_BEEF, 0xDEAD_BEEF])
    }
}
