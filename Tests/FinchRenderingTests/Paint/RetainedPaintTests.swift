import Finch
import FinchTesting
import Foundation
import Testing

@_spi(Testing) @testable import FinchCore

@MainActor private final class Rows: ObservableObject {
    @Published var labels = (0..<100).map { "Row \($0)" }
    /// Read by the list's body, drawn nowhere.
    @Published var unseen = 0
}

/// About 200 views: a hundred rows of a label and a swatch.
private struct RowList: View {
    @ObservedObject var rows: Rows

    var body: some View {
        let _ = rows.unseen
        VStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { index in
                // A fixed width: a longer label must not move the other rows (that would repaint them).
                HStack {
                    Text(rows.labels[index])
                    Rectangle().fill(Color.blue).frame(width: 8, height: 8)
                }
                .frame(width: 180, alignment: .leading)
            }
        }
    }
}

@MainActor private final class Fade: ObservableObject {
    @Published var opacity = 1.0
}

private struct Fading: View {
    @ObservedObject var fade: Fade

    var body: some View {
        Rectangle().fill(Color.red).frame(width: 20, height: 20).opacity(fade.opacity)
    }
}

@MainActor
@Suite struct RetainedPaintTests {
    /// A node made where a freed one lived gets a new id: display groups are matched across frames by
    /// it, and an address would match a new view to the old one's group.
    @Test func paintIDsAreNeverReused() {
        var allIDs = Set<UInt64>()
        // Nodes are counted by the census of the graph phase they are made in; this test is its own.
        let census = NodeCensus()
        let outer = NodeCensus.current
        NodeCensus.current = census
        defer { NodeCensus.current = outer }
        for _ in 0..<500 {
            let node = LayoutNode(displayScale: 1)
            allIDs.insert(node.paintID)
        }
        // The allocator hands a freed node's memory to the next one, so addresses repeat (an id made
        // from the address would repeat with them); ids do not. Under AddressSanitizer freed memory is
        // held back and addresses do not repeat, so their repeating is not asserted.
        #expect(allIDs.count == 500)
        #expect(census.live(.layoutNode) == 0)
    }

    @Test func anUnchangedFrameWalksNothing() {
        let rows = Rows()
        let window = TestWindow(size: CGSize(width: 200, height: 2200)) { RowList(rows: rows) }
        _ = window.displayList
        #expect(ViewGraph.lastPaintWalkCount > 200)
        rows.unseen += 1
        window.advance(by: 1.0 / 60)
        let list = window.displayList
        #expect(ViewGraph.lastPaintWalkCount == 0)
        #expect(list.dump().contains("Row 99"))
    }

    @Test func aOneRowChangeWalksOnlyThatRowAndItsAncestors() throws {
        let rows = Rows()
        let window = TestWindow(size: CGSize(width: 200, height: 2200)) { RowList(rows: rows) }
        _ = window.displayList
        rows.labels[7] = "Row seven"
        window.advance(by: 1.0 / 60)
        let list = window.displayList
        #expect(list.dump().contains("Row seven"))
        let root = try #require(window.graph.root)
        let text = try #require(Self.node(in: root) { ($0 as? TextNode)?.string == "Row seven" })
        // The row: the ancestor of the text that is a child of the hundred-row stack.
        var row: LayoutNode = text
        while let parent = row.parent, parent.children.count != 100 { row = parent }
        var ancestors = 0
        var ancestor = row.parent
        while let current = ancestor {
            ancestors += 1
            ancestor = current.parent
        }
        #expect(ViewGraph.lastPaintWalkCount == ancestors + Self.size(of: row))
        #expect(Self.size(of: row) < 10)
    }

    /// An effect's node is kept while its value changes (no animation, no layout): it still draws anew.
    @Test func anEffectValueChangeWithoutLayoutIsDrawn() {
        let fade = Fade()
        let window = TestWindow(size: CGSize(width: 40, height: 40)) { Fading(fade: fade) }
        #expect(!window.displayList.dump().contains("opacity"))
        fade.opacity = 0.5
        window.advance(by: 1.0 / 60)
        #expect(window.displayList.dump().contains("opacity 0.5"))
        #expect(ViewGraph.lastPaintWalkCount > 0)
    }

    /// A node that drew with a running animation draws again every frame; once the animation has
    /// ended and its last value is drawn, nothing is walked.
    @Test func aRunningAnimationIsDrawnEachFrameUntilItEnds() {
        let fade = Fade()
        let window = TestWindow(size: CGSize(width: 40, height: 40)) { Fading(fade: fade) }
        _ = window.displayList
        withAnimation(.linear(duration: 0.5)) { fade.opacity = 0.2 }
        window.advance(by: 0.1)
        let early = window.displayList
        window.advance(by: 0.1)
        let later = window.displayList
        #expect(later != early)
        #expect(ViewGraph.lastPaintWalkCount > 0)
        _ = window.graph.displayList
        #expect(ViewGraph.lastPaintWalkCount > 0)
        window.advance(by: 1)
        #expect(window.displayList.dump().contains("opacity 0.2"))
        _ = window.graph.displayList
        #expect(ViewGraph.lastPaintWalkCount == 0)
    }

    private static func node(in root: LayoutNode, where match: (LayoutNode) -> Bool) -> LayoutNode? {
        if match(root) { return root }
        for child in root.children {
            if let found = node(in: child, where: match) { return found }
        }
        return nil
    }

    private static func size(of node: LayoutNode) -> Int {
        node.children.reduce(1) { $0 + size(of: $1) }
    }
}
