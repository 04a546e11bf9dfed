import Finch
import FinchCairo
import Foundation
import Testing

/// The headless window frame: GTK 4's default header bar under its Default theme, above the content.
/// The colours and sizes are GTK 4.8.3's `Default-light.css`; the title's and the cross's places are
/// where GTK 4.8.3 draws them in a `default-decoration` `GtkHeaderBar` over a 400pt-wide window under
/// Xvfb, read off its screenshot.
@MainActor @Suite("The headless window frame: GTK's header bar with the title")
struct WindowFrameTests {
    static let blue = PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    static func blueContent(_ size: CGSize) -> DisplayList {
        let box = Path(CGRect(origin: .zero, size: size))
        return DisplayList(items: [.fill(box, .color(RGBA(red: 0, green: 0, blue: 1)), eoFill: false)])
    }

    static func framed(_ title: String, width: CGFloat, scale: CGFloat = 1) throws -> PixelImage {
        let size = CGSize(width: width, height: 60)
        let png = try #require(
            WindowFrame(title: title).pngData(
                content: blueContent(size), contentSize: size, scale: scale, renderer: CairoBackend.shared.renderer))
        return try #require(PixelImage(png: png))
    }

    /// The bounding box of the title's and the cross's dark ink in the bar (the gradient is light).
    static func darkInk(in image: PixelImage, xs: Range<Int>) -> CGRect? {
        var box: CGRect?
        for y in 0..<36 {
            for x in xs where image[x, y].green < 150 {
                let pixel = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(pixel) ?? pixel
            }
        }
        return box
    }

    static func close(_ pixel: PixelImage.Pixel, _ hex: Int) -> Bool {
        abs(pixel.red - (hex >> 16)) <= 2 && abs(pixel.green - (hex >> 8 & 0xFF)) <= 2
            && abs(pixel.blue - (hex & 0xFF)) <= 2
    }

    @Test("The bar is 36pt of GTK's gradient over a 1pt border; the content keeps its size below it")
    func barAndContent() throws {
        let image = try Self.framed("", width: 120)
        #expect(image.width == 120 && image.height == 60 + 37)
        #expect(WindowFrame.size(around: CGSize(width: 120, height: 60)) == CGSize(width: 120, height: 97))
        #expect(Self.close(image[5, 0], 0xE1DEDB))
        #expect(Self.close(image[5, 35], 0xDAD6D2))
        #expect(Self.close(image[5, 36], 0xBFB8B1))
        #expect(image[60, 37] == Self.blue)
        #expect(image[119, 96] == Self.blue)
        // An empty title draws nothing but the cross.
        #expect(Self.darkInk(in: image, xs: 0..<80) == nil)
    }

    @Test("The title is centred in bold, and the close button's cross sits where GTK 4.8 draws it")
    func titleAndCross() throws {
        let image = try Self.framed("Untitled — EmojiArt", width: 400)
        let title = try #require(Self.darkInk(in: image, xs: 40..<360))
        #expect(abs(title.midX - 200) <= 2)
        #expect(abs(title.width - 148) <= 6)
        #expect(abs(title.minY - 12) <= 1 && abs(title.maxY - 25) <= 1)
        let cross = try #require(Self.darkInk(in: image, xs: 360..<400))
        #expect(cross == CGRect(x: 378, y: 14, width: 8, height: 8))
    }

    @Test("A title too long for the bar is ellipsized before it reaches the close button")
    func longTitle() throws {
        let image = try Self.framed(String(repeating: "A very long document name ", count: 4), width: 200)
        let title = try #require(Self.darkInk(in: image, xs: 0..<170))
        #expect(title.minX >= 39 + 12 - 1 && title.maxX <= 200 - 39 - 12 + 1)
        #expect(try #require(Self.darkInk(in: image, xs: 170..<200)) == CGRect(x: 178, y: 14, width: 8, height: 8))
    }

    @Test("At 2× the frame is drawn at twice the pixels")
    func scaled() throws {
        let image = try Self.framed("Title", width: 100, scale: 2)
        #expect(image.width == 200 && image.height == 194)
        #expect(Self.close(image[10, 73], 0xBFB8B1))
        #expect(image[100, 74] == Self.blue)
    }
}
