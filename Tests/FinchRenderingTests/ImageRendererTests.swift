import Finch
import FinchCairo
import FinchTesting
import Testing

@MainActor @Suite("ImageRenderer renders views to PNG without a window")
struct ImageRendererTests {
    var badge: some View {
        Text("Finch")
            .font(.headline)
            .foregroundColor(.white)
            .padding(8)
            .background(Capsule().fill(Color.blue))
    }

    @Test("proposedSize and scale 2 give an image of twice the view's size in pixels")
    func proposedSizeAndScale() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 60, height: 40)
        renderer.scale = 2
        let png = try #require(renderer.pngData())
        let image = try #require(PixelImage(png: png))
        #expect(image.width == 120 && image.height == 80)
        #expect(ViewPixels.matches(image[60, 40], (255, 59, 48)))
    }

    @Test("Without a proposal the image is the view's ideal size, transparent around the content")
    func idealSizeIsTransparent() throws {
        let renderer = ImageRenderer(content: badge)
        renderer.scale = 2
        let size = renderer.displayList().size
        #expect(size.width > 40 && size.height > 30)
        let png = try #require(renderer.pngData())
        let image = try #require(PixelImage(png: png))
        #expect(CGFloat(image.width) == (size.width * 2).rounded(.up))
        #expect(image[0, 0].alpha == 0)
        assertSnapshot(png: png)
    }

    @Test("A view of zero size renders no image, without crashing")
    func zeroSizeGivesNil() {
        #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 0)).pngData() == nil)
        #expect(ImageRenderer(content: EmptyView()).pngData() == nil)
    }
}
