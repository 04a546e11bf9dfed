import CoreGraphics
import FinchTesting
import SwiftUI
import Testing
import UIKit

/// `CGColor` and `CGColorSpace` as iOS code uses them, with `Color(cgColor:)`, `Color.cgColor`,
/// `UIColor.cgColor` and `UIColor(cgColor:)`.
@MainActor
@Suite("CGColor, as iOS code makes and reads it")
struct CGColorTests {
    @Test("A CGColor made from components draws as them, through Color(cgColor:)")
    func drawsThroughColor() throws {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let window = TestWindow(size: CGSize(width: 40, height: 40)) {
            Rectangle().fill(Color(cgColor: orange))
        }
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: 20, y: 20))
        #expect([pixel.red, pixel.green, pixel.blue] == [255, 128, 0])
    }

    @Test("Components, alpha, spaces and copies read as Core Graphics gives them")
    func components() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(red.components == [1, 0, 0, 0.5])
        #expect(red.numberOfComponents == 4)
        #expect(red.alpha == 0.5)
        #expect(red.colorSpace?.model == .rgb)
        #expect(red.copy(alpha: 1)?.components == [1, 0, 0, 1])
        let gray = CGColor(gray: 0.25, alpha: 1)
        #expect(gray.components == [0.25, 1])
        #expect(gray.colorSpace?.model == .monochrome)
        let blue = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0, 0, 1, 1]))
        #expect(blue.components == [0, 0, 1, 1])
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        #expect(space.numberOfComponents == 3)
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5) == red)
        #expect(Set([red, CGColor(red: 1, green: 0, blue: 0, alpha: 0.5), gray]).count == 2)
    }

    @Test("A fixed Color has a CGColor, a system colour none (it changes with the appearance); UIColor's always")
    func swiftUIAndUIKit() throws {
        #expect(Color(red: 0, green: 0.5, blue: 1).cgColor?.components == [0, 0.5, 1, 1])
        #expect(Color.red.cgColor == nil)
        #expect(Color.primary.cgColor == nil)
        let systemBlue = UIColor.systemBlue.cgColor
        let bytes = try #require(systemBlue.components).map { Int(($0 * 255).rounded()) }
        #expect(bytes == [0, 122, 255, 255])
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == .gray)
    }
}
