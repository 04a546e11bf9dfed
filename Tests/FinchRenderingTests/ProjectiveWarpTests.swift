import Foundation
import Testing

@testable import FinchCairo

@Suite("The projective warp's arithmetic")
struct ProjectiveWarpTests {
    @Test("floorToInt is ⌊x⌋, except within 1/1000 below an integer, where it may round up")
    func flooring() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            let value = Double.random(in: -256...200_000, using: &generator)
            let result = ProjectiveWarp.floorToInt(value)
            let floor = Int(value.rounded(.down))
            if value - Double(floor) < 0.998 {
                #expect(result == floor, "\(value)")
            } else {
                #expect(result == floor || result == floor + 1, "\(value)")
            }
        }
        for integer in [-255, -1, 0, 1, 255, 256, 4096, 100_000] {
            #expect(ProjectiveWarp.floorToInt(Double(integer)) == integer)
        }
    }

    @Test("The four-pixel filter gives exactly what mixing rows, then columns, two channels at a time gives")
    func bilinearMatchesMix() {
        var generator = SystemRandomNumberGenerator()
        var pixels = [UInt32](repeating: 0, count: 4)
        for trial in 0..<20_000 {
            for index in pixels.indices { pixels[index] = UInt32.random(in: .min ... .max, using: &generator) }
            // The extremes too: opaque white against transparent, at the weights' ends.
            if trial < 4 { pixels = trial.isMultiple(of: 2) ? [.max, 0, 0, .max] : [0, .max, .max, 0] }
            let fx = UInt32.random(in: 0...255, using: &generator)
            let fy = UInt32(trial < 4 ? 255 * (trial / 2) : Int.random(in: 0...255, using: &generator))
            let expected = ProjectiveWarp.mix(
                ProjectiveWarp.mix(pixels[0], pixels[1], fx), ProjectiveWarp.mix(pixels[2], pixels[3], fx), fy)
            let actual = pixels.withUnsafeBufferPointer { buffer in
                ProjectiveWarp.bilinear(buffer.baseAddress!, stride: 2, fx: fx, fy: fy)
            }
            #expect(actual == expected, "\(pixels) \(fx) \(fy)")
        }
    }
}
