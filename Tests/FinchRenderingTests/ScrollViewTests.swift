import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Lets a test reach into a view: a proxy to scroll with, an action to run.
@MainActor
final class ScrollHandle {
    var proxy: ScrollViewProxy?
    var bump: (() -> Void)?
}

/// `count` rows 50 pt tall, with no spacing, ids 0..<count.
private struct Rows: View {
    let count: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { Text("Row \($0)").frame(width: 200, height: 50) }
        }
    }
}

private struct Counter: View {
    let handle: ScrollHandle
    @State var count = 0

    var body: some View {
        let _ = (handle.bump = { count += 1 })
        ScrollView {
            Text("count \(count)").frame(height: 50)
            Rows(count: 20)
        }
    }
}

@MainActor
@Suite("ScrollView lays out, clamps, keeps and draws its offset")
struct ScrollViewTests {
    let top = CGPoint(x: 150, y: 10)

    @Test("Takes the whole proposal; content gets the width and no height, so text wraps but is not cut")
    func sizesAndContentProposal() throws {
        let long = String(repeating: "Scrolling text wraps across the width. ", count: 40)
        let window = TestWindow(size: CGSize(width: 300, height: 600)) {
            ScrollView { Text(long) }
        }
        let node = try #require(window.graph.scrollNode(at: top))
        #expect(node.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
        let text = try #require(window.frames(ofText: long).first)
        #expect(text.width <= 300)
        #expect(text.height > 600)
        #expect(text.minY == 0)
    }

    @Test("Under an unspecified proposal a scroll view takes its content's ideal size")
    func unspecifiedProposalTakesContentIdealSize() {
        let window = TestWindow(size: CGSize(width: 300, height: 600)) {
            ScrollView { Color.red.frame(width: 120, height: 900) }
        }
        #expect(window.graph.sizeThatFits(.unspecified) == CGSize(width: 120, height: 900))
        #expect(window.graph.sizeThatFits(ProposedViewSize(width: 300, height: 200)) == CGSize(width: 300, height: 200))
    }

