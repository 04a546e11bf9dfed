import FinchCairo
import FinchCore
import Foundation
import Testing

@Suite @MainActor struct CairoRendererShapeTests {
    let canvas = CGSize(width: 100, height: 100)
    let white = PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let red = PixelImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

    func square(_ paint: Paint, in rect: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> DisplayItem {
        .fill(Path(rect), paint, eoFill: false)
    }

    @Test("A red rectangle fills exactly its rectangle")
    func fillsRectangle() throws {
        let image = try #require(
            TestRender.image(
                [square(.color(TestRender.red), in: CGRect(x: 20, y: 20, width: 40, height: 30))], size: canvas))
        #expect(image[30, 30] == red)
        #expect(image[70, 30] == white)
        #expect(image[30, 60] == white)
    }

    @Test("A stroke paints the outline and leaves the inside empty")
    func strokesOutline() throws {
        let path = Path(CGRect(x: 20, y: 20, width: 60, height: 60))
        let item = DisplayItem.stroke(path, .color(.black), StrokeStyle(lineWidth: 4, dash: [0, 0]))
        let image = try #require(TestRender.image([item], size: canvas))
        #expect(image[20, 50].red < 30)
        #expect(image[80, 50].red < 30)
        #expect(image[50, 50] == white)
    }

    @Test("A linear gradient starts and ends with its stop colours")
    func linearGradientEnds() throws {
        let stops = [
            GradientStop(color: TestRender.red, location: 0), GradientStop(color: TestRender.blue, location: 1),
        ]
        let paint = Paint.linearGradient(stops: stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        let image = try #require(TestRender.image([square(paint)], size: canvas, saveAs: "linear-gradient"))
        #expect(image[1, 50].red > 245 && image[1, 50].blue < 10)
        #expect(image[98, 50].blue > 245 && image[98, 50].red < 10)
        #expect(abs(image[50, 50].red - image[50, 50].blue) < 10)
    }

    @Test("An angular gradient sweeps clockwise from 3 o'clock through the quadrants")
    func angularGradientQuadrants() throws {
        let colors = [
            TestRender.red, RGBA(red: 0, green: 1, blue: 0), TestRender.blue, RGBA(red: 1, green: 1, blue: 0),
        ]
        let stops = colors.enumerated().flatMap { index, color in
            [
                GradientStop(color: color, location: Double(index) / 4),
                GradientStop(color: color, location: Double(index + 1) / 4),
            ]
        }
        let paint = Paint.angularGradient(
            stops: stops, center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(360))
        let image = try #require(TestRender.image([square(paint)], size: canvas, saveAs: "angular-gradient"))
        #expect(image[75, 75] == red)
        #expect(image[25, 75] == PixelImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image[25, 25] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image[75, 25] == PixelImage.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
    }

    @Test("A smooth angular gradient changes gradually around the circle, without seams")
    func angularGradientIsSmooth() throws {
        let stops = [
            GradientStop(color: TestRender.red, location: 0), GradientStop(color: TestRender.blue, location: 0.5),
            GradientStop(color: TestRender.red, location: 1),
        ]
        let paint = Paint.angularGradient(
            stops: stops, center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(360))
        let image = try #require(TestRender.image([square(paint)], size: canvas, saveAs: "angular-smooth"))
        let ring = (0..<360).map { degree in
            let angle = Double(degree) * .pi / 180
            return image[50 + Int((40 * cos(angle)).rounded()), 50 + Int((40 * sin(angle)).rounded())]
        }
        let steps = zip(ring, ring.dropFirst()).map { abs($0.red - $1.red) + abs($0.blue - $1.blue) }
        #expect((steps.max() ?? 255) < 12)
        #expect(ring[180].blue > 240)
    }

    @Test("A group's clip hides what lies outside it")
    func clipHidesOutside() throws {
        let group = DisplayGroup(
            clip: Path(CGRect(x: 0, y: 0, width: 50, height: 100)), bounds: CGRect(origin: .zero, size: canvas),
            children: [square(.color(TestRender.red))])
        let image = try #require(TestRender.image([.group(group)], size: canvas))
        #expect(image[25, 50] == red)
        #expect(image[75, 50] == white)
    }

    @Test("A group's transform moves its children")
    func transformMoves() throws {
        let group = DisplayGroup(
            transform: .translation(x: 50, y: 0), bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
            children: [square(.color(TestRender.red), in: CGRect(x: 0, y: 0, width: 20, height: 20))])
        let image = try #require(TestRender.image([.group(group)], size: canvas))
        #expect(image[60, 10] == red)
        #expect(image[10, 10] == white)
    }

    @Test("Opacity 0.5 halves the alpha of a group's pixels")
    func halfOpacity() throws {
        let group = DisplayGroup(
            opacity: 0.5, bounds: CGRect(origin: .zero, size: canvas), children: [square(.color(TestRender.red))])
        let image = try #require(TestRender.image([.group(group)], size: canvas, background: nil))
        #expect(abs(image[50, 50].alpha - 128) <= 1)
        #expect(image[50, 50].red == 255)
    }

    @Test("A shadow darkens pixels just outside the shape, and only near it")
    func shadowDarkensOutside() throws {
        let shape = CGRect(x: 30, y: 30, width: 40, height: 40)
        let group = DisplayGroup(
            shadow: Shadow(color: .black.multiplyingOpacity(by: 0.6), radius: 8, offset: CGSize(width: 4, height: 4)),
            bounds: shape, children: [square(.color(TestRender.red), in: shape)])
        let image = try #require(TestRender.image([.group(group)], size: canvas, saveAs: "shadow"))
        #expect(image[50, 50] == red)
        #expect(image[73, 60].red < 230)
        #expect(image[60, 73].red < 230)
        #expect(image[5, 5] == white)
        #expect(image[95, 95].red > 250)
    }

    @Test("Scale 2 doubles the pixel size and the painted shapes")
    func scaleTwo() throws {
        let item = square(.color(TestRender.red), in: CGRect(x: 10, y: 10, width: 10, height: 5))
        let image = try #require(TestRender.image([item], size: CGSize(width: 30, height: 20), scale: 2))
        #expect(image.width == 60 && image.height == 40)
        #expect(image[25, 25] == red)
        #expect(image[15, 15] == white)
        #expect(image[25, 32] == white)
    }

    @Test("Invalid sizes give no PNG instead of crashing", arguments: [CGFloat(0), -5, .nan, .infinity])
    func invalidSizes(_ side: CGFloat) {
        let renderer = CairoRenderer()
        #expect(renderer.pngData(for: DisplayList(), size: CGSize(width: side, height: 10), scale: 1) == nil)
        #expect(renderer.pngData(for: DisplayList(), size: CGSize(width: 10, height: 10), scale: side) == nil)
    }

    @Test("Degenerate transforms and NaN geometry draw nothing and leave later items intact")
    func degenerateInputs() throws {
        let collapsed = DisplayGroup(
            transform: .scale(x: 0, y: 1), bounds: CGRect(origin: .zero, size: canvas),
            children: [square(.color(.black))])
        let items: [DisplayItem] = [
            .group(collapsed),
            square(.color(.black), in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
            square(.color(TestRender.red), in: CGRect(x: 0, y: 0, width: 10, height: 10)),
        ]
        let image = try #require(TestRender.image(items, size: canvas))
        #expect(image[5, 5] == red)
        #expect(image[50, 50] == white)
    }
}
