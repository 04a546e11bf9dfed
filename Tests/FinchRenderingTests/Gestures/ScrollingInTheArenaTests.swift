import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Scroll views take part in the gesture arena: a drag past 10 pt scrolls and takes the touch from the
/// taps inside, but a drag gesture inside keeps its turn; nested scroll views share a touch by axis.
@MainActor
@Suite("Scrolling in the gesture arena, and hit testing through every transform")
struct ScrollingInTheArenaTests {
    @MainActor
    final class Log {
        var taps: [String] = []
        var drags = 0
    }

    private struct ButtonRows: View {
        let log: Log

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in
                        Button("Button \(index)") { log.taps.append("\(index)") }.frame(width: 200, height: 50)
                    }
                }
            }
        }
    }

    private let size = CGSize(width: 200, height: 400)

    @Test("A drag that starts on a button scrolls once it moves past the threshold; the button does not fire")
    func dragOnButtonScrolls() throws {
        let log = Log()
        let window = TestWindow(size: size) { ButtonRows(log: log) }
        let before = try #require(window.frames(ofText: "Button 2").first)
        window.drag(from: CGPoint(x: 100, y: 125), to: CGPoint(x: 100, y: 25), duration: 0.25)
        let after = try #require(window.frames(ofText: "Button 2").first)
        #expect(abs((before.minY - after.minY) - 100) <= 1)
        #expect(log.taps.isEmpty)
        // The button's pressed look (its label dimmed) ended with the touch the scroll view took.
        #expect(!window.displayList.dump().contains("opacity 0.25"))
    }

    @Test("A tap on a button inside a scroll view still presses it, and nothing scrolls")
    func tapStillPresses() throws {
        let log = Log()
        let window = TestWindow(size: size) { ButtonRows(log: log) }
        let button = try #require(window.frames(ofText: "Button 3").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(log.taps == ["3"])
        #expect(try #require(window.frames(ofText: "Button 3").first) == button)
    }

    @Test("A short move (under 10 pt) on a button is still a tap")
    func shortMoveIsATap() throws {
        let log = Log()
        let window = TestWindow(size: size) { ButtonRows(log: log) }
        let button = try #require(window.frames(ofText: "Button 1").first)
        let start = CGPoint(x: button.midX, y: button.midY)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y - 5), duration: 0.05)
        #expect(log.taps == ["1"])
    }

    private struct Nested: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<10) { Text("Column \($0)").frame(width: 100, height: 100) }
                        }
                    }
                    .frame(height: 100)
                    ForEach(0..<20) { Text("Row \($0)").frame(width: 200, height: 50) }
                }
            }
        }
    }

    @Test("Inside a vertical scroll view, a horizontal one takes horizontal drags and passes vertical ones out")
    func nestedScrollViews() throws {
        let window = TestWindow(size: size) { Nested() }
        let column = try #require(window.layoutFrames(ofText: "Column 3").first)
        let row = try #require(window.frames(ofText: "Row 2").first)
        // Horizontal drag on the inner row: the inner view scrolls, the outer stays.
        window.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 30, y: 52), duration: 0.25)
        let columnAfter = try #require(window.layoutFrames(ofText: "Column 3").first)
        #expect(abs((column.minX - columnAfter.minX) - 120) <= 2)
        #expect(try #require(window.frames(ofText: "Row 2").first).minY == row.minY)
        // Vertical drag on the inner row: the outer view scrolls, the inner stays.
        window.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 102, y: 20), duration: 0.25)
        #expect(abs((row.minY - (try #require(window.frames(ofText: "Row 2").first).minY)) - 60) <= 2)
        #expect(try #require(window.layoutFrames(ofText: "Column 3").first).minX == columnAfter.minX - 0)
        // The wheel: vertical over the inner view scrolls the outer one, horizontal the inner one.
        let rowBefore = try #require(window.frames(ofText: "Row 2").first)
        window.scroll(at: CGPoint(x: 100, y: 20), by: CGSize(width: 0, height: 30))
        #expect(abs(rowBefore.minY - (try #require(window.frames(ofText: "Row 2").first).minY) - 30) <= 1)
    }

    private struct DraggableInScroll: View {
        let log: Log
        @State private var offset = CGSize.zero

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.orange.frame(width: 200, height: 100)
                        .overlay(Text("Handle"))
                        .gesture(DragGesture().onChanged { _ in log.drags += 1 })
                    ForEach(0..<20) { Text("Row \($0)").frame(width: 200, height: 50) }
                }
            }
        }
    }

    @Test("A view with a DragGesture inside a scroll view gets the drag; the scroll view does not move")
    func dragGestureInsideWins() throws {
        let log = Log()
        let window = TestWindow(size: size) { DraggableInScroll(log: log) }
        let row = try #require(window.frames(ofText: "Row 3").first)
        window.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 10), duration: 0.25)
        #expect(log.drags > 0)
        #expect(try #require(window.frames(ofText: "Row 3").first) == row)
        // A drag elsewhere in the scroll view scrolls it.
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.25)
        #expect(abs(row.minY - (try #require(window.frames(ofText: "Row 3").first).minY) - 100) <= 1)
    }

    @Test("After scrolling, a tap hits the button drawn under it (scroll offsets are undone)")
    func tapAfterScrolling() throws {
        let log = Log()
        let window = TestWindow(size: size) { ButtonRows(log: log) }
        window.scroll(at: CGPoint(x: 100, y: 200), by: CGSize(width: 0, height: 275))
        let button = try #require(window.frames(ofText: "Button 7").first)
        #expect(button.minY < 400 && button.maxY > 0)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(log.taps == ["7"])
    }

    private struct Turned: View {
        let log: Log

        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("left") }
                Color.blue.frame(width: 100, height: 100).onTapGesture { log.taps.append("right") }
            }
            .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
        }
    }

    @Test("Hit testing goes through a 3D rotation: a view turned half a turn about y is touched mirrored")
    func throughProjection() {
        let log = Log()
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { Turned(log: log) }
        // Turned about the vertical axis, the left view is drawn on the right.
        window.tap(at: CGPoint(x: 150, y: 50))
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.taps == ["left", "right"])
    }
}
