import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@Suite @MainActor struct TextStylePreparationTests {
    @Test(
        "Preparing the text styles lays out each style's font once; a page in those styles then makes only its own text"
    )
    func preparesOnce() {
        let backend = CairoBackend()
        backend.prepareTextStyles()
        let prepared = backend.textLayoutsMade
        // The eleven text styles, and the bold large title and medium tab item label of Finch's bars.
        #expect(prepared == Font.TextStyle.allCases.count + 2)
        backend.prepareTextStyles()
        #expect(backend.textLayoutsMade == prepared)
        // The same sample text in a style is the same layout; other words are new layouts (nothing else).
        let window = TestWindow(size: CGSize(width: 300, height: 200), backend: backend) {
            VStack {
                Text("Ag 12").font(.title)
                Text("Turtle Rock").font(.title)
            }
        }
        _ = window.pngData()
        #expect(backend.textLayoutsMade == prepared + 1)
    }
}
