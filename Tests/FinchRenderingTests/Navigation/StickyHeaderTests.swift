import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Two sections of 20 rows (44 pt each) under capitalised headers, in `style`.
private struct Produce<Style: ListStyle>: View {
    let style: Style

    var body: some View {
        List {
            Section {
                ForEach(0..<20) { Text("Apple \($0)") }
            } header: {
                Text("FRUIT")
            }
            Section {
                ForEach(0..<20) { Text("Carrot \($0)") }
            } header: {
                Text("VEGETABLES")
            }
        }
        .listStyle(style)
    }
}

/// Records which row was tapped.
@MainActor
private final class Taps {
    var rows: [Int] = []
}

@MainActor
@Suite("Plain lists pin their section headers; grouped lists let them scroll away")
struct StickyHeaderTests {
    static let size = CGSize(width: 390, height: 600)
    static let middle = CGPoint(x: 195, y: 400)
    /// A plain header is its text with 6 pt above and below (`ListHeader`).
    static let headerPadding: CGFloat = 6

    private func window<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: Self.size) { view }
        window.advance(by: 0)
        return window
    }

    @Test("A plain list's header stays at the top while its section's rows scroll under it")
    func pinnedWhileSectionScrolls() throws {
        let window = window(Produce(style: .plain))
        let header = try #require(window.frames(ofText: "FRUIT").first)
        #expect(header.minY == Self.headerPadding)
        for step in [100, 250, 300] as [CGFloat] {
            window.scroll(at: Self.middle, by: CGSize(width: 0, height: step))
            #expect(window.frames(ofText: "FRUIT") == [header])
        }
        // The rows did move: the first ones are out of view, a later one is where they were.
        #expect(window.frames(ofText: "Apple 0").isEmpty)
        let row = try #require(window.frames(ofText: "Apple 14").first)
        #expect(row.minY < 44 * 2)
    }

    @Test("The next section's header pushes the pinned one up, then takes its place")
    func pushedByNextHeader() throws {
        let window = window(Produce(style: .plain))
        let rest = try #require(window.frames(ofText: "FRUIT").first)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 600))
        let next = try #require(window.frames(ofText: "VEGETABLES").first)
        // Bring the next header to 10 pt below the top: the pinned one sits right above it.
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: next.minY - rest.minY - 10))
        let arriving = try #require(window.frames(ofText: "VEGETABLES").first)
        #expect(arriving.minY == rest.minY + 10)
        let pushed = try #require(window.frames(ofText: "FRUIT").first)
        let headerHeight = rest.height + 2 * Self.headerPadding
        #expect(pushed.minY == arriving.minY - headerHeight)
        assertSnapshot(png: window.pngData())
        // Further on, the second header is pinned and the first is gone.
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 200))
        #expect(window.frames(ofText: "VEGETABLES").map(\.minY) == [rest.minY])
        #expect(window.frames(ofText: "FRUIT").isEmpty)
        // And back at the top, the first header is where it is laid out.
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: -5000))
        #expect(window.frames(ofText: "FRUIT") == [rest])
    }

    @Test("A grouped list's headers scroll away with their rows")
    func groupedScrollsAway() throws {
        let window = window(Produce(style: .grouped))
        let header = try #require(window.frames(ofText: "FRUIT").first)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 30))
        let moved = try #require(window.frames(ofText: "FRUIT").first)
        #expect(moved.minY == header.minY - 30)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 300))
        #expect(window.frames(ofText: "FRUIT").isEmpty)
    }

    @Test("A pinned header is hit before the row passing under it")
    func pinnedHeaderTakesTaps() throws {
        let taps = Taps()
        let window = window(
            List {
                Section {
                    ForEach(0..<20) { index in Button("Row \(index)") { taps.rows.append(index) } }
                } header: {
                    Text("HEADER")
                }
            }
            .listStyle(.plain))
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 200))
        let header = try #require(window.frames(ofText: "HEADER").first)
        // Row 4's label has scrolled under the header (28 pt + 4 rows + 11 pt inset − 200 = 15 pt down).
        let under = try #require(window.layoutFrames(ofText: "Row 4").first)
        let overlap = under.intersection(header.insetBy(dx: -1000, dy: 0))
        #expect(!overlap.isEmpty)
        window.tap(at: CGPoint(x: under.midX, y: overlap.midY))
        window.advance(by: 0.5)
        #expect(taps.rows.isEmpty)
        // Below the header, rows still take taps.
        let below = try #require(window.frames(ofText: "Row 8").first)
        window.tap(at: CGPoint(x: below.midX, y: below.midY))
        window.advance(by: 0.5)
        #expect(taps.rows == [8])
    }

    @Test("Under a large title the header scrolls with the title, then pins under the bar")
    func underLargeTitle() throws {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                Produce(style: .plain).navigationTitle("Groceries")
            }
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let rest = try #require(window.frames(ofText: "FRUIT").first)
        #expect(rest.minY == 44 + 52 + Self.headerPadding)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 30))
        #expect(window.frames(ofText: "FRUIT").first?.minY == rest.minY - 30)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 200))
        #expect(window.frames(ofText: "FRUIT").first?.minY == 44 + Self.headerPadding)
    }

    @Test("LazyVStack(pinnedViews: [.sectionHeaders]) pins each Section's header; without it headers scroll")
    func lazyStackPinnedViews() throws {
        for pins in [true, false] {
            let window = window(
                ScrollView {
                    LazyVStack(spacing: 0, pinnedViews: pins ? [.sectionHeaders] : []) {
                        ForEach(["A", "B"], id: \.self) { name in
                            Section {
                                ForEach(0..<30) { Text("\(name) \($0)").frame(height: 40) }
                            } header: {
                                Text("Header \(name)").frame(maxWidth: .infinity, minHeight: 30).background(Color.white)
                            }
                        }
                    }
                })
            let header = try #require(window.frames(ofText: "Header A").first)
            window.scroll(at: Self.middle, by: CGSize(width: 0, height: 500))
            if pins {
                #expect(window.frames(ofText: "Header A") == [header])
            } else {
                #expect(window.frames(ofText: "Header A").isEmpty)
            }
            // Section B's header starts 30 + 30 × 40 pt down: 10 pt below the top, it pushes A's up.
            window.scroll(at: Self.middle, by: CGSize(width: 0, height: 1230 - 500 - 10))
            let second = try #require(window.frames(ofText: "Header B").first)
            #expect(second.minY == header.minY + 10)
            if pins {
                let pushed = try #require(window.frames(ofText: "Header A").first)
                #expect(pushed.minY == header.minY + 10 - 30)
            } else {
                #expect(window.frames(ofText: "Header A").isEmpty)
            }
        }
    }
}
