import Finch
import FinchTesting
import Testing

/// Fifty 40-pt rows (2000 pt) in a scroll view filling a 200×400 window, eager or lazy, starting at
/// `anchor`.
private struct AnchoredRows: View {
    let anchor: UnitPoint?
    var lazy = false

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { rows }
            } else {
                VStack(spacing: 0) { rows }
            }
        }
        .defaultScrollAnchor(anchor)
    }

    private var rows: some View {
        ForEach(0..<50, id: \.self) { index in Text("row \(index)").frame(height: 40) }
    }
}

// Text is drawn half a point below its frame's middle here, hence `rounded(.down)`.
@MainActor
@Suite(".defaultScrollAnchor(_:): the scroll view starts at that anchor of its content")
struct DefaultScrollAnchorTests {
    let size = CGSize(width: 200, height: 400)

    @Test(".bottom starts a VStack and a LazyVStack at their last rows; nil at the top", arguments: [false, true])
    func bottom(lazy: Bool) {
        let window = TestWindow(size: size) { AnchoredRows(anchor: .bottom, lazy: lazy) }
        window.advance(by: 1.0 / 60)
        // Offset 2000 − 400 = 1600: row 49 (1960…2000) is drawn at 360…400, row 40 at 0…40.
        #expect(window.frames(ofText: "row 49").first?.midY.rounded(.down) == 380)
        #expect(window.frames(ofText: "row 40").first?.midY.rounded(.down) == 20)
        #expect(window.frames(ofText: "row 0").isEmpty)
        let top = TestWindow(size: size) { AnchoredRows(anchor: nil, lazy: lazy) }
        #expect(top.frames(ofText: "row 0").first?.midY.rounded(.down) == 20)
        #expect(top.frames(ofText: "row 49").isEmpty)
    }

    @Test(".center starts halfway through the overflow")
    func center() {
        let window = TestWindow(size: size) { AnchoredRows(anchor: .center) }
        // Offset 800: row 20 (800…840) is at the top.
        #expect(window.frames(ofText: "row 20").first?.midY.rounded(.down) == 20)
    }

    @Test("Scrolled once, it stays where it was scrolled to", arguments: [false, true])
    func scrolledAway(lazy: Bool) {
        let window = TestWindow(size: size) { AnchoredRows(anchor: .bottom, lazy: lazy) }
        #expect(window.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: -100)))
        window.advance(by: 1.0 / 60)
        // Offset 1500: row 45 (1800…1840) at 300…340, row 49 below the window.
        #expect(window.frames(ofText: "row 45").first?.midY.rounded(.down) == 320)
        #expect(window.frames(ofText: "row 49").isEmpty)
    }
}
