import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// A sheet shown from the start, styled by its content or not.
private struct StyledSheet: View {
    let styled: Bool

    var body: some View {
        Color.white.sheet(isPresented: .constant(true)) {
            if styled {
                Text("Sheet").presentationBackground(Color.yellow).presentationCornerRadius(30)
            } else {
                Text("Sheet")
            }
        }
    }
}

@MainActor
@Suite("presentationBackground and presentationCornerRadius style the sheet's card")
struct PresentationBackgroundTests {
    private func render(styled: Bool) throws -> PixelImage {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { StyledSheet(styled: styled) }
        window.advance(by: 0)
        window.advance(by: 1)
        return try #require(PixelImage(png: window.pngData()))
    }

    /// The pixel at `point` (in points) of `image`, whatever its scale.
    private func pixel(_ image: PixelImage, _ point: CGPoint) -> PixelImage.Pixel {
        let scale = CGFloat(image.width) / 390
        return image[Int(point.x * scale), Int(point.y * scale)]
    }

    @Test("The card is filled with the style, not the system background")
    func background() throws {
        let plain = try render(styled: false)
        let styled = try render(styled: true)
        // Inside the card (it starts 24 pt down), away from the text.
        let inside = CGPoint(x: 40, y: 200)
        #expect(pixel(plain, inside) == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let yellow = pixel(styled, inside)
        #expect(yellow.red > 240 && yellow.green > 190 && yellow.blue < 40)
    }

    @Test("The corner radius cuts a larger corner out of the card")
    func cornerRadius() throws {
        // 4 pt in from the card's top-left corner: inside a 10-pt corner, outside a 30-pt one.
        let nearCorner = CGPoint(x: 4, y: 28)
        let plain = pixel(try render(styled: false), nearCorner)
        let styled = pixel(try render(styled: true), nearCorner)
        #expect(plain == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // The window dimmed by the sheet's shade shows there instead of the card.
        #expect(styled.red < 200 && styled.red == styled.blue)
    }
}
