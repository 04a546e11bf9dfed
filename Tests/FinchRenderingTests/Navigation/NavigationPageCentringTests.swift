import Finch
import FinchTesting
import Foundation
import Testing

/// A page with a small view and a link to another like it.
private struct SmallPages: View {
    let title: String?

    var body: some View {
        NavigationStack {
            page("Hello")
                .navigationDestination(for: Int.self) { _ in
                    page("Pushed").navigationTitle("Second")
                }
        }
    }

    @ViewBuilder
    private func page(_ text: String) -> some View {
        let content = VStack {
            Text(text)
            NavigationLink("Next", value: 1)
        }
        if let title {
            content.navigationTitle(title)
        } else {
            content
        }
    }
}

/// A background wider than the screen (an image scaled to fill a square) with a title over it.
private struct WideBackground: View {
    var body: some View {
        ZStack {
            Color.orange.frame(width: 800, height: 200)
            Text("Quiz Time")
        }
    }
}

/// On iOS a hosting controller centres content smaller than its page in the space below the bar (and
/// below a large title), on the root page and on pushed ones, as a plain window and a tab do.
@MainActor
@Suite("A navigation page centres content smaller than itself")
struct NavigationPageCentringTests {
    static let size = CGSize(width: 390, height: 600)

    @Test("With no title: centred in the space below the 44-pt bar")
    func untitledRoot() throws {
        let window = TestWindow(size: Self.size) { SmallPages(title: nil) }
        window.advance(by: 0)
        let hello = try #require(window.frames(ofText: "Hello").first)
        let next = try #require(window.frames(ofText: "Next").first)
        #expect(abs(hello.midX - 195) <= 0.5)
        // The VStack (the two lines and the 8-pt gap) is centred between y = 44 and y = 600.
        let stackMid = (hello.minY + next.maxY) / 2
        #expect(abs(stackMid - (44 + 600) / 2) < 1)
    }

    @Test("Under a large title: centred in the space below the title's 52-pt block; pushed pages too")
    func titledRootAndPushed() throws {
        let window = TestWindow(size: Self.size) { SmallPages(title: "Home") }
        window.advance(by: 0)
        let hello = try #require(window.frames(ofText: "Hello").first)
        let next = try #require(window.frames(ofText: "Next").first)
        #expect(abs((hello.minY + next.maxY) / 2 - (44 + 52 + 600) / 2) < 1)
        #expect(abs(hello.midX - 195) <= 0.5)

        window.tap(at: CGPoint(x: next.midX, y: next.midY))
        window.advance(by: 1)
        let pushed = try #require(window.frames(ofText: "Pushed").first)
        #expect(abs(pushed.midX - 195) <= 0.5)
        // The pushed page's title is large too (its mode follows the root's), so the same space.
        let pushedNext = try #require(window.frames(ofText: "Next").last)
        #expect(abs((pushed.minY + pushedNext.maxY) / 2 - (44 + 52 + 600) / 2) < 1)
    }

    @Test("Content wider than the page overflows it evenly on both sides, as at a window's root")
    func widerContent() throws {
        for window in [
            TestWindow(size: Self.size) { NavigationStack { WideBackground() } },
            TestWindow(size: Self.size) { NavigationView { WideBackground() } },
        ] {
            let title = try #require(window.frames(ofText: "Quiz Time").first)
            #expect(abs(title.midX - 195) <= 0.5, "centred, not at the 800-pt view's middle: \(title)")
            #expect(abs(title.midY - (44 + 600) / 2) <= 0.5)
        }
    }

    @Test("A list still fills the page from the top")
    func listFills() throws {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                List { Text("Row") }.navigationTitle("List")
            }
        }
        window.advance(by: 0)
        let row = try #require(window.frames(ofText: "Row").first)
        #expect(row.midY < 200)
    }
}
