import Finch
import FinchTesting
import Testing

@MainActor @Suite("Images from PNG and JPEG files size and scale as in SwiftUI")
struct ImageViewSnapshotTests {
    let canvas = CGSize(width: 120, height: 100)

    @Test("A PNG keeps its natural 80×40 size, whatever it is offered")
    func pngNaturalSize() {
        let image = Image(Fixture.landscapePNG)
        assertSnapshot(of: image, size: canvas)
        let renderer = ImageRenderer(content: image)
        renderer.proposedSize = ProposedViewSize(width: 300, height: 300)
        #expect(renderer.displayList().size == CGSize(width: 80, height: 40))
    }

    @Test("A JPEG keeps its natural 40×60 size")
    func jpegNaturalSize() {
        let image = Image(Fixture.portraitJPEG)
        assertSnapshot(of: image, size: canvas)
        #expect(ImageRenderer(content: image).displayList().size == CGSize(width: 40, height: 60))
    }

    @Test("resizable() stretches the image to the whole frame")
    func resizableStretches() {
        assertSnapshot(of: Image(Fixture.landscapePNG).resizable().frame(width: 100, height: 80), size: canvas)
    }

    @Test("aspectRatio(contentMode: .fit) fits the whole image inside the frame, keeping its shape")
    func aspectFit() throws {
        let view = Image(Fixture.landscapePNG).resizable().aspectRatio(contentMode: .fit)
            .frame(width: 100, height: 80).border(Color.gray)
        assertSnapshot(of: view, size: canvas)
        // 80×40 fits 100×80 as 100×50, centred: white bands of 15 points above and below.
        let image = try #require(ViewPixels.image(of: view, size: canvas))
        #expect(ViewPixels.matches(image[30, 30], (255, 149, 0)))
        #expect(ViewPixels.matches(image[30, 22], (255, 255, 255)))
        #expect(ViewPixels.matches(image[30, 77], (255, 255, 255)))
    }

    @Test("scaledToFill() with clipped() fills the frame and cuts the overflow")
    func scaledToFillClipped() throws {
        let view = Image(Fixture.landscapePNG).resizable().scaledToFill().frame(width: 80, height: 80).clipped()
        assertSnapshot(of: view, size: canvas)
        let image = try #require(ViewPixels.image(of: view, size: canvas))
        #expect(ViewPixels.matches(image[21, 50], (255, 149, 0)))
        #expect(ViewPixels.matches(image[19, 50], (255, 255, 255)))
        // The image is drawn 160×80 from x = −20, so its white disc (centre 60, 20) lands on the frame's right edge.
        #expect(ViewPixels.matches(image[85, 15], (0, 122, 255)))
        #expect(ViewPixels.matches(image[99, 50], (255, 255, 255)))
        #expect(ViewPixels.matches(image[101, 15], (255, 255, 255)))
    }

    @Test("clipShape(Circle()) cuts the image to a disc")
    func clippedToCircle() throws {
        let view = Image(Fixture.portraitJPEG).resizable().scaledToFill().frame(width: 80, height: 80)
            .clipShape(Circle())
        assertSnapshot(of: view, size: canvas)
        let image = try #require(ViewPixels.image(of: view, size: canvas))
        #expect(ViewPixels.matches(image[22, 12], (255, 255, 255)))
        #expect(ViewPixels.matches(image[60, 50], (255, 204, 0), tolerance: 12))
    }
}
