import Finch
import FinchTesting
import Foundation
import Testing

/// `PasteButton`: a tap hands the window's clipboard to the action, as values or as providers.
@MainActor
@Suite("PasteButton reads the window's clipboard when tapped")
struct PasteButtonTests {
    /// What the button's action got, handed to the test waiting for it.
    @MainActor
    final class Pasted<T> {
        var values: [[T]] = []
        private var waiting: CheckedContinuation<Void, Never>?

        func record(_ got: [T]) {
            values.append(got)
            waiting?.resume()
            waiting = nil
        }

        func awaitPaste(_ drive: () -> Void) async {
            await withCheckedContinuation { continuation in
                waiting = continuation
                drive()
            }
        }
    }

    private static let size = CGSize(width: 300, height: 200)

    @Test("A tap pastes the clipboard's text as [String]")
    func pastesStrings() async throws {
        let pasted = Pasted<String>()
        let window = TestWindow(size: Self.size) {
            PasteButton(payloadType: String.self) { pasted.record($0) }
        }
        let clipboard = try #require(window.clipboard)
        clipboard.setText("copied words")
        let frame = try #require(window.frames(ofText: "Paste").first)
        await pasted.awaitPaste { window.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
        #expect(pasted.values == [["copied words"]])
    }

    @Test("The providers form gets one provider per item of a supported type, which loads the URL")
    func pastesProviders() async throws {
        let pasted = Pasted<NSItemProvider>()
        let window = TestWindow(size: Self.size) {
            PasteButton(supportedContentTypes: [.url]) { pasted.record($0) }
        }
        let clipboard = try #require(window.clipboard)
        let url = try #require(URL(string: "https://example.com/picture.png"))
        clipboard.setContent(
            ClipboardContent(items: [
                ClipboardContent.Item([.init(type: ClipboardContent.textType, data: Data("not a url".utf8))]),
                ClipboardContent.Item([.init(type: "public.url", data: Data(url.absoluteString.utf8))]),
            ]))
        let frame = try #require(window.frames(ofText: "Paste").first)
        await pasted.awaitPaste { window.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
        let providers = try #require(pasted.values.first)
        #expect(providers.count == 1)
        let loaded = try await providers[0].loadTransferable(type: URL.self)
        #expect(loaded == url)
    }

    @Test("An empty clipboard pastes nothing")
    func emptyClipboard() throws {
        let pasted = Pasted<String>()
        let window = TestWindow(size: Self.size) {
            PasteButton(payloadType: String.self) { pasted.record($0) }
        }
        let frame = try #require(window.frames(ofText: "Paste").first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 0.5)
        #expect(pasted.values.isEmpty)
    }

    @Test(
        "The button is drawn as iOS's paste control: the clipboard symbol and \"Paste\", white on the tint in a capsule"
    )
    func drawing() {
        assertSnapshot(
            of: PasteButton(payloadType: String.self) { _ in }.padding(8), size: CGSize(width: 120, height: 52),
            scale: 2)
    }
}
