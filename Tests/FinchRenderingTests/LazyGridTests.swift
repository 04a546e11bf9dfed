import Finch
import FinchTesting
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FinchCore

/// A grid cell 30 pt tall; grids put 8 pt between rows, so rows are 38 pt apart.
struct GridCellView: View {
    let index: Int

    var body: some View { Text("Cell \(index)").frame(height: 30) }
}

/// `count` cells in three flexible columns of a vertical scroll view.
private struct CellGrid: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                ForEach(0..<count, id: \.self) { GridCellView(index: $0) }
            }
        }
    }
}

/// The width a grid is shown at, changed by a test.
@MainActor
@Observable
private final class GridWidth {
    var width: CGFloat = 300
}

/// 300 marked cells in adaptive columns, as wide as the model says.
private struct WidthGrid: View {
    let model: GridWidth
    let marks: RowMarks

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(0..<300, id: \.self) { MarkableRow(index: $0, marks: marks) }
            }
            .frame(width: model.width)
        }
    }
}

@MainActor
@Suite("LazyVGrid and LazyHGrid build only the rows and columns near the visible part")
struct LazyGridTests {
    let top = CGPoint(x: 150, y: 10)
    let size = CGSize(width: 300, height: 600)

    private func midX(_ text: String, in window: TestWindow) -> CGFloat? { window.frames(ofText: text).first?.midX }
    private func midY(_ text: String, in window: TestWindow) -> CGFloat? { window.frames(ofText: text).first?.midY }

