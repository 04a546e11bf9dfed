import Finch
import FinchTesting
import Observation
import Testing

/// Two tappable bars in a `ViewThatFits` offered the model's width: a 300-pt one and a 100-pt one.
private struct Choice: View {
    let log: TapLog

    var body: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 50).onTapGesture { log.taps.append("wide") }
            Color.blue.frame(width: 100, height: 50).onTapGesture { log.taps.append("narrow") }
        }
        .frame(width: log.width)
    }
}

@MainActor
@Observable
private final class TapLog {
    var width: CGFloat = 400
    var taps: [String] = []
}

@MainActor
@Suite("ViewThatFits in a window: only the child shown takes touches; nothing outlives the window")
struct ViewThatFitsWindowTests {
    @Test("Once narrower, a tap where the wide child was placed reaches only the narrow one shown")
    func touches() throws {
        let log = TapLog()
        let window = TestWindow(size: CGSize(width: 400, height: 100)) { Choice(log: log) }
        // 400 wide: the wide bar, 50…350.
        window.tap(at: CGPoint(x: 80, y: 50))
        log.width = 200
        window.advance(by: 0)
        // 200 wide: the narrow bar, 150…250; the wide one keeps its old frame but is not shown.
        window.tap(at: CGPoint(x: 80, y: 50))
        window.tap(at: CGPoint(x: 200, y: 50))
        #expect(log.taps == ["wide", "narrow"])
        #expect(window.treeLayoutNodeCount == window.liveLayoutNodeCount)
        try window.close()
    }
}
