import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// A root page whose content is a list: its large title scrolls with the rows.
private struct Inbox: View {
    var style = ListAppearanceChoice.insetGrouped

    var body: some View {
        NavigationStack {
            rows
                .navigationTitle("Inbox")
        }
    }

    @ViewBuilder private var rows: some View {
        switch style {
        case .insetGrouped: List(0..<40) { Text("Message \($0)") }
        case .plain: List(0..<40) { Text("Message \($0)") }.listStyle(.plain)
        }
    }
}

private enum ListAppearanceChoice { case insetGrouped, plain }

/// A root page whose content does not scroll: its large title stays put.
private struct Settings: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Nothing to scroll")
            }
            .navigationTitle("Settings")
        }
    }
}

/// The fills drawn in `list`, in window points, with the opacity they are drawn at (0 not included).
@MainActor
private func drawnFills(in list: DisplayList) -> [(rect: CGRect, color: RGBA)] {
    var result: [(CGRect, RGBA)] = []
    func walk(_ items: [DisplayItem], _ transform: Transform2D, _ opacity: Double) {
        for item in items {
            switch item {
            case .fill(let path, .color(let color), _) where opacity > 0 && color.opacity > 0:
                let box = path.boundingRect
                let origin = transform.apply(to: box.origin)
                result.append((CGRect(origin: origin, size: box.size), color.multiplyingOpacity(by: opacity)))
            case .group(let group):
                walk(group.children, group.transform.concatenating(transform), opacity * group.opacity)
            default:
                break
            }
        }
    }
    walk(list.items, .identity, 1)
    return result
}

@MainActor
@Suite("Large titles collapse into the inline title as the content scrolls")
struct LargeTitleTests {
    static let size = CGSize(width: 390, height: 600)
    static let middle = CGPoint(x: 195, y: 400)

