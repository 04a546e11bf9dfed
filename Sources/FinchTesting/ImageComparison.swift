import FinchCairo
import Foundation

/// Pixel comparison of two PNGs under a tolerance.
enum ImageComparison {
    /// nil when the images match within `tolerance`, otherwise why they do not.
    static func compare(_ actualPNG: Data, _ expectedPNG: Data, tolerance: SnapshotTolerance) -> String? {
        guard let actual = PixelImage(png: actualPNG) else { return "the rendering is not a readable PNG" }
        guard let expected = PixelImage(png: expectedPNG) else { return "the golden is not a readable PNG" }
        guard actual.width == expected.width, actual.height == expected.height else {
            return
                "size \(actual.width)×\(actual.height) differs from the golden's \(expected.width)×\(expected.height)"
        }
        var differing = 0
        var worst = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual[x, y]
                let e = expected[x, y]
                let delta = max(
                    abs(a.red - e.red), abs(a.green - e.green), abs(a.blue - e.blue), abs(a.alpha - e.alpha))
                worst = max(worst, delta)
                if delta > tolerance.channelDifference { differing += 1 }
            }
        }
        let total = max(actual.width * actual.height, 1)
        let fraction = Double(differing) / Double(total)
        guard fraction > tolerance.differingPixelFraction else { return nil }
        let percent = String(format: "%.3f", fraction * 100)
        return "\(differing) of \(total) pixels (\(percent) %) differ, by up to \(worst)"
    }
}
