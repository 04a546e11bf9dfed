import Finch
import FinchTesting
import Foundation
import Testing

/// SwiftUI's static gradient members (`.fill(.linearGradient(colors:…))`, iOS 15) and their `AnyGradient`
/// forms (iOS 16), which learners' apps use for backgrounds and buttons.
@MainActor @Suite("Gradients as static ShapeStyle members: .linearGradient, .radialGradient, .angularGradient")
struct GradientStaticMemberTests {
    private func pixel(_ window: TestWindow, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: x, y: y))
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test(".linearGradient(colors:startPoint:endPoint:) runs from the start point's colour to the end point's")
    func linear() throws {
        let window = TestWindow(size: CGSize(width: 100, height: 20)) {
            Rectangle().fill(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        }
        #expect(try pixel(window, 1, 10)[0] < 10)
        #expect(try pixel(window, 98, 10)[0] > 245)
        let middle = try pixel(window, 50, 10)[0]
        #expect(middle > 100 && middle < 160)
        let stops = TestWindow(size: CGSize(width: 100, height: 20)) {
            Rectangle().fill(
                .linearGradient(
                    stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)],
                    startPoint: .leading, endPoint: .trailing))
        }
        #expect(try pixel(stops, 25, 10) == [255, 59, 48])
        #expect(try pixel(stops, 75, 10) == [0, 122, 255])
    }

    @Test(".radialGradient and .angularGradient draw about their centre; .conicGradient makes one full turn")
    func radialAndAngular() throws {
        let radial = TestWindow(size: CGSize(width: 100, height: 100)) {
            Circle().foregroundStyle(
                .radialGradient(
                    Gradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)]),
                    center: .center, startRadius: 0, endRadius: 40))
        }
        #expect(try pixel(radial, 50, 50) == [255, 59, 48])
        #expect(try pixel(radial, 50, 5) == [0, 122, 255])
        // Angle 0 is the trailing side; the sweep is clockwise: the bottom is a quarter of the way round.
        let angular = TestWindow(size: CGSize(width: 100, height: 100)) {
            Rectangle().fill(
                .angularGradient(colors: [.black, .white], center: .center, startAngle: .zero, endAngle: .degrees(360)))
        }
        let bottom = try pixel(angular, 50, 95)[0]
        let top = try pixel(angular, 50, 5)[0]
        #expect(bottom > 40 && bottom < 90)
        #expect(top > 165 && top < 215)
        let conic = TestWindow(size: CGSize(width: 100, height: 100)) {
            Rectangle().fill(.conicGradient(colors: [.black, .white], center: .center))
        }
        #expect(try pixel(conic, 50, 95) == pixel(angular, 50, 95))
    }

    @Test("An AnyGradient drawn along a line: Color.gradient's light top now at the leading edge")
    func anyGradientDirected() throws {
        let window = TestWindow(size: CGSize(width: 100, height: 20)) {
            Rectangle().fill(.linearGradient(Color.blue.gradient, startPoint: .leading, endPoint: .trailing))
        }
        let leading = try pixel(window, 1, 10)
        let trailing = try pixel(window, 98, 10)
        #expect(trailing[0] < 5 && trailing[1] < 127 && trailing[2] == 255)
        #expect(leading[0] > 40 && leading[1] > trailing[1])
        let radial = TestWindow(size: CGSize(width: 100, height: 100)) {
            Rectangle().fill(.radialGradient(Color.red.gradient, endRadius: 50))
        }
        #expect(try pixel(radial, 99, 99) == [255, 59, 48])
        #expect(try pixel(radial, 50, 50)[1] > 59)
    }
}

/// `Color(_:red:green:blue:opacity:)` in each of SwiftUI's colour spaces, drawn in sRGB.
@MainActor @Suite("Colours in linear sRGB and Display P3 are converted to sRGB")
struct ColorSpaceTests {
    private func drawn(_ color: Color) throws -> [UInt8] {
        let window = TestWindow(size: CGSize(width: 4, height: 4)) { color }
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: 2, y: 2))
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test("Linear 0.5 is sRGB's 0.735 (188); Display P3's pure red is beyond sRGB, shown as its red; greys unchanged")
    func conversions() throws {
        /// Within one step of 8 bits (where the value rounds is the painter's business).
        func near(_ drawn: [UInt8], _ expected: [Int]) -> Bool {
            zip(drawn, expected).allSatisfy { abs(Int($0) - $1) <= 1 }
        }
        #expect(try drawn(Color(.sRGBLinear, white: 0.5)) == [188, 188, 188])
        let linearOrange = try drawn(Color(.sRGBLinear, red: 1, green: 0.3, blue: 0))
        #expect(near(linearOrange, [255, 149, 0]), "\(linearOrange)")
        let grey = try drawn(Color(.displayP3, white: 0.6))
        #expect(near(grey, [153, 153, 153]), "\(grey)")
        #expect(try drawn(Color(.displayP3, red: 1, green: 0, blue: 0)) == [255, 0, 0])
        // A P3 orange inside sRGB's gamut: (1, 0.5, 0) in P3 is about (1, 0.46, 0) in sRGB (green lower).
        let orange = try drawn(Color(.displayP3, red: 1, green: 0.5, blue: 0))
        #expect(orange[0] == 255 && orange[1] < 125 && orange[1] > 105 && orange[2] == 0)
        #expect(try drawn(Color(UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1))) == orange)
    }
}