    private func settled<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: Self.size) { view }
        // The title reaches the bar through a preference, a frame after the rows.
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    /// The bar's hairline: a 1-pt line across the window at the bar's bottom edge, in the separator colour.
    private func hairlines(in window: TestWindow) -> [CGRect] {
        drawnFills(in: window.displayList).map(\.rect).filter {
            $0.height == 1 && $0.minY == 43 && $0.width == Self.size.width
        }
    }

    @Test("At rest the large title sits under the 44-pt bar, 16 pt from the leading edge, with no inline title")
    func atRest() throws {
        let window = settled(Inbox())
        let titles = window.frames(ofText: "Inbox")
        #expect(titles.count == 1)
        let title = try #require(titles.first)
        #expect(title.minX == 16)
        #expect(title.minY > 44 && title.maxY <= 96)
        #expect(hairlines(in: window).isEmpty)
        // Laid out, the inline one is there (centred in the bar) but not drawn.
        #expect(window.layoutFrames(ofText: "Inbox").count == 2)
    }

    @Test(
        "The large title moves up with the content, clipped at the bar; the inline title waits",
        arguments: [0, 5, 30] as [CGFloat])
    func scrollsWithContent(offset: CGFloat) throws {
        let window = settled(Inbox())
        let rest = try #require(window.frames(ofText: "Inbox").first)
        let row = try #require(window.frames(ofText: "Message 0").first)
        if offset > 0 { window.scroll(at: Self.middle, by: CGSize(width: 0, height: offset)) }
        window.advance(by: 0.5)
        let titles = window.frames(ofText: "Inbox")
        #expect(titles.count == 1)
        let title = try #require(titles.first)
        #expect(title.minX == 16)
        #expect(title.minY == rest.minY - offset)
        // The rows move by as much: the title is, in effect, at the top of the scrolled content.
        let moved = try #require(window.frames(ofText: "Message 0").first)
        #expect(moved.minY == row.minY - offset)
        #expect(hairlines(in: window).isEmpty)
    }

    @Test("Scrolled 100 pt, the large title has gone under the bar and the inline title fades in over 0.15 s")
    func collapses() throws {
        let window = settled(Inbox())
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 100))
        #expect(window.layoutFrames(ofText: "Inbox").count == 2)
        // Under the bar: the large one is no longer drawn; the inline one has started to fade in.
        window.advance(by: 0.05)
        let fading = drawnFills(in: window.displayList).filter { $0.rect.height == 1 && $0.rect.minY == 43 }
        let partly = try #require(fading.first)
        #expect(partly.color.opacity > 0 && partly.color.opacity < ListSeparator.opacity - 0.01)
        window.advance(by: 0.2)
        let titles = window.frames(ofText: "Inbox")
        #expect(titles.count == 1)
        let inline = try #require(titles.first)
        #expect(abs(inline.midX - Self.size.width / 2) < 1)
        #expect(inline.maxY <= 44)
        #expect(hairlines(in: window).count == 1)
        let hairline = try #require(
            drawnFills(in: window.displayList).first { $0.rect.height == 1 && $0.rect.minY == 43 })
        #expect(abs(hairline.color.opacity - ListSeparator.opacity) < 0.01)
    }

    @Test("The bar stays clear until the title's block is all but 10 pt under it (42 pt of scrolling)")
    func threshold() {
        let window = settled(Inbox())
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 42))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Inbox").count == 1)
        #expect(hairlines(in: window).isEmpty)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 1))
        window.advance(by: 0.5)
        #expect(hairlines(in: window).count == 1)
    }

    @Test("Scrolled back to the top, the title is large again and the bar clear")
    func backToTop() throws {
        let window = settled(Inbox())
        let rest = try #require(window.frames(ofText: "Inbox").first)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 300))
        window.advance(by: 0.5)
        // Pulling down past the top goes no further than the top: the title stays large.
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: -400))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Inbox") == [rest])
        #expect(hairlines(in: window).isEmpty)
    }

    @Test("Pulled down past the top, the large title moves down with the rows at its size, and returns")
    func pulledDown() throws {
        let window = settled(Inbox())
        let rest = try #require(window.frames(ofText: "Inbox").first)
        let row = try #require(window.frames(ofText: "Message 0").first)
        // A 200-pt drag down at the top: the content follows at half the pointer's travel (the rubber band).
        window.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), releasing: false)
        let pulledRow = try #require(window.frames(ofText: "Message 0").first)
        let pull = pulledRow.minY - row.minY
        #expect(pull >= 90 && pull <= 100)
        let title = try #require(window.frames(ofText: "Inbox").first)
        #expect(title.minY == rest.minY + pull)
        #expect(title.size == rest.size)
        #expect(title.minX == rest.minX)
        // The bar stays clear and the inline title hidden: nothing is under the bar.
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Inbox").count == 1)
        #expect(hairlines(in: window).isEmpty)
        assertSnapshot(png: window.pngData())
        // Let go, the content and the title are back where they were.
        window.send(.ended, at: CGPoint(x: 195, y: 400))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Inbox") == [rest])
        #expect(window.frames(ofText: "Message 0").first == row)
    }

    @Test("Rows scrolled under the bar are clipped at its bottom edge, never drawn over it")
    func rowsClippedAtBar() throws {
        let window = settled(Inbox())
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 120))
        window.advance(by: 0.5)
        for index in 0..<5 {
            for frame in window.frames(ofText: "Message \(index)") { #expect(frame.maxY > 44) }
        }
    }

    @Test("A page whose content does not scroll keeps its large title where it is, with no hairline")
    func notScrolling() throws {
        let window = settled(Settings())
        let title = try #require(window.frames(ofText: "Settings").first)
        #expect(title.minX == 16)
        #expect(title.minY > 44 && title.maxY <= 96)
        let text = try #require(window.frames(ofText: "Nothing to scroll").first)
        #expect(text.minY >= 96)
        #expect(window.scroll(at: Self.middle, by: CGSize(width: 0, height: 50)) == false)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Settings") == [title])
        #expect(hairlines(in: window).isEmpty)
    }

    @Test("A list below other content does not scroll under the bar: the title stays put above both")
    func scrollViewBelowOtherContent() throws {
        let window = settled(
            NavigationStack {
                VStack(spacing: 0) {
                    Text("Filters").frame(height: 40)
                    List(0..<40) { Text("Message \($0)") }
                }
                .navigationTitle("Inbox")
            })
        let title = try #require(window.frames(ofText: "Inbox").first)
        #expect(title.minY > 44 && title.maxY <= 96)
        let filters = try #require(window.frames(ofText: "Filters").first)
        #expect(filters.minY >= 96)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 100))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Inbox") == [title])
        #expect(window.frames(ofText: "Filters") == [filters])
        #expect(hairlines(in: window).isEmpty)
        // The list did scroll, under the filters.
        #expect(window.frames(ofText: "Message 0").isEmpty)
    }

    @Test("A sheet's scroll view is not the presenting page's: the page keeps its title block")
    func sheetScrollView() throws {
        let window = settled(
            NavigationStack {
                Text("Page content")
                    .navigationTitle("Home")
                    .sheet(isPresented: .constant(true)) {
                        ScrollView { VStack { ForEach(0..<50) { Text("Sheet line \($0)") } } }
                    }
            })
        let content = try #require(window.layoutFrames(ofText: "Page content").first)
        #expect(content.minY >= 96)
        // The large one (the inline one, laid out in the bar, is not drawn).
        let title = try #require(window.layoutFrames(ofText: "Home").first { $0.minX == 16 })
        #expect(title.minY > 44 && title.maxY <= 96)
    }

    @Test("An inline page over a scroll view gets its hairline once content is under the bar")
    func inlineHairline() {
        let window = settled(
            NavigationStack {
                ScrollView {
                    VStack { ForEach(0..<40) { Text("Line \($0)") } }
                }
                .navigationTitle("Details")
                .navigationBarTitleDisplayMode(.inline)
            })
        #expect(window.frames(ofText: "Details").count == 1)
        #expect(hairlines(in: window).isEmpty)
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 1))
        window.advance(by: 0.5)
        #expect(hairlines(in: window).count == 1)
        #expect(window.frames(ofText: "Details").count == 1)
    }

    @Test("Half-collapsed and collapsed bars, as drawn")
    func snapshots() {
        let window = settled(Inbox(style: .plain))
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 30))
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "scrolled-30")
        window.scroll(at: Self.middle, by: CGSize(width: 0, height: 70))
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "scrolled-100")
    }
}

/// The separator colour's opacity: iOS's light-mode separator colour is rgba(60, 60, 67, 0.29), as
/// the iOS look-alike kits give it (Ionic's iOS theme; some kits use 0.36).
private enum ListSeparator {
    static let opacity = 0.29
}
