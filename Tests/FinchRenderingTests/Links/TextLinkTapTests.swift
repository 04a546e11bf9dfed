import Finch
import FinchTesting
import Foundation
import Testing

/// Links inside a `Text` (Markdown `[text](url)`, an attributed string's `.link`): a tap on their
/// glyphs calls the environment's `openURL`; a tap elsewhere on the text goes on to the gestures around.
@MainActor
@Suite("Tapping a link in a Text opens it through the environment's openURL")
struct TextLinkTapTests {
    private static let size = CGSize(width: 320, height: 200)
    private static let docs = URL(string: "https://example.com/docs")

    /// Collects the URLs an `OpenURLAction` is given, handling them all.
    @MainActor
    final class Opened {
        var urls: [URL] = []

        var action: OpenURLAction {
            OpenURLAction { url in
                MainActor.assumeIsolated { self.urls.append(url) }
                return .handled
            }
        }
    }

    /// The frame of the one text drawn in `window`.
    private func textFrame(in window: TestWindow) throws -> CGRect {
        let run = try #require(window.textRuns.first)
        return run.frame
    }

    @Test("A tap on a Markdown link's glyphs calls openURL with its URL")
    func tapOnMarkdownLink() throws {
        let opened = Opened()
        let window = TestWindow(size: Self.size) {
            Text("Go [to the documentation](https://example.com/docs) now")
                .environment(\.openURL, opened.action)
        }
        let frame = try textFrame(in: window)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(try opened.urls == [#require(Self.docs)])
    }

    @Test("A tap on the text beside a link opens nothing and reaches the gesture around the text")
    func tapBesideLinkFallsThrough() throws {
        let opened = Opened()
        var outerTaps = 0
        let window = TestWindow(size: Self.size) {
            Text("Go [to the documentation](https://example.com/docs) now")
                .onTapGesture { outerTaps += 1 }
                .environment(\.openURL, opened.action)
        }
        let frame = try textFrame(in: window)
        window.tap(at: CGPoint(x: frame.minX + 3, y: frame.midY))
        window.tap(at: CGPoint(x: frame.maxX - 3, y: frame.midY))
        #expect(opened.urls.isEmpty)
        #expect(outerTaps == 2)
        // On the link, the link wins over the gesture around it.
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(opened.urls.count == 1)
        #expect(outerTaps == 2)
    }

    @Test("An AttributedString's .link run is tappable like Markdown's")
    func attributedStringLink() throws {
        let opened = Opened()
        let url = try #require(URL(string: "https://example.com/attributed"))
        var string = AttributedString("See ")
        var link = AttributedString("the attributed link")
        link.link = url
        string += link
        let content = string
        let window = TestWindow(size: Self.size) {
            Text(content).environment(\.openURL, opened.action)
        }
        let frame = try textFrame(in: window)
        window.tap(at: CGPoint(x: frame.minX + 5, y: frame.midY))
        #expect(opened.urls.isEmpty)
        window.tap(at: CGPoint(x: frame.maxX - 5, y: frame.midY))
        #expect(opened.urls == [url])
    }

    @Test("A link wrapped onto a second line is tappable there; the line's start before it is not")
    func wrappedLink() throws {
        let opened = Opened()
        let window = TestWindow(size: Self.size) {
            Text("Go to [the full documentation of this framework](https://example.com/docs)")
                .frame(width: 140)
                .environment(\.openURL, opened.action)
        }
        let frame = try textFrame(in: window)
        #expect(frame.height > 30)
        window.tap(at: CGPoint(x: frame.minX + 4, y: frame.minY + 6))
        #expect(opened.urls.isEmpty)
        window.tap(at: CGPoint(x: frame.minX + 8, y: frame.maxY - 6))
        #expect(try opened.urls == [#require(Self.docs)])
    }

    @Test("A drag that starts on a link does not open it")
    func dragDoesNotOpen() throws {
        let opened = Opened()
        let window = TestWindow(size: Self.size) {
            Text("[A long link to the docs](https://example.com/docs)")
                .environment(\.openURL, opened.action)
        }
        let frame = try textFrame(in: window)
        window.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.midY + 80))
        #expect(opened.urls.isEmpty)
    }

    @Test("A Text without links makes no gesture node: one layout node, as before")
    func plainTextCostsNothing() throws {
        let plain = TestWindow(size: Self.size) { Text("Go to the documentation now") }
        let linked = TestWindow(size: Self.size) { Text("Go [to the documentation](https://example.com) now") }
        plain.render()
        linked.render()
        #expect(linked.treeLayoutNodeCount == plain.treeLayoutNodeCount + 1)
        let bold = TestWindow(size: Self.size) { Text("Go **to the documentation** now") }
        bold.render()
        #expect(bold.treeLayoutNodeCount == plain.treeLayoutNodeCount)
    }

    @Test("With no action of the app's, a link's tap goes to the desktop's opener")
    func defaultActionOpensOnDesktop() throws {
        @MainActor
        final class Recording: URLOpener {
            var opened: [URL] = []
            func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
                opened.append(url)
                completion(true)
            }
        }
        let opener = Recording()
        let saved = URLOpeners.current
        URLOpeners.current = opener
        defer { URLOpeners.current = saved }
        let window = TestWindow(size: Self.size) { Text("[Documentation](https://example.com/docs)") }
        let frame = try textFrame(in: window)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(try opener.opened == [#require(Self.docs)])
    }
}
