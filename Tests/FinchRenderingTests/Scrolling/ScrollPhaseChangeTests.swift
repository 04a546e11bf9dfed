import Finch
import FinchTesting
import Testing

/// Every phase change an `onScrollPhaseChange` action got, in order.
@MainActor
private final class PhaseLog {
    var changes: [[ScrollPhase]] = []
}

/// Fifty 40-pt rows in a scroll view filling a 200×400 window, paging when `paging` says so.
private struct PhasedRows: View {
    let log: PhaseLog
    var paging = false

    var body: some View {
        Group {
            if paging {
                rows.scrollTargetBehavior(.paging)
            } else {
                rows
            }
        }
        .onScrollPhaseChange { old, new in log.changes.append([old, new]) }
    }

    private var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { index in Text("row \(index)").frame(height: 40) }
            }
        }
    }
}

@MainActor
@Suite(".onScrollPhaseChange(_:): the action gets the old and the new phase")
struct ScrollPhaseChangeTests {
    let size = CGSize(width: 200, height: 400)

    @Test("A drag is .interacting; let go, .idle")
    func drag() {
        let log = PhaseLog()
        let window = TestWindow(size: size) { PhasedRows(log: log) }
        #expect(log.changes.isEmpty)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), releasing: false)
        #expect(log.changes == [[.idle, .interacting]])
        window.send(.ended, at: CGPoint(x: 100, y: 100))
        window.advance(by: 1.0 / 60)
        #expect(log.changes == [[.idle, .interacting], [.interacting, .idle]])
    }

    @Test("Paging, the release glides: .animating until the glide ends, then .idle")
    func settle() {
        let log = PhaseLog()
        let window = TestWindow(size: size) { PhasedRows(log: log, paging: true) }
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200))
        window.advance(by: 1.0 / 60)
        #expect(log.changes == [[.idle, .interacting], [.interacting, .animating]])
        window.advance(by: 2)
        #expect(log.changes.last == [.animating, .idle])
    }
}
