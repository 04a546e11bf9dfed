import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("zIndex orders drawing and hit testing among siblings")
struct ZIndexTests {
    private func centrePixel(of window: TestWindow) throws -> PixelImage.Pixel {
        let image = try #require(PixelImage(png: window.pngData()))
        return try #require(image.pixels(in: CGRect(x: 50, y: 50, width: 1, height: 1)).first)
    }

    @Test("A higher zIndex draws over later siblings, through the modifiers around it, and takes the tap")
    func ordering() throws {
        let tapped = Box()
        let window = TestWindow(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.red.onTapGesture { tapped.value = "red" }.zIndex(1).padding(0)
                Color.blue.onTapGesture { tapped.value = "blue" }
            }
        }
        window.advance(by: 0)
        #expect(ViewPixels.matches(try centrePixel(of: window), (255, 59, 48), tolerance: 40))
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(tapped.value == "red")
    }

    @Test("Without zIndex the later sibling is in front")
    func treeOrder() throws {
        let tapped = Box()
        let window = TestWindow(size: CGSize(width: 100, height: 100)) {
            ZStack {
                Color.red.onTapGesture { tapped.value = "red" }
                Color.blue.onTapGesture { tapped.value = "blue" }
            }
        }
        window.advance(by: 0)
        #expect(!ViewPixels.matches(try centrePixel(of: window), (255, 59, 48), tolerance: 40))
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(tapped.value == "blue")
    }
}

@MainActor
private final class Box {
    var value = ""
}