    @Test("10,000 cells: only the rows on screen and half a screen around are built, before and after scrolling")
    func buildsOnlyVisibleRows() throws {
        let window = TestWindow(size: size) { CellGrid(count: 10_000) }
        // 16 rows on screen and 8 below it, three cells each.
        let first = window.graph.debugBodyEvaluationCount(of: GridCellView.self)
        #expect(first > 45 && first < 120)
        #expect(abs(try #require(midY("Cell 0", in: window)) - 15) <= 1)
        // Columns of (300 − 16) / 3 pt: the cells sit in the middle of theirs.
        #expect(abs(try #require(midX("Cell 1", in: window)) - 150) <= 1)
        #expect(abs(try #require(midY("Cell 4", in: window)) - 53) <= 1)
        window.graph.debugResetBodyEvaluationCounts()
        // Row 1000 (cells 3000–3002) starts at 1000 × 38 pt.
        window.scroll(at: top, by: CGSize(width: 0, height: 1000 * 38))
        #expect(window.graph.debugBodyEvaluationCount(of: GridCellView.self) < 120)
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 38_000))
        #expect(abs(try #require(midY("Cell 3000", in: window)) - 15) <= 1)
        #expect(abs(try #require(midX("Cell 3002", in: window)) - 252.7) <= 1)
        #expect(window.frames(ofText: "Cell 0").isEmpty)
        // Half a viewport (about eight rows) above the visible part is built, ten rows up is not.
        #expect(!window.layoutFrames(ofText: "Cell 2979").isEmpty)
        #expect(window.layoutFrames(ofText: "Cell 2970").isEmpty)
    }

    @Test("The grid's height is estimated from the rows measured: the last row of 10,000 cells is reachable")
    func scrollsToTheEnd() throws {
        let window = TestWindow(size: size) { CellGrid(count: 10_000) }
        window.scroll(at: top, by: CGSize(width: 0, height: 1e9))
        window.render()
        // 3,334 rows, the last holding cell 9999 alone in the first column.
        #expect(window.scrollOffset(at: top) == CGPoint(x: 0, y: 3_334 * 38 - 8 - 600))
        #expect(abs(try #require(midY("Cell 9999", in: window)) - 585) <= 1)
        #expect(abs(try #require(midX("Cell 9999", in: window)) - 47.3) <= 1)
    }

    @Test("A grid of 30,000 cells costs what one of 300 costs: the same number of live nodes after scrolling")
    func costIndependentOfCount() {
        var counts: [Int] = []
        for cells in [300, 30_000] {
            let window = TestWindow(size: size) { CellGrid(count: cells) }
            window.scroll(at: top, by: CGSize(width: 0, height: 1_000))
            counts.append(window.graph.debugNodeCount)
        }
        #expect(counts[0] == counts[1])
        #expect(counts[0] < 400)
    }

    @Test("Rows scrolled far away are dropped with their cells' state; near ones keep it")
    func farRowsAreDropped() {
        let marks = RowMarks()
        // The marks hold cells that hold the marks: let go, so the cycle does not outlive the test.
        defer { marks.mark.removeAll() }
        let window = TestWindow(size: size) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                    ForEach(0..<3_000, id: \.self) { MarkableRow(index: $0, marks: marks) }
                }
            }
        }
        marks.mark[1]?()
        #expect(!window.frames(ofText: "Marked 1").isEmpty)
        window.scroll(at: top, by: CGSize(width: 0, height: 200))
        window.scroll(at: top, by: CGSize(width: 0, height: -200))
        #expect(!window.frames(ofText: "Marked 1").isEmpty)
        window.scroll(at: top, by: CGSize(width: 0, height: 5_000))
        #expect(window.frames(ofText: "Row 1").isEmpty && window.frames(ofText: "Marked 1").isEmpty)
        window.scroll(at: top, by: CGSize(width: 0, height: -5_000))
        #expect(window.frames(ofText: "Marked 1").isEmpty)
        #expect(!window.frames(ofText: "Row 1").isEmpty)
    }

    @Test("A narrower grid regroups the cells it built into fewer adaptive columns, keeping their state")
    func regroupsWhenTheWidthChanges() throws {
        let model = GridWidth()
        let marks = RowMarks()
        // The marks hold cells that hold the marks: let go, so the cycle does not outlive the test.
        defer { marks.mark.removeAll() }
        let window = TestWindow(size: size) { WidthGrid(model: model, marks: marks) }
        marks.mark[3]?()
        // 300 pt: three columns, so cell 3 starts the second row.
        #expect(abs(try #require(midY("Marked 3", in: window)) - 53) <= 1)
        model.width = 200
        window.render()
        // 200 pt: two columns; cell 3 is the second of the second row, still marked.
        #expect(abs(try #require(midY("Marked 3", in: window)) - 53) <= 1)
        #expect(abs(try #require(midY("Row 4", in: window)) - 91) <= 1)
        let marked = try #require(midX("Marked 3", in: window))
        let beside = try #require(midX("Row 2", in: window))
        #expect(marked > beside)
    }

    @Test("scrollTo reaches a cell that was never built, in the row it would be in")
    func scrollToUnbuiltCell() throws {
        let handle = ScrollHandle()
        let window = TestWindow(size: size) {
            ScrollViewReader { proxy in
                let _ = (handle.proxy = proxy)
                CellGrid(count: 10_000)
            }
        }
        handle.proxy?.scrollTo(6_001, anchor: .top)
        #expect(abs(try #require(midY("Cell 6001", in: window)) - 15) <= 1)
        #expect(abs(try #require(midY("Cell 6000", in: window)) - 15) <= 1)
    }

    @Test("A LazyHGrid in a horizontal scroll view builds only the columns near the visible part")
    func lazyHGrid() throws {
        let window = TestWindow(size: size) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                    ForEach(0..<1_000, id: \.self) { Text("C\($0)").frame(width: 100) }
                }
            }
        }
        #expect(!window.frames(ofText: "C0").isEmpty)
        #expect(!window.frames(ofText: "C1").isEmpty)
        #expect(window.frames(ofText: "C40").isEmpty)
        // Column 50 (cells 100 and 101) starts at 50 × 108 pt.
        window.scroll(at: CGPoint(x: 10, y: 300), by: CGSize(width: 50 * 108, height: 0))
        let upper = try #require(window.frames(ofText: "C100").first)
        let lower = try #require(window.frames(ofText: "C101").first)
        #expect(abs(upper.midX - 50) <= 1)
        #expect(abs(lower.midX - 50) <= 1)
        #expect(abs((lower.midY - upper.midY) - 48) <= 1)
        #expect(window.frames(ofText: "C0").isEmpty)
    }

    @Test("A table Grid with a divider row above an adaptive LazyVGrid of tiles")
    func gridSnapshot() {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]
        let view = VStack(spacing: 16) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("Fruit").font(.headline)
                    Text("Count").font(.headline).gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Apples")
                    Text("3")
                }
                GridRow {
                    Text("Blackcurrants")
                    Text("120")
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) {
                ForEach(0..<colors.count, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8).fill(colors[index]).frame(height: 44)
                }
            }
        }
        .padding()
        .frame(width: 280)
        assertSnapshot(of: view, size: CGSize(width: 280, height: 260))
    }
}
