import Finch
import FinchTesting
import Foundation
import Testing

/// A deep-link screen: the outer view and an inner one each note the URLs they are asked to open; the
/// inner one goes away when `showsInner` is false.
private struct DeepLinkScreen: View {
    @State private var log: [String] = []
    @State private var item = "none"
    var showsInner = true

    var body: some View {
        VStack {
            Text("item \(item)")
            Text(log.joined(separator: ", "))
            if showsInner {
                Text("inner").onOpenURL { url in log.append("inner \(url.host() ?? "")") }
            }
        }
        .onOpenURL { url in
            log.append("outer \(url.host() ?? "")")
            item = url.lastPathComponent
        }
    }
}

/// `onOpenURL(perform:)`: the URL an app is asked to open reaches the handlers of the views in its window.
@MainActor
@Suite("onOpenURL: a URL the app is asked to open reaches every handler in the window, outermost first")
struct OnOpenURLTests {
    private static let size = CGSize(width: 300, height: 200)

    @Test("The handler runs with the URL, and the state it sets shows")
    func handlerSetsState() throws {
        let window = TestWindow(size: Self.size) { DeepLinkScreen() }
        #expect(!window.frames(ofText: "item none").isEmpty)
        let url = try #require(URL(string: "notes://items/42"))
        #expect(window.openURL(url))
        #expect(!window.frames(ofText: "item 42").isEmpty)
    }

    @Test("Every handler in the window is called once, the outer one first")
    func everyHandlerOutermostFirst() throws {
        let window = TestWindow(size: Self.size) { DeepLinkScreen() }
        window.openURL(try #require(URL(string: "notes://items/1")))
        #expect(!window.frames(ofText: "outer items, inner items").isEmpty)
    }

    @Test("A view no longer shown is not asked")
    func removedViewIsNotAsked() throws {
        let window = TestWindow(size: Self.size) { DeepLinkScreen(showsInner: false) }
        window.openURL(try #require(URL(string: "notes://items/1")))
        #expect(!window.frames(ofText: "outer items").isEmpty)
        #expect(window.frames(ofText: "outer items, inner items").isEmpty)
    }

    @Test("A window without a handler says the URL went nowhere")
    func noHandler() throws {
        let window = TestWindow(size: Self.size) { Text("plain") }
        #expect(!window.openURL(try #require(URL(string: "notes://items/1"))))
    }

    @Test("A file URL arrives as a file URL")
    func fileURL() {
        let window = TestWindow(size: Self.size) { DeepLinkScreen() }
        window.openURL(URL(fileURLWithPath: "/tmp/list.txt"))
        #expect(!window.frames(ofText: "item list.txt").isEmpty)
    }
}
