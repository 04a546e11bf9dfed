import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// A text size a test changes from outside, as a card's `GeometryReader` changes its emoji's size while it moves.
@MainActor
private final class TextSize: ObservableObject {
    @Published var points: CGFloat = 17
}

private struct SizedText: View {
    @ObservedObject var size: TextSize
    let string: String

    var body: some View {
        Text(string).font(.system(size: size.points))
    }
}

/// Each font size is a font of its own to Pango, kept by the layouts made with it and by Pango's font map:
/// text whose size changes every frame must not keep every size it had (a soak run of Memorize saw the C heap
/// grow so). Each test has a backend of its own, so its layout cache counts only its own text.
@Suite @MainActor struct TextFontBoundTests {
    let window = CGSize(width: 200, height: 120)

    @Test("Text at a new size every frame keeps at most the bound of fonts, and Pango's font caches are cleared")
    func newSizeEveryFrame() {
        let backend = CairoBackend()
        let size = TextSize()
        let window = TestWindow(size: window, backend: backend) { SizedText(size: size, string: "Hi 🐶") }
        let frames = PangoLayoutCache.fontCapacity * 3
        for frame in 0..<frames {
            size.points = 12 + CGFloat(frame) * 0.1
            _ = window.pngData()
            #expect(backend.renderer.textCache.fonts <= PangoLayoutCache.fontCapacity)
        }
        // Three bounds' worth of sizes: past the first, each quarter evicted left a quarter of fonts unused.
        #expect(backend.renderer.textCache.fontCachesCleared >= 2)
    }

    @Test("A text drawn after Pango's font caches were cleared measures and draws exactly as before")
    func sameAfterClearing() throws {
        let backend = CairoBackend()
        let size = TextSize()
        let window = TestWindow(size: window, backend: backend) {
            SizedText(size: size, string: "Hello, world 🐶")
        }
        let before = window.pngData()
        let frameBefore = window.frames(ofText: "Hello, world 🐶")
        for step in 1...(PangoLayoutCache.fontCapacity * 3) {
            size.points = 17 + CGFloat(step) * 0.01
            _ = window.pngData()
        }
        #expect(backend.renderer.textCache.fontCachesCleared >= 1)
        size.points = 17
        #expect(window.pngData() == before)
        #expect(window.frames(ofText: "Hello, world 🐶") == frameBefore)
    }

    @Test("A screen of many sizes under the bound lays out nothing again on its next frames")
    func manySizesUnderTheBound() {
        let backend = CairoBackend()
        let count = PangoLayoutCache.fontCapacity - 8
        let window = TestWindow(size: CGSize(width: 300, height: 3000), backend: backend) {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    Text("Size \(index)").font(.system(size: 8 + CGFloat(index) * 0.125))
                }
            }
        }
        _ = window.pngData()
        let made = backend.textLayoutsMade
        _ = window.pngData()
        _ = window.pngData()
        #expect(backend.textLayoutsMade == made)
        #expect(backend.renderer.textCache.fonts == count)
        #expect(backend.renderer.textCache.fontCachesCleared == 0)
    }
}