    @Test("Content narrower than a vertical scroll view is centred across it, at the top along it")
    func narrowContentIsCentred() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 600)) {
            ScrollView { Text("Row 0").frame(width: 100, height: 50) }
        }
        let row = try #require(window.layoutFrames(ofText: "Row 0").first)
        #expect(abs(row.midX - 150) < 1)
        #expect(abs(row.midY - 25) <= 1)
    }

    @Test("Scrolling is clamped to 0…(content − viewport) at both ends")
    func clampsAtBothEnds() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 600)) { ScrollView { Rows(count: 20) } }
        let start = try #require(window.layoutFrames(ofText: "Row 0").first)
        #expect(window.scroll(at: top, by: CGSize(width: 0, height: -50)) == .zero)
        #expect(window.scroll(at: top, by: CGSize(width: 30, height: 300)) == CGSize(width: 0, height: 300))
        #expect(abs(try #require(window.layoutFrames(ofText: "Row 0").first).minY - (start.minY - 300)) <= 1)
        // 20 × 50 = 1000 pt of content in 600: at most 400.
        #expect(window.scroll(at: top, by: CGSize(width: 0, height: 300)) == CGSize(width: 0, height: 100))
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 400))
        #expect(abs(try #require(window.layoutFrames(ofText: "Row 19").first).maxY - (start.maxY + 950 - 400)) <= 1)
        #expect(window.scroll(at: top, by: CGSize(width: 0, height: -1000)) == CGSize(width: 0, height: -400))
    }

    @Test("A horizontal scroll view scrolls along x only")
    func horizontal() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 100)) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { Text("C\($0)").frame(width: 100, height: 40) }
                }
            }
        }
        let before = try #require(window.layoutFrames(ofText: "C5").first)
        #expect(
            window.scroll(at: CGPoint(x: 10, y: 50), by: CGSize(width: 500, height: 80))
                == CGSize(width: 500, height: 0))
        #expect(
            window.scroll(at: CGPoint(x: 10, y: 50), by: CGSize(width: 500, height: 0)) == CGSize(width: 200, height: 0)
        )
        let after = try #require(window.layoutFrames(ofText: "C5").first)
        #expect(abs(after.minX - (before.minX - 700)) <= 1)
        #expect(after.minY == before.minY)
    }

    @Test("The offset lives in the scroll view's node: a parent re-render keeps it")
    func offsetSurvivesParentRerender() throws {
        let handle = ScrollHandle()
        // The handle holds a view that holds the handle: let go, so the cycle does not outlive the test.
        defer { handle.bump = nil }
        let window = TestWindow(size: CGSize(width: 300, height: 600)) { Counter(handle: handle) }
        window.scroll(at: top, by: CGSize(width: 0, height: 200))
        handle.bump?()
        let count = try #require(window.layoutFrames(ofText: "count 1").first)
        #expect(abs(count.midY - (25 - 200)) <= 1)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 200))
    }

    @Test("An offset past the end is clamped to content − viewport")
    func offsetPastTheEndIsClamped() {
        let handle = ScrollHandle()
        // The handle holds a view that holds the handle: let go, so the cycle does not outlive the test.
        defer { handle.bump = nil }
        let window = TestWindow(size: CGSize(width: 300, height: 600)) { Counter(handle: handle) }
        window.scroll(at: top, by: CGSize(width: 0, height: 10_000))
        // 50 + 8 (the VStack's default spacing between the two content views) + 1000.
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 1058 - 600))
    }

    @Test("Indicators: only when content overflows; 3 pt bars 3 pt inside the edge, viewport²/content long, black 35 %")
    func indicators() throws {
        // At rest none shows, as on iOS (`indicatorsShowWhileMoving`).
        assertDisplayListSnapshot(
            of: ScrollView { Rows(count: 20) }, size: CGSize(width: 300, height: 600), named: "overflowing")
        assertDisplayListSnapshot(
            of: ScrollView { Rows(count: 4) }, size: CGSize(width: 300, height: 600), named: "fitting")
        let window = TestWindow(size: CGSize(width: 300, height: 600)) { ScrollView { Rows(count: 20) } }
        let node = try #require(window.graph.scrollNode(at: top))
        #expect(node.indicatorRects(in: node.frame) == [CGRect(x: 294, y: 0, width: 3, height: 360)])
        window.scroll(at: top, by: CGSize(width: 0, height: 400))
        #expect(node.indicatorRects(in: node.frame) == [CGRect(x: 294, y: 240, width: 3, height: 360)])
        #expect(ScrollViewNode.indicatorColor == RGBA(red: 0, green: 0, blue: 0, opacity: 0.35))
        let hidden = TestWindow(size: CGSize(width: 300, height: 600)) {
            ScrollView(showsIndicators: false) { Rows(count: 20) }
        }
        #expect(!hidden.displayList.items.contains { if case .fill = $0 { true } else { false } })
    }

    /// The indicator fills a window paints, with their opacity.
    private func indicatorFills(_ window: TestWindow) -> [(rect: CGRect, opacity: Double)] {
        window.displayList.items.compactMap { item in
            guard case .fill(let path, .color(let color), _) = item, path.boundingRect.width == 3 else { return nil }
            return (path.boundingRect, color.opacity)
        }
    }

    @Test("Indicators show while the content moves and half a second after, fading over the last quarter, as iOS's")
    func indicatorsShowWhileMoving() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 600)) { ScrollView { Rows(count: 20) } }
        #expect(indicatorFills(window).isEmpty, "none at rest")
        window.scroll(at: top, by: CGSize(width: 0, height: 400))
        window.render()
        let shown = try #require(indicatorFills(window).first)
        #expect(shown.rect == CGRect(x: 294, y: 240, width: 3, height: 360))
        #expect(abs(shown.opacity - 0.35) < 0.001)
        window.advance(by: 0.35)
        let fading = try #require(indicatorFills(window).first)
        #expect(fading.opacity > 0.1 && fading.opacity < 0.3, "fading: \(fading.opacity)")
        window.advance(by: 0.3)
        #expect(indicatorFills(window).isEmpty, "gone")
        window.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 300), releasing: false)
        window.advance(by: 1)
        #expect(indicatorFills(window).count == 1, "shown throughout a drag, however long")
        // Let go after holding still (a soak's trap: the bar vanished without the view being repainted).
        window.send(.ended, at: CGPoint(x: 150, y: 300))
        window.render()
        #expect(indicatorFills(window).count == 1, "lingering after the release")
        window.advance(by: 1)
        #expect(indicatorFills(window).isEmpty)
    }
}
