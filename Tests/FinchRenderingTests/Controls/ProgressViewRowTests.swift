import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("ProgressView in an inset grouped list's rows")
struct ProgressViewRowTests {
    static let size = CGSize(width: 390, height: 300)

    private func window() -> TestWindow {
        let window = TestWindow(size: Self.size) {
            List {
                ProgressView("Downloading", value: 0.4)
                ProgressView(value: 3, total: 4) {
                    Text("Copying")
                } currentValueLabel: {
                    Text("3 of 4")
                }
                ProgressView("Loading…")
            }
        }
        window.advance(by: 0)
        return window
    }

    @Test("Bars are as wide as the row's content, titles above them; the spinner and its title are centred")
    func layout() throws {
        let window = window()
        let downloading = try #require(window.frames(ofText: "Downloading").first)
        #expect(downloading.minX == 32)
        let current = try #require(window.frames(ofText: "3 of 4").first)
        #expect(current.minX == 32)
        let loading = try #require(window.frames(ofText: "Loading…").first)
        #expect(abs(loading.midX - Self.size.width / 2) <= 0.5)
        assertSnapshot(png: window.pngData())
    }
}
