import Finch
import FinchTesting
import Foundation
import Testing

@_spi(Testing) @testable import FinchCore

/// A row 30 pt tall; lazy stacks put 8 pt between rows, so rows are 38 pt apart.
struct LazyRow: View {
    let index: Int

    var body: some View { Text("Row \(index)").frame(height: 30) }
}

/// A row with state, to see state go when the row is dropped.
@MainActor
final class RowMarks {
    var mark: [Int: () -> Void] = [:]
}

struct MarkableRow: View {
    let index: Int
    let marks: RowMarks
    @State var isMarked = false

    var body: some View {
        let _ = (marks.mark[index] = { isMarked = true })
        Text(isMarked ? "Marked \(index)" : "Row \(index)").frame(height: 30)
    }
}

/// A row holding a closure: it never compares equal to its last value, so building it again evaluates it.
struct ActionRow: View {
    let index: Int
    let action: @MainActor @Sendable () -> Void

    var body: some View { Text("Row \(index)").frame(height: 30).onTapGesture(perform: action) }
}

private struct ActionList: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<1000, id: \.self) { index in ActionRow(index: index) { _ = index } }
            }
        }
    }
}

private struct LazyList: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<count, id: \.self) { LazyRow(index: $0) }
            }
        }
    }
}

@MainActor
@Suite("LazyVStack and LazyHStack build only what is near the visible part")
struct LazyStackTests {
    let top = CGPoint(x: 150, y: 10)
    let size = CGSize(width: 300, height: 600)

    @Test("Scrolling a row in builds that row, not every row on screen again")
    func scrollingBuildsOnlyNewRows() {
        let window = TestWindow(size: size) { ActionList() }
        window.graph.debugResetBodyEvaluationCounts()
        window.scroll(at: top, by: CGSize(width: 0, height: 38 * 3))
        #expect(window.graph.debugBodyEvaluationCount(of: ActionRow.self) <= 6)
    }

    @Test("10,000 rows: well under 100 row bodies after the first layout and after scrolling to the middle")
    func buildsOnlyVisibleRows() throws {
        let window = TestWindow(size: size) { LazyList(count: 10_000) }
        let first = window.graph.debugBodyEvaluationCount(of: LazyRow.self)
        #expect(first > 15 && first < 60)
        #expect(abs(try #require(window.frames(ofText: "Row 0").first).midY - 15) <= 1)
        window.graph.debugResetBodyEvaluationCounts()
        // Row 5000 starts at 5000 × 38 pt.
        window.scroll(at: top, by: CGSize(width: 0, height: 5000 * 38))
        #expect(window.graph.debugBodyEvaluationCount(of: LazyRow.self) < 60)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 190_000))
        #expect(abs(try #require(window.frames(ofText: "Row 5000").first).midY - 15) <= 1)
        #expect(abs(try #require(window.frames(ofText: "Row 5001").first).midY - 53) <= 1)
        #expect(window.frames(ofText: "Row 0").isEmpty)
        // Half a viewport before the visible part is built, a little more is not.
        #expect(!window.layoutFrames(ofText: "Row 4993").isEmpty)
        #expect(window.layoutFrames(ofText: "Row 4990").isEmpty)
    }

    @Test("The content size is estimated from the rows measured: the end of a 10,000-row list is reachable")
    func scrollsToTheEnd() throws {
        let window = TestWindow(size: size) { LazyList(count: 10_000) }
        window.scroll(at: top, by: CGSize(width: 0, height: 1e9))
        window.render()
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 10_000 * 38 - 8 - 600))
        #expect(abs(try #require(window.frames(ofText: "Row 9999").first).midY - 585) <= 1)
    }

    @Test("Building 10,000 rows costs about what 100 do: the same number of live nodes after scrolling")
    func costIndependentOfCount() {
        var counts: [Int] = []
        for rows in [100, 10_000] {
            let window = TestWindow(size: size) { LazyList(count: rows) }
            window.scroll(at: top, by: CGSize(width: 0, height: 1_000))
            counts.append(window.graph.debugNodeCount)
        }
        #expect(counts[0] == counts[1])
    }

    @Test("Rows scrolled far out of view are dropped and lose their state, as in SwiftUI's lazy stacks")
    func stateOfFarRowsGoes() throws {
        let marks = RowMarks()
        // The marks hold rows that hold the marks: let go, so the cycle does not outlive the test.
        defer { marks.mark.removeAll() }
        let window = TestWindow(size: size) {
            ScrollView {
                LazyVStack {
                    ForEach(0..<1_000, id: \.self) { MarkableRow(index: $0, marks: marks) }
                }
            }
        }
        marks.mark[0]?()
        #expect(!window.frames(ofText: "Marked 0").isEmpty)
        // A little scrolling keeps the row (and its state).
        window.scroll(at: top, by: CGSize(width: 0, height: 200))
        window.scroll(at: top, by: CGSize(width: 0, height: -200))
        #expect(!window.frames(ofText: "Marked 0").isEmpty)
        // Far away and back: the row is built anew.
        window.scroll(at: top, by: CGSize(width: 0, height: 5_000))
        window.scroll(at: top, by: CGSize(width: 0, height: -5_000))
        #expect(window.frames(ofText: "Marked 0").isEmpty)
        #expect(!window.frames(ofText: "Row 0").isEmpty)
    }

    @Test("Outside a scroll view a LazyVStack lays out as a VStack")
    func outsideScrollViewIsAStack() {
        func frames<V: View>(_ view: V) -> [CGRect] {
            let window = TestWindow(size: CGSize(width: 300, height: 300)) { view }
            return (0..<5).flatMap { window.frames(ofText: "Row \($0)") }
        }
        let lazy = frames(LazyVStack(alignment: .leading) { ForEach(0..<5, id: \.self) { LazyRow(index: $0) } })
        let plain = frames(VStack(alignment: .leading) { ForEach(0..<5, id: \.self) { LazyRow(index: $0) } })
        #expect(lazy.count == 5)
        #expect(lazy == plain)
    }

    @Test("A LazyHStack in a horizontal scroll view builds only the columns near the visible part")
    func lazyHStack() throws {
        let window = TestWindow(size: size) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { Text("C\($0)").frame(width: 100, height: 40) }
                }
            }
        }
        #expect(!window.frames(ofText: "C0").isEmpty)
        #expect(window.frames(ofText: "C20").isEmpty)
        window.scroll(at: CGPoint(x: 10, y: 300), by: CGSize(width: 50_000, height: 0))
        #expect(abs(try #require(window.frames(ofText: "C500").first).midX - 50) <= 1)
        #expect(window.frames(ofText: "C0").isEmpty)
    }

    @Test("scrollTo reaches a lazy row that was never built, by its estimated place")
    func scrollToUnbuiltRow() throws {
        let handle = ScrollHandle()
        let window = TestWindow(size: size) {
            ScrollViewReader { proxy in
                let _ = (handle.proxy = proxy)
                LazyList(count: 10_000)
            }
        }
        handle.proxy?.scrollTo(7_000, anchor: .top)
        #expect(abs(try #require(window.frames(ofText: "Row 7000").first).midY - 15) <= 1)
    }
}
