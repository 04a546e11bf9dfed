import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("LabeledContent: a label leading and its value trailing in the secondary colour")
struct LabeledContentTests {
    static let size = CGSize(width: 390, height: 240)

    @Test("In an inset grouped list the label sits at the leading margin, the value at the trailing one")
    func layoutAndLook() throws {
        let window = TestWindow(size: Self.size) {
            List {
                LabeledContent("Version", value: "17.2")
                LabeledContent("Size", value: 12.5, format: .number)
                LabeledContent {
                    Text("Custom")
                } label: {
                    Label("Notifications", systemImage: "bell")
                }
            }
        }
        window.advance(by: 0)
        let title = try #require(window.frames(ofText: "Version").first)
        let value = try #require(window.frames(ofText: "17.2").first)
        #expect(title.minX == 32)
        #expect(value.maxX == 358)
        #expect(abs(title.midY - value.midY) <= 0.5)
        #expect(window.frames(ofText: "12.5").first?.maxX == 358)
        #expect(window.frames(ofText: "Custom").first?.maxX == 358)
        assertSnapshot(png: window.pngData())
    }
}
