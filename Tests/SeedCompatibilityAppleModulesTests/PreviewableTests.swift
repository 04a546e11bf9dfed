import FinchTesting
import Foundation
import SwiftUI
import Testing

@Suite("@Previewable in #Preview") @MainActor
struct PreviewableTests {
    let file = "SeedCompatibilityAppleModulesTests/PreviewablePreviews.swift"

    @Test("The marked variables are the preview's state: the view reads them and a tap writes them")
    func stateOfThePreview() throws {
        let preview = try #require(Preview.previews(inFile: file).first)
        #expect(preview.name == "Previewable state")
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { preview.makeView() }
        #expect(!window.frames(ofText: "Rain: on, 3 days").isEmpty)
        let toggle = try #require(window.frames(ofText: "Rain").first)
        window.tap(at: CGPoint(x: 300 - 40, y: toggle.midY))
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Rain: off").isEmpty)
    }
}
