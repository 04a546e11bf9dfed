import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Two sections of 20 rows (44 pt each) with headers and footers, in `style`.
private struct Pantry<Style: ListStyle>: View {
    let style: Style

    var body: some View {
        List {
            Section {
                ForEach(0..<20) { Text("Apple \($0)") }
            } header: {
                Text("Fruit")
            } footer: {
                Text("Twenty fruit")
            }
            Section {
                ForEach(0..<20) { Text("Carrot \($0)") }
            } header: {
                Text("Vegetables")
            } footer: {
                Text("Twenty vegetables")
            }
        }
        .listStyle(style)
    }
}

@MainActor
@Suite("Plain lists pin their section footers at the bottom while the section is in view")
struct StickyFooterTests {
    static let size = CGSize(width: 390, height: 600)
    static let middle = CGPoint(x: 195, y: 300)
    /// A plain footer is its text with 6 pt above and below (`ListFooter`).
    static let footerPadding: CGFloat = 6
    /// Twenty 44-pt rows.
    static let rows: CGFloat = 20 * 44

    private func window<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: Self.size) { view }
        window.advance(by: 0)
        return window
    }

    @Test("A plain list's footer floats at the bottom while its section's rows scroll above it")
    func pinnedAtBottom() throws {
        let window = window(Pantry(style: .plain))
        let footer = try #require(window.frames(ofText: "Twenty fruit").first)
        // The text's bottom is 6 pt above the window's bottom, and the rows pass under it.
        #expect(footer.maxY == Self.size.height - Self.footerPadding)
        #expect(!window.layoutFrames(ofText: "Apple 13").isEmpty)
        for step in [100, 200] as [CGFloat] {
            window.scroll(at: Self.middle, by: CGSize(width: 0, height: step))
            #expect(window.frames(ofText: "Twenty fruit") == [footer])
        }
        // The rows did move: the first ones are gone, later ones are built.
        #expect(window.frames(ofText: "Apple 0").isEmpty)
        #expect(!window.frames(ofText: "Apple 18").isEmpty)
        // The next section's footer is not shown while its header is below the window.
        #expect(window.frames(ofText: "Twenty vegetables").isEmpty)
    }

    @Test("The footer rides up with its section's end; the next section's footer then takes the bottom")
    func ridesUpWithSectionEnd() throws {
        let window = window(Pantry(style: .plain))
        let header = try #require(window.frames(ofText: "FRUIT").first)
        let footer = try #require(window.frames(ofText: "Twenty fruit").first)
        let headerHeight = header.height + 2 * 6
        let footerHeight = footer.height + 2 * Self.footerPadding
        // Section one ends (below its footer) header + rows + footer down; bring that 100 pt above the bottom.
        let sectionEnd = headerHeight + Self.rows + footerHeight
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: sectionEnd - Self.size.height + 100))
        let riding = try #require(window.frames(ofText: "Twenty fruit").first)
        #expect(riding.maxY == footer.maxY - 100)
        // The rows just above it are where they are laid out: the footer follows the last row.
        let last = try #require(window.frames(ofText: "Apple 19").first)
        #expect(abs((last.midY + 22) - (riding.minY - Self.footerPadding)) <= 0.5)
        // Section two's header is 100 pt above the bottom, and its footer is pinned at the bottom.
        let next = try #require(window.frames(ofText: "Twenty vegetables").first)
        #expect(next.maxY == Self.size.height - Self.footerPadding)
        assertSnapshot(png: window.pngData())
    }

    @Test("While a section's start comes into view its footer stays below its header")
    func heldBelowItsHeader() throws {
        let window = window(Pantry(style: .plain))
        let header = try #require(window.frames(ofText: "FRUIT").first)
        let footer = try #require(window.frames(ofText: "Twenty fruit").first)
        let headerHeight = header.height + 2 * 6
        let footerHeight = footer.height + 2 * Self.footerPadding
        let sectionEnd = headerHeight + Self.rows + footerHeight
        // Section two's header starts 10 pt above the bottom: its footer would be under the window.
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: sectionEnd - Self.size.height + 10))
        #expect(!window.frames(ofText: "VEGETABLES").isEmpty)
        #expect(window.frames(ofText: "Twenty vegetables").isEmpty)
        // 30 pt further, the header is whole: the footer comes in right below it.
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 30))
        let nextHeader = try #require(window.frames(ofText: "VEGETABLES").first)
        let nextFooter = try #require(window.frames(ofText: "Twenty vegetables").first)
        #expect(nextHeader.maxY + 6 + Self.footerPadding == nextFooter.minY)
        #expect(nextFooter.minY > Self.size.height - footerHeight)
        // At the list's end the footer is where it is laid out, right under the last row (twice: the
        // first scroll stops at the end the estimated row heights gave).
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 5000))
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 5000))
        let end = try #require(window.frames(ofText: "Twenty vegetables").first)
        let last = try #require(window.frames(ofText: "Carrot 19").first)
        #expect(abs((last.midY + 22) - (end.minY - Self.footerPadding)) <= 0.5)
    }

    @Test("A short plain section's footer sits under its last row, and grouped footers scroll away")
    func notPinnedWhenLaidOutAbove() throws {
        let short = window(
            List {
                Section {
                    Text("Only")
                } footer: {
                    Text("One row")
                }
            }
            .listStyle(.plain))
        let only = try #require(short.frames(ofText: "Only").first)
        let footer = try #require(short.frames(ofText: "One row").first)
        #expect(abs((only.midY + 22) - (footer.minY - Self.footerPadding)) <= 0.5)

        let grouped = window(Pantry(style: .grouped))
        #expect(grouped.frames(ofText: "Twenty fruit").isEmpty)
        grouped.scroll(at: Self.middle, by: CGSize(width: 0, height: 500))
        let laidOut = try #require(grouped.frames(ofText: "Twenty fruit").first)
        grouped.scroll(at: Self.middle, by: CGSize(width: 0, height: 30))
        #expect(grouped.frames(ofText: "Twenty fruit").first?.minY == laidOut.minY - 30)
    }

    @Test("LazyVStack(pinnedViews: [.sectionFooters]) pins each Section's footer; without it footers scroll")
    func lazyStackPinnedFooters() throws {
        for pins in [true, false] {
            let window = window(
                ScrollView {
                    LazyVStack(spacing: 0, pinnedViews: pins ? [.sectionFooters] : []) {
                        ForEach(["A", "B"], id: \.self) { name in
                            Section {
                                ForEach(0..<30) { Text("\(name) \($0)").frame(height: 40) }
                            } footer: {
                                Text("Footer \(name)").frame(maxWidth: .infinity, minHeight: 30).background(Color.white)
                            }
                        }
                    }
                })
            if pins {
                let footer = try #require(window.frames(ofText: "Footer A").first)
                #expect(abs(footer.midY - (Self.size.height - 15)) <= 0.5)
            } else {
                #expect(window.frames(ofText: "Footer A").isEmpty)
            }
            // Section A ends 30 × 40 + 30 pt down: bring that 50 pt above the bottom.
            window.scroll(at: Self.middle, by: CGSize(width: 0, height: 1230 - 600 + 50))
            let a = try #require(window.frames(ofText: "Footer A").first)
            #expect(abs(a.midY - (Self.size.height - 50 - 15)) <= 0.5)
            #expect(window.frames(ofText: "Footer B").isEmpty != pins)
        }
    }
}
