import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

private struct Reader: View {
    let handle: ScrollHandle

    var body: some View {
        ScrollViewReader { proxy in
            let _ = (handle.proxy = proxy)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(width: 200, height: 50) }
                    Text("Footer").frame(height: 50).id("footer")
                }
            }
        }
    }
}

@MainActor
@Suite("ScrollViewProxy.scrollTo")
struct ScrollViewReaderTests {
    let top = CGPoint(x: 150, y: 10)

    func window(_ handle: ScrollHandle) -> TestWindow {
        TestWindow(size: CGSize(width: 300, height: 600)) { Reader(handle: handle) }
    }

    @Test("Without an anchor: the least scroll that shows the view")
    func leastScroll() throws {
        let handle = ScrollHandle()
        let window = window(handle)
        handle.proxy?.scrollTo(20)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 1050 - 600))
        #expect(abs(try #require(window.frames(ofText: "Row 20").first).midY - 575) <= 1)
        handle.proxy?.scrollTo(15)  // already visible: nothing moves
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 450))
        handle.proxy?.scrollTo(2)  // above: its top comes to the top
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 100))
    }

    @Test("Anchors .top, .center, .bottom land on the same anchor of the viewport, clamped")
    func anchors() {
        let handle = ScrollHandle()
        let window = window(handle)
        handle.proxy?.scrollTo(20, anchor: .top)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 1000))
        handle.proxy?.scrollTo(20, anchor: .center)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 1025 - 300))
        handle.proxy?.scrollTo(20, anchor: .bottom)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 1050 - 600))
        handle.proxy?.scrollTo("footer", anchor: .top)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 2550 - 600))
        handle.proxy?.scrollTo(0, anchor: .bottom)
        #expect(window.scrollOffset(at: top) == .zero)
    }

    @Test("Inside withAnimation the content glides: halfway at half the duration (linear)")
    func animated() throws {
        let handle = ScrollHandle()
        let window = window(handle)
        let start = try #require(window.drawnFrames(ofText: "Row 10").first)
        withAnimation(.linear(duration: 1)) { handle.proxy?.scrollTo(10, anchor: .top) }
        window.advance(by: 0.5)
        let half = try #require(window.drawnFrames(ofText: "Row 10").first)
        #expect(abs(half.minY - (start.minY - 250)) < 1)
        window.advance(by: 0.5)
        let end = try #require(window.drawnFrames(ofText: "Row 10").first)
        #expect(abs(end.minY - (start.minY - 500)) < 0.01)
        #expect(!window.needsFrame)
    }
}
