import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Lets a test change a view's state from outside.
@MainActor
private final class LabelHandle {
    var rename: ((String) -> Void)?
}

/// One label whose text is state, over 200 fixed rows.
private struct ManyRows: View {
    let handle: LabelHandle
    @State private var label = "Label 0"

    var body: some View {
        let _ = (handle.rename = { label = $0 })
        VStack(spacing: 0) {
            Text(label)
            ForEach(0..<200, id: \.self) { Text("Row \($0)") }
        }
    }
}

/// Each test counts with a backend or renderer of its own, so no other test's text is in its cache.
@Suite @MainActor struct RetainedTextLayoutTests {
    let sentence = "The quick brown fox jumps over the lazy dog"

    func centred(_ string: String, maxWidth: CGFloat? = nil) -> TextLayoutRequest {
        var request = TestRender.text(string)
        request.alignment = .center
        request.maxWidth = maxWidth
        return request
    }

    func png(_ runs: [TextRun], with renderer: CairoRenderer) -> Data? {
        renderer.pngData(
            for: DisplayList(items: runs.map(DisplayItem.text)), size: CGSize(width: 200, height: 100), scale: 1)
    }

    @Test("Changing one of 201 texts makes exactly one new Pango layout for the next frame")
    func oneChangedText() {
        let backend = CairoBackend()
        let handle = LabelHandle()
        // The handle holds a view that holds the handle: let go, so the cycle does not outlive the test.
        defer { handle.rename = nil }
        let window = TestWindow(size: CGSize(width: 300, height: 4400), backend: backend) { ManyRows(handle: handle) }
        _ = window.pngData()
        let first = backend.textLayoutsMade
        handle.rename?("Label 1")
        _ = window.pngData()
        // Each text is measured under three proposals (the stack's smallest, largest and final one) and drawn
        // at its frame's width: four requests, one line that fits them all.
        #expect(first == 201)
        #expect(backend.textLayoutsMade - first == 1)
    }

    @Test("Painting the same display list twice makes no new Pango layout")
    func samePaintTwice() throws {
        let renderer = CairoRenderer()
        var wrapped = TestRender.text(sentence)
        wrapped.maxWidth = 100
        wrapped.lineLimit = 2
        let runs = [
            TextRun(layout: TestRender.text("Plain"), frame: CGRect(x: 0, y: 0, width: 60, height: 25)),
            TextRun(layout: centred("Centred"), frame: CGRect(x: 0, y: 25, width: 200, height: 25)),
            TextRun(layout: wrapped, frame: CGRect(x: 100, y: 0, width: 100, height: 50)),
            TextRun(layout: TestRender.text("Smile 😀"), frame: CGRect(x: 0, y: 50, width: 100, height: 25)),
        ]
        let first = try #require(png(runs, with: renderer))
        let made = renderer.textLayoutsMade
        #expect(made > 0)
        #expect(png(runs, with: renderer) == first)
        #expect(renderer.textLayoutsMade == made)
    }

    @Test("One request drawn at two frame widths draws each as if it were the only one")
    func twoFrameWidths() throws {
        let renderer = CairoRenderer()
        let narrow = TextRun(layout: centred("Hi"), frame: CGRect(x: 0, y: 0, width: 120, height: 25))
        let wide = TextRun(layout: centred("Hi"), frame: CGRect(x: 0, y: 0, width: 200, height: 25))
        let first = try #require(png([narrow], with: renderer))
        let other = try #require(png([wide], with: renderer))
        #expect(png([narrow], with: renderer) == first)
        #expect(other == png([wide], with: CairoRenderer()))
        // The measured layout and one per drawn width.
        #expect(renderer.textLayoutsMade == 3)
        #expect(abs(try darkMiddle(first) - 60) < 3)
        #expect(abs(try darkMiddle(other) - 100) < 3)
    }

    @Test("A wrapped paragraph drawn at two frame widths draws each as if it were the only one")
    func wrappedAtTwoFrameWidths() throws {
        let renderer = CairoRenderer()
        let request = centred(sentence, maxWidth: 100)
        let natural = PangoTextMeasurer().measure(request).size.width
        let runs = [natural.rounded(.down) - 4, 100].map {
            TextRun(layout: request, frame: CGRect(x: 0, y: 0, width: $0, height: 100))
        }
        let drawn = try runs.map { try #require(png([$0], with: renderer)) }
        #expect(drawn[0] != drawn[1])
        for (run, png) in zip(runs, drawn) {
            #expect(png == self.png([run], with: CairoRenderer()))
            #expect(self.png([run], with: renderer) == png)
        }
    }

    @Test("The cache keeps at most its capacity, dropping the least recently used layouts")
    func boundedLeastRecentlyUsed() {
        let cache = PangoLayoutCache()
        let measurer = PangoTextMeasurer(layouts: cache)
        let kept = TestRender.text("Used all along")
        let dropped = TestRender.text("Used once")
        _ = measurer.measure(dropped)
        for row in 0..<PangoLayoutCache.capacity + 100 {
            _ = measurer.measure(TestRender.text("Row \(row)"))
            if row % 100 == 0 { _ = measurer.measure(kept) }
        }
        #expect(cache.count <= PangoLayoutCache.capacity)
        let made = cache.layoutsMade
        _ = measurer.measure(kept)
        #expect(cache.layoutsMade == made)
        #expect(measurer.measure(dropped) == PangoTextMeasurer().measure(dropped))
        #expect(cache.layoutsMade == made + 1)
    }

    /// The middle of the columns that have dark pixels in the top 25 rows.
    func darkMiddle(_ png: Data) throws -> Double {
        let image = try #require(PixelImage(png: png))
        let dark = (0..<image.width).filter { x in (0..<25).contains { image[x, $0].red < 128 } }
        return Double((dark.min() ?? 0) + (dark.max() ?? 0)) / 2
    }
}
