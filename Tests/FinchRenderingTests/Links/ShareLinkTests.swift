import Finch
import FinchTesting
import Foundation
import Testing

/// `ShareLink`: a desktop has no share sheet, so a tap copies the items to the window's clipboard.
@MainActor
@Suite("ShareLink copies what it shares to the clipboard")
struct ShareLinkTests {
    private static let size = CGSize(width: 320, height: 200)

    /// Lets the main queue run until the clipboard changes (the items load off the main thread first).
    private func awaitChange(of clipboard: any Clipboard, from count: Int) async {
        _ = await MainQueue.wait { clipboard.changeCount != count }
    }

    @Test("The default label is \"Share\" after the share symbol")
    func defaultLabel() throws {
        let url = try #require(URL(string: "https://example.com"))
        let window = TestWindow(size: Self.size) { ShareLink(item: url) }
        #expect(!window.frames(ofText: "Share").isEmpty)
        let titled = TestWindow(size: Self.size) { ShareLink("Send the recipe", item: "Pancakes") }
        #expect(!titled.frames(ofText: "Send the recipe").isEmpty)
    }

    @Test("Tapping shares a URL as text on the clipboard")
    func sharesURL() async throws {
        let url = try #require(URL(string: "https://example.com/recipes/42"))
        let window = TestWindow(size: Self.size) { ShareLink(item: url, subject: Text("A recipe")) }
        let clipboard = try #require(window.clipboard)
        let before = clipboard.changeCount
        let frame = try #require(window.frames(ofText: "Share").first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        await awaitChange(of: clipboard, from: before)
        var text: String?
        clipboard.readText { text = $0 }
        #expect(text == url.absoluteString)
    }

    @Test("A custom label shares a string")
    func customLabelSharesString() async throws {
        let window = TestWindow(size: Self.size) {
            ShareLink(item: "Three eggs, flour, milk") { Text("Copy the list") }
        }
        let clipboard = try #require(window.clipboard)
        let before = clipboard.changeCount
        let frame = try #require(window.frames(ofText: "Copy the list").first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        await awaitChange(of: clipboard, from: before)
        var text: String?
        clipboard.readText { text = $0 }
        #expect(text == "Three eggs, flour, milk")
    }
}
