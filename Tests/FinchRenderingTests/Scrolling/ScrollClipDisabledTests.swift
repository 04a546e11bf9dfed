import Finch
import FinchTesting
import Foundation
import Testing

/// A 100-pt-high scroll view 150 pt down a 200×400 window; its first row is drawn 60 pt above its
/// place (above the scroll view's top), as an overflowing card or a shadow is.
private struct OverflowingCard: View {
    let clipDisabled: Bool

    var body: some View {
        VStack(spacing: 0) {
            Color.white.frame(height: 150)
            ScrollView {
                VStack(spacing: 0) {
                    ZStack {
                        Color(red: 1, green: 0, blue: 0)
                        Text("card")
                    }
                    .frame(height: 40)
                    .offset(y: -60)
                    ForEach(0..<10, id: \.self) { index in Text("row \(index)").frame(height: 40) }
                }
            }
            .frame(height: 100)
            .scrollClipDisabled(clipDisabled)
            Color.white
        }
    }
}

@MainActor
@Suite(".scrollClipDisabled(_:): the scroll view draws its content past its bounds")
struct ScrollClipDisabledTests {
    let size = CGSize(width: 200, height: 400)

    /// The colour of the window's pixel at (x, y).
    private func pixel(_ window: TestWindow, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: x, y: y))
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test("Clipped by default: the card above the top is not drawn; with clipping disabled it is")
    func overflow() throws {
        let clipped = TestWindow(size: size) { OverflowingCard(clipDisabled: false) }
        let unclipped = TestWindow(size: size) { OverflowingCard(clipDisabled: true) }
        // The card sits at 90…130 pt, above the scroll view (150…250 pt).
        #expect(try pixel(clipped, 20, 110) == [255, 255, 255])
        #expect(try pixel(unclipped, 20, 110) == [255, 0, 0])
        #expect(clipped.frames(ofText: "card").isEmpty)
        let card = try #require(unclipped.frames(ofText: "card").first)
        #expect(card.midY.rounded(.down) == 110)
        // Rows scrolled below the bottom show past it too, only without clipping.
        #expect(clipped.frames(ofText: "row 4").isEmpty)
        #expect(unclipped.frames(ofText: "row 4").first?.midY.rounded(.down) == 370)
    }

    @Test("Scrolled, the unclipped content moves with the offset, drawn above the top")
    func scrolled() throws {
        let window = TestWindow(size: size) { OverflowingCard(clipDisabled: true) }
        #expect(window.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 80)))
        // Row 0 sits at 190…230 unscrolled, 80 pt higher now.
        #expect(window.frames(ofText: "row 0").first?.midY.rounded(.down) == 130)
        #expect(try pixel(window, 20, 40) == [255, 0, 0])
    }
}
