import Foundation
import Testing

@testable import FinchCore

/// Cells 20 pt tall that fill their column's width, in the colours given, one after another.
@MainActor
private func cells(_ colors: [Color], height: CGFloat = 20) -> some View {
    ForEach(Array(colors.enumerated()), id: \.offset) { _, color in color.frame(height: height) }
}

/// The fill rectangles of `color`, left to right, top to bottom.
@MainActor
private func sorted(_ color: Color, in graph: ViewGraph) -> [CGRect] {
    rects(of: color, in: graph).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
}

@MainActor
@Suite("Lazy grids resolve their items into columns and rows as SwiftUI's")
struct LazyGridLayoutTests {
    @Test("A fixed column takes its width; an adaptive one fits as many 40-pt columns as it can (objc.io's quiz)")
    func fixedAndAdaptive() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            cells([.red, .green, .blue])
        }
        let graph = layout(grid, in: CGSize(width: 200, height: 100))
        // 200 − 8 − 70 = 122 for the adaptive item: two columns of (122 − 8) / 2 = 57.
        #expect(rect(of: .red, in: graph).map { [$0.minX, $0.width] } == [0, 70])
        #expect(rect(of: .green, in: graph).map { [$0.minX, $0.width] } == [78, 57])
        #expect(rect(of: .blue, in: graph).map { [$0.minX, $0.width] } == [143, 57])
    }

    @Test(
        "An adaptive item makes as many columns of at least its minimum as fit, sharing the width",
        arguments: [
            (width: 282.0, columns: 5, column: 50.0), (196, 3, 60), (120, 2, 56), (100, 1, 100),
            // Narrower than the minimum: one column of the minimum, wider than the grid was offered.
            (40, 1, 50),
        ])
    func adaptiveColumns(width: Double, columns: Int, column: Double) {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { cells(Array(repeating: .red, count: 12)) }
        let graph = layout(grid, in: CGSize(width: width, height: 400))
        let all = sorted(.red, in: graph)
        let firstRow = all.filter { $0.minY == all.first?.minY }
        #expect(firstRow.count == columns)
        #expect(firstRow.allSatisfy { $0.width == column })
    }

    @Test("Fixed, flexible and adaptive items together: 300 pt and 200 pt wide")
    func mixedItems() {
        let items = [
            GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 30, maximum: 40)),
        ]
        let wide = layout(
            LazyVGrid(columns: items) { cells([.red, .green, .blue, .yellow, .orange]) },
            in: CGSize(width: 300, height: 100))
        // 300 − 16 − 60 = 224: the flexible item is offered 112, the adaptive one takes the other
        // 112 and makes three columns of (112 − 16) / 3 = 32.
        let wideFrames = [Color.red, .green, .blue, .yellow, .orange].compactMap { rect(of: $0, in: wide) }
        #expect(wideFrames.map(\.minX) == [0, 68, 188, 228, 268])
        #expect(wideFrames.map(\.width) == [60, 112, 32, 32, 32])
        // At 200: the adaptive item's 62 pt make one column, held to its 40-pt maximum; the
        // columns (178 pt) are centred in the 200-pt grid.
        let narrow = layout(
            LazyVGrid(columns: items) { cells([.red, .green, .blue]) }, in: CGSize(width: 200, height: 100))
        let narrowFrames = [Color.red, .green, .blue].compactMap { rect(of: $0, in: narrow) }
        #expect(narrowFrames.map(\.minX) == [11, 79, 149])
        #expect(narrowFrames.map(\.width) == [60, 62, 40])
    }

    @Test("The grid's alignment places the columns when they do not fill its width")
    func gridAlignment() {
        for (alignment, x) in [(HorizontalAlignment.leading, 0.0), (.center, 50), (.trailing, 100)] {
            let grid = LazyVGrid(columns: [GridItem(.fixed(100))], alignment: alignment) { cells([.red]) }
                .frame(width: 200)
            #expect(rect(of: .red, in: layout(grid, in: CGSize(width: 200, height: 100)))?.minX == CGFloat(x))
        }
    }

    @Test("Flexible items are offered their share in order: a clamped item leaves its share to those after it")
    func flexibleOrder() {
        let first = layout(
            LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) { cells([.red, .green]) },
            in: CGSize(width: 208, height: 100))
        #expect(rect(of: .red, in: first)?.width == 50)
        #expect(rect(of: .green, in: first)?.width == 150)
        // The other way round the first takes half before the second is held to 50: 158 pt of columns,
        // centred in the 208-pt grid.
        let second = layout(
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible(maximum: 50))]) { cells([.red, .green]) },
            in: CGSize(width: 208, height: 100))
        #expect(rect(of: .red, in: second).map { [$0.minX, $0.width] } == [25, 100])
        #expect(rect(of: .green, in: second).map { [$0.minX, $0.width] } == [133, 50])
    }

    @Test("Minimums that do not fit widen the grid, and the columns are shared again in that width")
    func minimumsOverflow() {
        // At 300: 146 for the first, then 146 held to 180: the grid is 334 wide. Placed at 334 the
        // first is offered (334 − 8) / 2 = 163 (mo4tech's measurements of SwiftUI).
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            cells([.red, .green])
        }
        let graph = layout(grid, in: CGSize(width: 300, height: 100))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 334)
        // The 334-pt grid is centred in the 300-pt window: it starts at −17.
        #expect(rect(of: .red, in: graph).map { [$0.minX, $0.width] } == [-17, 163])
        #expect(rect(of: .green, in: graph).map { [$0.minX, $0.width] } == [154, 180])
    }

    @Test("Rows are as tall as their tallest cell, 8 pt apart by default, cells centred in them")
    func rowHeights() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
            Color.red.frame(height: 20)
            Color.green.frame(height: 40)
            Color.blue.frame(height: 10)
        }
        let graph = layout(grid.frame(width: 108, height: 58, alignment: .top), in: CGSize(width: 108, height: 58))
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 108, height: 58))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(rect(of: .green, in: graph) == CGRect(x: 58, y: 0, width: 50, height: 40))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 48, width: 50, height: 10))
    }

    @Test("Explicit spacing: between rows from the grid, between columns from each item")
    func explicitSpacing() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50), spacing: 2), GridItem(.fixed(50))], spacing: 4) {
            cells([.red, .green, .blue])
        }
        let graph = layout(grid, in: CGSize(width: 102, height: 44))
        #expect(rect(of: .green, in: graph)?.minX == 52)
        #expect(rect(of: .blue, in: graph)?.minY == 24)
    }

    @Test("Default gaps are 8 pt, the gap Finch's stacks leave between two views")
    func defaultSpacingMatchesStacks() {
        let stack = layout(
            VStack {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }, in: CGSize(width: 100, height: 100))
        let stackGap = (rect(of: .blue, in: stack)?.minY ?? 0) - (rect(of: .red, in: stack)?.maxY ?? 0)
        let grid = layout(
            LazyVGrid(columns: [GridItem(.fixed(10)), GridItem(.fixed(10))]) { cells([.red, .green, .blue]) },
            in: CGSize(width: 100, height: 100))
        let columnGap = (rect(of: .green, in: grid)?.minX ?? 0) - (rect(of: .red, in: grid)?.maxX ?? 0)
        let rowGap = (rect(of: .blue, in: grid)?.minY ?? 0) - (rect(of: .red, in: grid)?.maxY ?? 0)
        #expect(stackGap == 8)
        #expect(columnGap == stackGap)
        #expect(rowGap == stackGap)
    }

    @Test(
        "An item's alignment places its cells in their cell space",
        arguments: [
            (Alignment.leading, 0.0, 15.0), (.center, 30, 15), (.trailing, 60, 15), (.topLeading, 0, 0),
            (.bottomTrailing, 60, 30),
        ])
    func itemAlignment(alignment: Alignment, x: Double, y: Double) {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100), alignment: alignment), GridItem(.fixed(10))]) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(height: 40)
        }
        let graph = layout(grid, in: CGSize(width: 118, height: 40))
        #expect(rect(of: .red, in: graph)?.origin == CGPoint(x: x, y: y))
    }

    @Test("A LazyHGrid outside a scroll view: rows from its items, columns as wide as their widest cell")
    func lazyHGrid() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(50))], spacing: 4) {
            Color.red.frame(width: 20)
            Color.green.frame(width: 40)
            Color.blue.frame(width: 10)
        }
        let graph = layout(grid, in: CGSize(width: 54, height: 88))
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 54, height: 88))
        #expect(rect(of: .red, in: graph) == CGRect(x: 10, y: 0, width: 20, height: 30))
        #expect(rect(of: .green, in: graph) == CGRect(x: 0, y: 38, width: 40, height: 50))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 44, y: 0, width: 10, height: 30))
    }
}

