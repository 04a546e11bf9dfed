import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// The whole picture goes out of the window as PNG (issue 25: "drag the whole picture out to another
/// program"): the handle at the canvas's top-trailing corner carries the background at its own size
/// with the emoji on it.
@MainActor
@Suite("EmojiArt's picture dragged out as PNG")
struct EmojiArtPictureDragTests {
    @Test("Without a background the picture is white around the emoji, centred as the model is")
    func pictureWithoutBackground() throws {
        let document = EmojiArtDocument(imagesFolder: temporaryFolder())
        document.addEmoji("🐶", at: (x: 50, y: -20), size: 40)
        #expect(document.pictureSize == CGSize(width: 200, height: 200))
        let png = try #require(document.picturePNG())
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 200, height: 200))
    }

    @Test("Dragged from the handle onto a drop target, the picture arrives as a PNG at the background's size")
    func dragOut() async throws {
        let document = EmojiArtDocument(imagesFolder: temporaryFolder())
        document.setBackground(.imageData(TestPictures.red(width: 120, height: 90)))
        document.addEmoji("🐶", at: (x: 0, y: 0), size: 40)
        await waitUntil("the background") { document.backgroundImage != nil }
        let received = ReceivedPicture()
        let store = EmojiArtHarness.paletteStore()
        let window = TestWindow(size: CGSize(width: 600, height: 500)) {
            HStack(spacing: 0) {
                EmojiArtDocumentView(document: document).environmentObject(store)
                    .frame(width: 400)
                Color.gray.frame(width: 200)
                    .onDrop(of: [.png], isTargeted: nil) { providers in
                        providers.first?.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { data, _ in
                            let size = data.flatMap { UIImage(data: $0) }?.size
                            DispatchQueue.main.async { received.size = size }
                        }
                        return true
                    }
            }
        }
        // The handle: a title-2 symbol padded 10 pt in a circle, 8 pt in from the canvas's top-trailing corner.
        let handle = CGPoint(x: 400 - 8 - 20, y: 8 + 20)
        window.dragAndDrop(from: handle, to: CGPoint(x: 500, y: 250))
        await waitUntil("the picture's arrival", in: window) { received.size != nil }
        #expect(received.size == CGSize(width: 120, height: 90))
        #expect(document.emojis.count == 1)  // the drag moved nothing on the canvas
    }
}

/// What the drop target received, written on the main queue.
@MainActor
final class ReceivedPicture {
    var size: CGSize?
}
