import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite(
    "mask, blendMode, compositingGroup, drawingGroup, EllipticalGradient and ContainerRelativeShape draw as in SwiftUI")
struct DrawingEffectTests {
    private let canvas = CGSize(width: 100, height: 60)
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)
    private static let yellow = Color(red: 1, green: 1, blue: 0)

    private func image<V: View>(_ view: V) throws -> PixelImage {
        try #require(ViewPixels.image(of: view, size: canvas))
    }

    @Test("A circle mask shows the view inside the circle only; the layout is the view's")
    func circleMask() throws {
        let view = Self.red.frame(width: 100, height: 60).mask { Circle() }
        let pixels = try image(view)
        #expect(ViewPixels.matches(pixels[50, 30], (255, 0, 0)))
        // The circle is 60 pt across, centred: the corners and the sides stay white.
        #expect(ViewPixels.matches(pixels[2, 2], (255, 255, 255)))
        #expect(ViewPixels.matches(pixels[10, 30], (255, 255, 255)))
        assertSnapshot(of: view, size: canvas, named: "circle")
    }

    @Test("A mask is aligned by its alignment; the iOS 13 form centres it")
    func alignedMask() throws {
        let leading = try image(
            Self.red.frame(width: 100, height: 60).mask(alignment: .leading) { Color.black.frame(width: 20) })
        #expect(ViewPixels.matches(leading[10, 30], (255, 0, 0)))
        #expect(ViewPixels.matches(leading[50, 30], (255, 255, 255)))
        let centred = try image(Self.red.frame(width: 100, height: 60).mask(Color.black.frame(width: 20)))
        #expect(ViewPixels.matches(centred[10, 30], (255, 255, 255)))
        #expect(ViewPixels.matches(centred[50, 30], (255, 0, 0)))
    }

    @Test("A mask works through its alpha: a gradient to clear fades the view out")
    func gradientMask() throws {
        let view = Self.red.frame(width: 100, height: 60).mask {
            LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
        }
        let pixels = try image(view)
        #expect(pixels[2, 30].green < 20)
        #expect(pixels[50, 30].green > 100 && pixels[50, 30].green < 160)
        #expect(pixels[98, 30].green > 240)
        assertSnapshot(of: view, size: canvas, named: "gradient")
        let dump = ViewGraph(root: view, services: CairoBackend.shared.services)
        dump.layout(in: canvas)
        #expect(dump.displayList.dump().contains("masked"))
    }

    @Test("Blend modes combine with what is behind: blue over red")
    func blendModes() throws {
        func blended(_ mode: BlendMode) throws -> PixelImage.Pixel {
            try image(
                ZStack {
                    Self.red; Self.blue.blendMode(mode)
                })[50, 30]
        }
        #expect(ViewPixels.matches(try blended(.normal), (0, 0, 255)))
        #expect(ViewPixels.matches(try blended(.multiply), (0, 0, 0)))
        #expect(ViewPixels.matches(try blended(.screen), (255, 0, 255)))
        #expect(ViewPixels.matches(try blended(.darken), (0, 0, 0)))
        #expect(ViewPixels.matches(try blended(.lighten), (255, 0, 255)))
        #expect(ViewPixels.matches(try blended(.difference), (255, 0, 255)))
        #expect(ViewPixels.matches(try blended(.plusLighter), (255, 0, 255)))
        #expect(ViewPixels.matches(try blended(.destinationOver), (255, 0, 0)))
        #expect(ViewPixels.matches(try blended(.sourceAtop), (0, 0, 255)))
        // No Cairo operator for plusDarker: multiply stands in (see `CairoRenderer.cairoOperator`).
        #expect(ViewPixels.matches(try blended(.plusDarker), (0, 0, 0)))
        // Every mode draws something without failing.
        for mode in BlendMode.allCases { _ = try blended(mode) }
    }

    @Test("Every blend mode drawn over a gradient", arguments: [BlendMode.multiply, .overlay, .hue, .luminosity])
    func blendGolden(mode: BlendMode) {
        let view = ZStack {
            LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .leading, endPoint: .trailing)
            Circle().fill(Color.orange).frame(width: 50, height: 50).blendMode(mode)
        }
        assertSnapshot(of: view, size: canvas, named: "\(mode)")
    }

    @Test("compositingGroup keeps blend modes inside it from reaching what is behind it")
    func compositingGroupIsolates() throws {
        let open = try image(
            ZStack {
                Self.yellow; Self.blue.blendMode(.multiply)
            })
        #expect(ViewPixels.matches(open[50, 30], (0, 0, 0)))
        let grouped = try image(
            ZStack {
                Self.yellow; ZStack { Self.blue.blendMode(.multiply) }.compositingGroup()
            })
        #expect(ViewPixels.matches(grouped[50, 30], (0, 0, 255)))
        let drawn = try image(
            ZStack {
                Self.yellow; ZStack { Self.blue.blendMode(.multiply) }.drawingGroup()
            })
        #expect(ViewPixels.matches(drawn[50, 30], (0, 0, 255)))
    }

    @Test("Opacity on a compositing group fades the composite: overlapping views do not show through")
    func compositeOpacity() throws {
        let pair = ZStack {
            Self.red.frame(width: 40, height: 40).offset(x: -10)
            Self.blue.frame(width: 40, height: 40).offset(x: 10)
        }
        let pixels = try image(pair.compositingGroup().opacity(0.5))
        // The overlap (x 40…60) is blue at half strength over white, with no red in it.
        #expect(ViewPixels.matches(pixels[50, 30], (128, 128, 255), tolerance: 2))
        #expect(ViewPixels.matches(pixels[35, 30], (255, 128, 128), tolerance: 2))
        assertSnapshot(of: pair.compositingGroup().opacity(0.5), size: canvas, named: "opacity")
    }

    @Test("EllipticalGradient's ellipses fit the frame: equal fractions of width and height get one colour")
    func ellipticalGradient() throws {
        let gradient = EllipticalGradient(colors: [Self.red, Self.blue])
        let pixels = try image(gradient)
        #expect(ViewPixels.matches(pixels[50, 30], (255, 0, 0), tolerance: 8))
        // A quarter of the width from the centre, and a quarter of the height: half way (fraction 0.25 of 0.5).
        let across = pixels[75, 30]
        let down = pixels[50, 15]
        #expect(abs(across.red - down.red) <= 12 && abs(across.blue - down.blue) <= 12)
        #expect(across.red > 100 && across.blue > 100)
        // Past the ellipse the end colour extends.
        #expect(ViewPixels.matches(pixels[1, 1], (0, 0, 255), tolerance: 2))
        let styled = try image(Rectangle().fill(.ellipticalGradient(colors: [Self.red, Self.blue])))
        #expect(styled[75, 30] == across)
        assertSnapshot(of: gradient, size: canvas, named: "view")
        assertSnapshot(
            of: Capsule().fill(
                .ellipticalGradient(
                    stops: [.init(color: .yellow, location: 0), .init(color: .purple, location: 1)],
                    center: .topLeading, startRadiusFraction: 0.1, endRadiusFraction: 1)),
            size: canvas, named: "style")
    }

    @Test("ContainerRelativeShape outside a shaped container is the rectangle of its frame")
    func containerRelativeShape() throws {
        let rect = CGRect(x: 5, y: 6, width: 30, height: 20)
        #expect(ContainerRelativeShape().path(in: rect) == Rectangle().path(in: rect))
        let pixels = try image(Self.red.clipShape(ContainerRelativeShape()))
        #expect(ViewPixels.matches(pixels[0, 0], (255, 0, 0)))
        let inset = try image(ContainerRelativeShape().inset(by: 10).fill(Self.red))
        #expect(ViewPixels.matches(pixels[99, 59], (255, 0, 0)))
        #expect(ViewPixels.matches(inset[5, 5], (255, 255, 255)))
        #expect(ViewPixels.matches(inset[11, 11], (255, 0, 0)))
    }
}
