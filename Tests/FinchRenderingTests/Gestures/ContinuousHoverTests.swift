import Finch
import FinchTesting
import Foundation
import Testing

/// What the hover actions were told, kept outside the views so the test reads the phases themselves.
@MainActor
private final class HoverLog {
    var phases: [String: [HoverPhase]] = [:]

    func record(_ name: String) -> @MainActor (HoverPhase) -> Void {
        { self.phases[name, default: []].append($0) }
    }
}

/// A 100-pt square 20 pt into a named board that starts 10 pt from the window's leading edge (so the
/// square spans 30…130 across and 20…120 down the window), inside it a 40-pt square at its middle, and
/// beside it a square watched with `onHover`.
private struct Board: View {
    let log: HoverLog
    var space: CoordinateSpace = .local
    @State private var overPlain = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                Color.orange
                    .frame(width: 100, height: 100)
                    .overlay {
                        Color.red.frame(width: 40, height: 40).onContinuousHover(perform: log.record("inner"))
                    }
                    .onContinuousHover(coordinateSpace: space, perform: log.record("outer"))
                Color.blue.frame(width: 60, height: 100).onHover { overPlain = $0 }
            }
            .padding(20)
            Text(overPlain ? "over" : "away")
        }
        .coordinateSpace(name: "board")
        .padding(.leading, 10)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `onContinuousHover(coordinateSpace:perform:)`: through `TestWindow.hover(at:)`, as `onHover`.
@MainActor
@Suite("onContinuousHover: the pointer's location on every motion over a view, ended when it leaves")
struct ContinuousHoverTests {
    private func window(_ log: HoverLog, space: CoordinateSpace = .local) -> TestWindow {
        let window = TestWindow(size: CGSize(width: 240, height: 200)) { Board(log: log, space: space) }
        window.advance(by: 0)
        return window
    }

    @Test("Every motion over the view is told its location in the view's own space; leaving it, ended")
    func localMotion() {
        let log = HoverLog()
        let window = window(log)
        window.hover(at: CGPoint(x: 10, y: 10))
        #expect(log.phases["outer"] == nil)
        window.hover(at: CGPoint(x: 35, y: 30))
        window.hover(at: CGPoint(x: 40, y: 40))
        #expect(log.phases["outer"] == [.active(CGPoint(x: 5, y: 10)), .active(CGPoint(x: 10, y: 20))])
        // Onto the neighbour: ended, once; nothing more while away.
        window.hover(at: CGPoint(x: 160, y: 50))
        window.hover(at: CGPoint(x: 170, y: 60))
        #expect(log.phases["outer"]?.last == .ended)
        #expect(log.phases["outer"]?.count == 3)
        #expect(window.shows("over"))
    }

    @Test("Views inside one another are each told, in their own spaces; leaving the window ends both")
    func nested() {
        let log = HoverLog()
        let window = window(log)
        // The inner square spans 60…100 across the window, 50…90 down.
        window.hover(at: CGPoint(x: 70, y: 70))
        #expect(log.phases["outer"] == [.active(CGPoint(x: 40, y: 50))])
        #expect(log.phases["inner"] == [.active(CGPoint(x: 10, y: 20))])
        window.hover(at: CGPoint(x: 40, y: 30))
        #expect(log.phases["inner"] == [.active(CGPoint(x: 10, y: 20)), .ended])
        #expect(log.phases["outer"]?.last == .active(CGPoint(x: 10, y: 10)))
        window.hover(at: nil)
        #expect(log.phases["outer"]?.last == .ended)
        #expect(log.phases["inner"]?.count == 2)
    }

    @Test("Locations in a named coordinate space, or the window's (.global)")
    func spaces() {
        let named = HoverLog()
        let namedWindow = window(named, space: .named("board"))
        namedWindow.hover(at: CGPoint(x: 40, y: 40))
        #expect(named.phases["outer"] == [.active(CGPoint(x: 30, y: 40))])
        let global = HoverLog()
        let globalWindow = window(global, space: .global)
        globalWindow.hover(at: CGPoint(x: 35, y: 45))
        #expect(global.phases["outer"] == [.active(CGPoint(x: 35, y: 45))])
    }

    @Test("onHover and onContinuousHover on one view are each told")
    func both() {
        let log = HoverLog()
        var hovering: [Bool] = []
        let window = TestWindow(size: CGSize(width: 100, height: 100)) {
            Color.green
                .onHover { hovering.append($0) }
                .onContinuousHover(perform: log.record("both"))
        }
        window.advance(by: 0)
        window.hover(at: CGPoint(x: 10, y: 20))
        window.hover(at: nil)
        #expect(hovering == [true, false])
        #expect(log.phases["both"] == [.active(CGPoint(x: 10, y: 20)), .ended])
    }
}