@MainActor
@Suite("Grid lays out rows and columns as SwiftUI's")
struct GridLayoutTests {
    /// Two rows of two cells: columns 60 and 50 wide, rows 20 and 15 tall.
    private var twoByTwo: some View {
        Grid {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 50, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 60, height: 15)
                Color.yellow.frame(width: 20, height: 5)
            }
        }
    }

    @Test("Columns are as wide as their widest cell, rows as tall as their tallest, 8 pt apart; cells centred")
    func columnsAndRows() {
        let graph = layout(twoByTwo, in: CGSize(width: 118, height: 43))
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 118, height: 43))
        #expect(rect(of: .red, in: graph) == CGRect(x: 15, y: 5, width: 30, height: 10))
        #expect(rect(of: .green, in: graph) == CGRect(x: 68, y: 0, width: 50, height: 20))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 28, width: 60, height: 15))
        #expect(rect(of: .yellow, in: graph) == CGRect(x: 83, y: 33, width: 20, height: 5))
    }

    @Test("Explicit spacing between columns and between rows")
    func spacing() {
        let grid = Grid(horizontalSpacing: 2, verticalSpacing: 3) {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
            }
            GridRow { Color.blue.frame(width: 10, height: 10) }
        }
        let graph = layout(grid, in: CGSize(width: 22, height: 23))
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 22, height: 23))
        #expect(rect(of: .green, in: graph)?.minX == 12)
        #expect(rect(of: .blue, in: graph)?.minY == 13)
    }

    @Test("Rows with fewer cells leave their last columns empty; the grid's alignment places cells")
    func alignmentAndShortRows() {
        let grid = Grid(alignment: .topLeading) {
            GridRow {
                Color.red.frame(width: 30, height: 20)
                Color.green.frame(width: 50, height: 10)
            }
            GridRow { Color.blue.frame(width: 10, height: 10) }
        }
        let graph = layout(grid, in: CGSize(width: 88, height: 38))
        #expect(rect(of: .green, in: graph)?.origin == CGPoint(x: 38, y: 0))
        #expect(rect(of: .blue, in: graph)?.origin == CGPoint(x: 0, y: 28))
    }

    @Test("A view directly in the grid spans every column")
    func loneViewSpansAllColumns() {
        let grid = Grid {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 40, height: 10)
            }
            Color.blue.frame(height: 4)
        }
        let graph = layout(grid, in: CGSize(width: 78, height: 22))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 18, width: 78, height: 4))
    }

    @Test("gridCellColumns(2) spans two columns and the gap between them")
    func cellColumns() {
        let grid = Grid {
            GridRow {
                Color.red.frame(height: 10).gridCellColumns(2)
                Color.yellow.frame(width: 5, height: 10)
            }
            GridRow {
                Color.green.frame(width: 30, height: 10)
                Color.blue.frame(width: 40, height: 10)
                Color.orange.frame(width: 5, height: 10)
            }
        }
        let graph = layout(grid, in: CGSize(width: 91, height: 28))
        #expect(graph.sizeThatFits(.unspecified).width == 91)
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 0, width: 78, height: 10))
        #expect(rect(of: .yellow, in: graph)?.minX == 86)
    }

    @Test("gridCellUnsizedAxes(.horizontal): the cell takes its column's width without widening it")
    func unsizedAxes() {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow {
                    Color.orange.frame(height: 2).gridCellUnsizedAxes(unsized ? .horizontal : [])
                    Color.red.frame(width: 30, height: 10)
                }
                GridRow {
                    Color.blue.frame(width: 50, height: 10)
                    Color.green.frame(width: 40, height: 10)
                }
            }
        }
        let proposal = ProposedViewSize(width: 300, height: 100)
        let unsized = layout(grid(unsized: true), in: CGSize(width: 300, height: 100))
        #expect(unsized.sizeThatFits(proposal).width == 98)
        #expect(rect(of: .orange, in: unsized)?.width == 50)
        // Sized, the colour takes all the width its column is offered.
        let sized = layout(grid(unsized: false), in: CGSize(width: 300, height: 100))
        #expect(sized.sizeThatFits(proposal).width == 300)
        #expect(rect(of: .orange, in: sized)?.width == 252)
    }

    @Test("A lone Divider-like view unsized horizontally takes the grid's width, set by the rows")
    func unsizedLoneView() {
        let grid = Grid {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 40, height: 10)
            }
            Color.blue.frame(height: 1).gridCellUnsizedAxes(.horizontal)
        }
        let graph = layout(grid, in: CGSize(width: 300, height: 100))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: 100)).width == 78)
        #expect(rect(of: .blue, in: graph)?.width == 78)
    }

    @Test("gridColumnAlignment on one cell aligns its whole column; a row's alignment, its cells")
    func columnAndRowAlignment() {
        let grid = Grid {
            GridRow(alignment: .top) {
                Color.red.frame(width: 60, height: 30).gridColumnAlignment(.trailing)
                Color.green.frame(width: 10, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 20, height: 10)
                Color.yellow.frame(width: 10, height: 10)
            }
        }
        let graph = layout(grid, in: CGSize(width: 78, height: 48))
        #expect(rect(of: .blue, in: graph)?.minX == 40)
        #expect(rect(of: .green, in: graph)?.minY == 0)
    }

    @Test("gridCellAnchor places one cell by a unit point of its cell space")
    func cellAnchor() {
        let grid = Grid {
            GridRow {
                Color.red.frame(width: 60, height: 30)
                Color.green.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 1, y: 1))
            }
            GridRow {
                Color.blue.frame(width: 20, height: 10)
                Color.yellow.frame(width: 40, height: 10)
            }
        }
        let graph = layout(grid, in: CGSize(width: 108, height: 48))
        #expect(rect(of: .green, in: graph)?.origin == CGPoint(x: 98, y: 20))
    }

    @Test("Flexible cells share the offered width as in an HStack: the inflexible column first")
    func flexibleColumns() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red.frame(height: 10)
                Color.green.frame(width: 40, height: 10)
            }
        }
        let graph = layout(grid, in: CGSize(width: 200, height: 10))
        #expect(rect(of: .red, in: graph)?.width == 160)
        #expect(rect(of: .green, in: graph)?.minX == 160)
    }

    @Test("A GridRow outside a Grid lays its views out as an HStack")
    func rowOutsideGrid() {
        let row = layout(
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 20)
            }, in: CGSize(width: 28, height: 20))
        #expect(rect(of: .red, in: row) == CGRect(x: 0, y: 5, width: 10, height: 10))
        #expect(rect(of: .blue, in: row) == CGRect(x: 18, y: 0, width: 10, height: 20))
    }
}
