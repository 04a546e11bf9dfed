import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// `ProgressView`: a 20×20 spinner that animates while shown, and a 4-pt bar for a known fraction.
@MainActor
@Suite("ProgressView: an animated spinner, or a bar filled to its value")
struct ProgressViewTests {
    @Test("The spinner is 20×20 and keeps asking for frames: its brightest spoke steps round each second")
    func spinnerAnimates() {
        let window = TestWindow(size: CGSize(width: 40, height: 40)) { ProgressView() }
        #expect(window.needsFrame)
        let first = window.pngData()
        window.advance(by: 0.25)
        let later = window.pngData()
        #expect(first != later)
        window.advance(by: 0.75)
        #expect(window.pngData() == first)
        assertSnapshot(png: first, named: "t0")
        assertSnapshot(png: later, named: "t250")
    }

    @Test("The spinner's size, and a bar as wide as offered")
    func sizes() {
        let spinner = ViewGraph(root: ProgressView(), services: CairoBackend.shared.services)
        #expect(spinner.sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
        let bar = ViewGraph(root: ProgressView(value: 0.3), services: CairoBackend.shared.services)
        #expect(bar.sizeThatFits(ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 4))
    }

    @Test("A bar at 0.3, one over its total (clamped to full), and a titled one")
    func bars() {
        let view = VStack(spacing: 12) {
            ProgressView(value: 0.3)
            ProgressView(value: 7, total: 5)
            ProgressView("Uploading", value: 0.5)
        }
        .padding(10)
        assertSnapshot(of: view, size: CGSize(width: 200, height: 90))
    }
}
