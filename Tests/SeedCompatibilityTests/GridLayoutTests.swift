// The seed-compatibility targets hold seed code typed as the seeds show it, with only
// `import SwiftUI` changed to `import Finch`. This one holds CS193p lecture 3's Memorize
// (seed 001). Left out, because they need features that belong to later issues:
// `EmojiMemoryGame` (ObservableObject, @Published), `EmojiMemoryGameView` (@ObservedObject,
// onTapGesture) and `ContentView_Previews` (it builds an `EmojiMemoryGame`). The seed files start
// with `// swift-format-ignore-file` so that the linter leaves the seed's own formatting alone.

import Finch
import Testing

@MainActor
@Suite struct GridLayoutTests {
    @Test(
        "GridLayout picks the rows × columns whose cell aspect ratio is nearest 1",
        arguments: [
            (6, CGSize(width: 300, height: 200), 2, 3),
            (12, CGSize(width: 300, height: 400), 4, 3),
            (5, CGSize(width: 100, height: 100), 2, 3),
            (1, CGSize(width: 100, height: 100), 1, 1),
            (3, CGSize(width: 900, height: 100), 1, 3),
        ])
    func picksRowsAndColumns(itemCount: Int, size: CGSize, rows: Int, columns: Int) {
        let layout = GridLayout(itemCount: itemCount, in: size)
        #expect(layout.rowCount == rows)
        #expect(layout.columnCount == columns)
    }

    @Test(
        "GridLayout has no rows or columns for no items or a zero size",
        arguments: [
            (0, CGSize(width: 300, height: 200)),
            (6, CGSize(width: 0, height: 200)),
            (6, CGSize(width: 300, height: 0)),
        ])
    func emptyLayout(itemCount: Int, size: CGSize) {
        let layout = GridLayout(itemCount: itemCount, in: size)
        #expect(layout.rowCount == 0)
        #expect(layout.columnCount == 0)
        #expect(layout.itemSize == .zero)
        #expect(layout.location(ofItemAt: 3) == .zero)
    }

    @Test("GridLayout divides its size into equal cells and centres each item in its cell")
    func itemSizeAndLocation() {
        let layout = GridLayout(itemCount: 6, in: CGSize(width: 300, height: 200))
        #expect(layout.itemSize == CGSize(width: 100, height: 100))
        #expect(layout.location(ofItemAt: 0) == CGPoint(x: 50, y: 50))
        #expect(layout.location(ofItemAt: 2) == CGPoint(x: 250, y: 50))
        #expect(layout.location(ofItemAt: 4) == CGPoint(x: 150, y: 150))
    }
}
