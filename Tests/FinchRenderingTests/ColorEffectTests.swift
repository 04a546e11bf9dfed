import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("Colour effects (grayscale, hueRotation, brightness…) recolour a view's rendered pixels")
struct ColorEffectTests {
    private let canvas = CGSize(width: 40, height: 40)
    private static let pureRed = Color(red: 1, green: 0, blue: 0)

    /// The centre pixel of `view` rendered alone at 40 × 40 over white.
    private func centre<V: View>(_ view: V) throws -> PixelImage.Pixel {
        let image = try #require(ViewPixels.image(of: view, size: canvas))
        return image[20, 20]
    }

    /// The 0…255 components of the filter applied to `color`, as the renderer should produce them.
    private func expected(_ filter: ColorFilter, _ color: RGBA) -> (Int, Int, Int) {
        let result = filter.apply(color)
        return (
            Int((result.red * 255).rounded()), Int((result.green * 255).rounded()), Int((result.blue * 255).rounded())
        )
    }

    @Test("Each modifier on an opaque pure red square gives the matrix's colour")
    func singleFilters() throws {
        let red = Self.pureRed
        // grayscale(1): Rec. 709 luma of red, 0.2126 × 255 = 54.
        #expect(ViewPixels.matches(try centre(red.grayscale(1)), (54, 54, 54)))
        // hueRotation(180°): red loses its red and gets the luma twice in green and blue (0.4252).
        #expect(ViewPixels.matches(try centre(red.hueRotation(.degrees(180))), (0, 108, 108)))
        #expect(ViewPixels.matches(try centre(red.saturation(0)), (54, 54, 54)))
        #expect(ViewPixels.matches(try centre(red.brightness(0.5)), (255, 128, 128)))
        #expect(ViewPixels.matches(try centre(red.brightness(-0.5)), (128, 0, 0)))
        #expect(ViewPixels.matches(try centre(red.contrast(0)), (128, 128, 128)))
        #expect(ViewPixels.matches(try centre(Color.white.colorInvert()), (0, 0, 0)))
        #expect(ViewPixels.matches(try centre(red.colorInvert()), (0, 255, 255)))
        #expect(
            ViewPixels.matches(try centre(Color.white.colorMultiply(Color(red: 0, green: 0.5, blue: 1))), (0, 128, 255))
        )
        // Black at the white's luminance (opaque), so black over white.
        #expect(ViewPixels.matches(try centre(Color.white.luminanceToAlpha()), (0, 0, 0)))
    }

    @Test("Amounts with no effect, and amounts that are not finite, draw the view unchanged")
    func neutralAmounts() throws {
        let red = Self.pureRed
        for view in [
            AnyView(red.grayscale(0)), AnyView(red.hueRotation(.zero)), AnyView(red.brightness(.nan)),
            AnyView(red.contrast(.infinity)), AnyView(red.saturation(1)),
        ] {
            #expect(ViewPixels.matches(try centre(view), (255, 0, 0)))
        }
        // Absurd amounts clamp instead of failing: white and grey.
        #expect(ViewPixels.matches(try centre(red.brightness(1e300)), (255, 255, 255)))
        #expect(ViewPixels.matches(try centre(red.contrast(-1e300).brightness(1e300)), (255, 255, 255)))
    }

    @Test("The filter applies to the composited subtree: brightness of red under half-blue is not per layer")
    func wholeSubtree() throws {
        let view = ZStack {
            Self.pureRed
            Color(red: 0, green: 0, blue: 1).opacity(0.5)
        }
        .brightness(0.5)
        // Composited first: (0.5, 0, 0.5) + 0.5 = (1, 0.5, 1). Per layer it would be (0.75, 0.5, 0.75).
        #expect(ViewPixels.matches(try centre(view), (255, 128, 255), tolerance: 2))
    }

    @Test("Colours are filtered un-premultiplied: half-transparent red inverted is half-transparent cyan")
    func unpremultiplied() throws {
        let view = Self.pureRed.opacity(0.5).colorInvert()
        // Cyan at 0.5 over white: (0.5, 1, 1).
        #expect(ViewPixels.matches(try centre(view), (128, 255, 255), tolerance: 2))
        // Transparent pixels stay transparent: the white around a small inverted square stays white.
        let image = try #require(
            ViewPixels.image(of: Self.pureRed.frame(width: 10, height: 10).colorInvert(), size: canvas))
        #expect(ViewPixels.matches(image[2, 2], (255, 255, 255)))
        #expect(ViewPixels.matches(image[20, 20], (0, 255, 255)))
    }

    @Test("Nested filters apply inner first, clamping between stages that can leave the range")
    func nesting() throws {
        let red = RGBA(red: 1, green: 0, blue: 0)
        let badge = ColorFilter(.grayscale(0.5)).followed(by: .hueRotation(.degrees(45)))
        #expect(
            ViewPixels.matches(
                try centre(Self.pureRed.grayscale(0.5).hueRotation(.degrees(45))), expected(badge, red)))
        let clamped = ColorFilter(.brightness(0.5)).followed(by: .contrast(2))
        let orange = RGBA(red: 0.8, green: 0.2, blue: 0)
        let shown = try centre(Color(red: 0.8, green: 0.2, blue: 0).brightness(0.5).contrast(2))
        #expect(ViewPixels.matches(shown, expected(clamped, orange), tolerance: 2))
        #expect(ViewPixels.matches(shown, (255, 230, 128), tolerance: 2))
        // A filter inside an opacity inside a filter: the opacity applies between the two.
        let layered = Self.pureRed.colorInvert().opacity(0.5).brightness(0.2)
        // Cyan at 0.5, brightened un-premultiplied: (0.2, 1, 1) at 0.5 over white: (0.6, 1, 1).
        #expect(ViewPixels.matches(try centre(layered), (153, 255, 255), tolerance: 2))
    }

    @Test("A colour effect changes neither layout nor where its siblings draw")
    func noLayoutEffect() throws {
        let view = HStack(spacing: 0) {
            Self.pureRed.frame(width: 20, height: 40).grayscale(1)
            Self.pureRed.frame(width: 20, height: 40)
        }
        let image = try #require(ViewPixels.image(of: view, size: canvas))
        #expect(ViewPixels.matches(image[10, 20], (54, 54, 54)))
        #expect(ViewPixels.matches(image[30, 20], (255, 0, 0)))
    }

    @Test("hueRotation animates its angle: half way through a linear turn to 180° it shows 90°")
    func animatedHue() throws {
        let model = HueModel()
        let window = TestWindow(size: canvas) { HueSquare(model: model) }
        func shown() throws -> PixelImage.Pixel { try #require(PixelImage(png: window.pngData()))[20, 20] }
        #expect(ViewPixels.matches(try shown(), (255, 0, 0)))
        withAnimation(.linear(duration: 1)) { model.degrees = 180 }
        window.advance(by: 0)
        window.advance(by: 0.5)
        let red = RGBA(red: 1, green: 0, blue: 0)
        #expect(ViewPixels.matches(try shown(), expected(ColorFilter(.hueRotation(.degrees(90))), red)))
        window.advance(by: 0.6)
        #expect(ViewPixels.matches(try shown(), (0, 108, 108)))
    }

    @Test("colorMultiply's colour animates in linear light: black to white is 0.5 linear (188) half way")
    func animatedMultiply() throws {
        let model = HueModel()
        let window = TestWindow(size: canvas) { MultipliedSquare(model: model) }
        func shown() throws -> PixelImage.Pixel { try #require(PixelImage(png: window.pngData()))[20, 20] }
        #expect(ViewPixels.matches(try shown(), (0, 0, 0)))
        withAnimation(.linear(duration: 1)) { model.degrees = 1 }
        window.advance(by: 0)
        window.advance(by: 0.5)
        // sRGB's encoding of linear 0.5 is 0.7354, not the 0.5 (128) of interpolating encoded values.
        #expect(ViewPixels.matches(try shown(), (188, 188, 188), tolerance: 2))
        window.advance(by: 0.6)
        #expect(ViewPixels.matches(try shown(), (255, 255, 255)))
    }

    @Test("grayscale animates its amount; a changed amount damages the view's rectangle, an unchanged one nothing")
    func animatedGrayscale() throws {
        let model = HueModel()
        let window = TestWindow(size: canvas) { GreySquare(model: model).frame(width: 20, height: 20) }
        let start = window.displayList
        #expect(window.displayList.damage(since: start, in: canvas).isEmpty)
        withAnimation(.linear(duration: 1)) { model.degrees = 1 }
        window.advance(by: 0)
        window.advance(by: 0.25)
        let red = RGBA(red: 1, green: 0, blue: 0)
        let image = try #require(PixelImage(png: window.pngData()))
        #expect(ViewPixels.matches(image[20, 20], expected(ColorFilter(.grayscale(0.25)), red)))
        let damage = window.displayList.damage(since: start, in: canvas)
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { CGRect(x: 8, y: 8, width: 24, height: 24).contains($0) })
    }
}

@MainActor private final class HueModel: ObservableObject {
    @Published var degrees = 0.0
}

private struct HueSquare: View {
    @ObservedObject var model: HueModel

    var body: some View {
        Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(model.degrees))
    }
}

/// Grey by the model's value (0…1).
private struct GreySquare: View {
    @ObservedObject var model: HueModel

    var body: some View {
        Color(red: 1, green: 0, blue: 0).grayscale(model.degrees)
    }
}

/// White multiplied by black (model 0) or white (model 1).
private struct MultipliedSquare: View {
    @ObservedObject var model: HueModel

    var body: some View {
        Color.white.colorMultiply(model.degrees > 0.5 ? Color.white : Color.black)
    }
}
