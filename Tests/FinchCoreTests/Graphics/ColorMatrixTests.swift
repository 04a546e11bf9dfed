import FinchCore
import Foundation
import Testing

@Suite("Colour matrices follow SVG's feColorMatrix and SwiftUI's colour modifiers")
struct ColorMatrixTests {
    private let red = RGBA(red: 1, green: 0, blue: 0)

    private func isClose(_ color: RGBA, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
        abs(color.red - r) < 1e-4 && abs(color.green - g) < 1e-4 && abs(color.blue - b) < 1e-4
            && abs(color.opacity - a) < 1e-4
    }

    @Test("grayscale(1) of pure red is Rec. 709 luma grey 0.2126; grayscale(0) and saturation(1) change nothing")
    func grayscale() {
        #expect(isClose(ColorMatrix.grayscale(1).apply(red), 0.2126, 0.2126, 0.2126))
        #expect(isClose(ColorMatrix.grayscale(1).apply(RGBA(red: 0, green: 1, blue: 0)), 0.7152, 0.7152, 0.7152))
        // Half way: red keeps 0.2126 + 0.7874 / 2 of itself; the others get half the luma.
        #expect(isClose(ColorMatrix.grayscale(0.5).apply(red), 0.6063, 0.1063, 0.1063))
        #expect(isClose(ColorMatrix.grayscale(0).apply(red), 1, 0, 0))
        #expect(ColorMatrix.saturation(1) == ColorMatrix.grayscale(0))
        // Oversaturating clamps: red at 2 would be 1.7874 red and −0.2126 green and blue.
        #expect(isClose(ColorMatrix.saturation(2).apply(red), 1, 0, 0))
        // White stays white at any amount (the rows sum to 1).
        #expect(isClose(ColorMatrix.grayscale(0.3).apply(.white), 1, 1, 1))
    }

    @Test("hueRotation(180°) of red is cyan-ish (0, 0.4252, 0.4252); 90° makes it a dark green; 360° is identity")
    func hueRotation() {
        #expect(isClose(ColorMatrix.hueRotation(.degrees(180)).apply(red), 0, 0.4252, 0.4252))
        // cos 90° = 0, sin 90° = 1: green gets luma + 0.143, blue goes negative and clamps.
        #expect(isClose(ColorMatrix.hueRotation(.degrees(90)).apply(red), 0, 0.3556, 0))
        let full = ColorMatrix.hueRotation(.degrees(360)).apply(RGBA(red: 0.3, green: 0.6, blue: 0.9))
        #expect(isClose(full, 0.3, 0.6, 0.9))
        // Greys have no hue to turn.
        #expect(
            isClose(ColorMatrix.hueRotation(.degrees(73)).apply(RGBA(red: 0.5, green: 0.5, blue: 0.5)), 0.5, 0.5, 0.5))
    }

    @Test("brightness adds to red, green, blue and clamps; contrast scales about 0.5")
    func brightnessAndContrast() {
        let color = RGBA(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.4)
        #expect(isClose(ColorMatrix.brightness(0.3).apply(color), 0.5, 0.8, 1, 0.4))
        #expect(isClose(ColorMatrix.brightness(-1).apply(color), 0, 0, 0, 0.4))
        #expect(isClose(ColorMatrix.brightness(1).apply(color), 1, 1, 1, 0.4))
        #expect(isClose(ColorMatrix.contrast(0).apply(color), 0.5, 0.5, 0.5, 0.4))
        #expect(isClose(ColorMatrix.contrast(2).apply(color), 0, 0.5, 1, 0.4))
        #expect(isClose(ColorMatrix.contrast(0.5).apply(color), 0.35, 0.5, 0.7, 0.4))
        // Negative contrast inverts about grey too.
        #expect(isClose(ColorMatrix.contrast(-1).apply(color), 0.8, 0.5, 0.1, 0.4))
    }

    @Test("colorInvert is 1 − c; colorMultiply multiplies every component; luminanceToAlpha makes black of luma")
    func invertMultiplyLuminance() {
        let color = RGBA(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.4)
        #expect(isClose(ColorMatrix.colorInvert.apply(color), 0.8, 0.5, 0.1, 0.4))
        let tint = RGBA(red: 0.5, green: 1, blue: 0, opacity: 0.5)
        #expect(isClose(ColorMatrix.colorMultiply(tint).apply(color), 0.1, 0.5, 0, 0.2))
        #expect(isClose(ColorMatrix.luminanceToAlpha.apply(.white), 0, 0, 0, 1))
        #expect(isClose(ColorMatrix.luminanceToAlpha.apply(red), 0, 0, 0, 0.2125))
    }

    @Test("followed(by:) is one matrix doing both, in order")
    func composition() {
        let color = RGBA(red: 0.9, green: 0.3, blue: 0.1)
        let first = ColorMatrix.grayscale(0.5)
        let second = ColorMatrix.hueRotation(.degrees(45))
        #expect(
            isClose(
                first.followed(by: second).apply(color), second.apply(first.apply(color)).red,
                second.apply(first.apply(color)).green, second.apply(first.apply(color)).blue))
        #expect(ColorMatrix.identity.followed(by: second) == second)
        // Order matters: invert then brighten is not brighten then invert.
        let dark = RGBA(red: 0.1, green: 0.1, blue: 0.1)
        #expect(isClose(ColorMatrix.colorInvert.followed(by: .brightness(0.2)).apply(dark), 1, 1, 1))
        #expect(isClose(ColorMatrix.brightness(0.2).followed(by: .colorInvert).apply(dark), 0.7, 0.7, 0.7))
    }

    @Test("A filter clamps between stages and merges only where the clamp cannot matter")
    func filterStages() {
        // grayscale keeps colours in range, so hueRotation merges into it: one stage.
        let badge = ColorFilter(.grayscale(0.5)).followed(by: .hueRotation(.degrees(45)))
        #expect(badge.stages.count == 1)
        // brightness can leave the range: contrast after it is a second stage, and the clamp shows.
        let bright = ColorFilter(.brightness(0.5)).followed(by: .contrast(2))
        #expect(bright.stages.count == 2)
        let color = RGBA(red: 0.8, green: 0.2, blue: 0)
        // 0.8 + 0.5 clamps to 1, then (1 − 0.5) × 2 + 0.5 = 1.5 clamps to 1; 0.2 → 0.7 → 0.9; 0 → 0.5 → 0.5.
        #expect(isClose(bright.apply(color), 1, 0.9, 0.5))
        #expect(ColorFilter(.identity).isIdentity && !badge.isIdentity)
        #expect(ColorMatrix.grayscale(0.5).staysInUnitRange && !ColorMatrix.brightness(0.1).staysInUnitRange)
    }
}
