import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

private struct Library: View {
    @State var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                NavigationLink("Open Dune") { Text("Dune, page 1").navigationTitle("Dune") }
                    .navigationTitle("Books")
            }
            .tabItem { Label("Books", systemImage: "list.bullet") }
            .tag(0)
            Text("Tab \(tab)")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
                .badge(3)
        }
    }
}

@MainActor
@Suite("TabView: the tab bar, selection, badges, pages")
struct TabViewTests {
    static let size = CGSize(width: 390, height: 600)

    @Test("The tab bar: a 49-pt bar at the bottom, an item per tab sharing its width, the first selected")
    func tabBar() throws {
        let window = TestWindow(size: Self.size) { Library() }
        window.advance(by: 0)
        assertSnapshot(png: window.pngData())
        let books = try #require(window.frames(ofText: "Books").last)
        let settings = try #require(window.frames(ofText: "Settings").first)
        #expect(books.minY > 600 - 49 && settings.minY > 600 - 49)
        #expect(abs(books.midX - 390 / 4) <= 1)
        #expect(abs(settings.midX - 390 * 3 / 4) <= 1)
        #expect(window.frames(ofText: "3").count == 1)
        #expect(window.frames(ofText: "Tab 1").isEmpty)
    }

    @Test(
        "The bar shows its background while a list goes on under it, and is clear at the list's end and over a tab that does not scroll (iOS 15)"
    )
    func clearAtScrollEdge() throws {
        let window = TestWindow(size: Self.size) {
            TabView {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                    .tabItem { Label("Rows", systemImage: "list.bullet") }
                Text("Still").tabItem { Label("Still", systemImage: "gear") }
            }
        }
        window.advance(by: 0.5)
        // A pixel of the bar away from its items: the bar's grey (#F9F9F9) over rows, the list's (#F2F2F7) when clear.
        func barPixel() throws -> PixelImage.Pixel { try #require(PixelImage(png: window.pngData()))[4, 600 - 10] }
        let covered = try barPixel()
        #expect(covered.red == 249 && covered.blue == 249, "the bar's background: \(covered)")
        // Twice: the lazy rows measured on the way make the list a little longer than first estimated.
        for _ in 0..<2 {
            _ = window.scroll(at: CGPoint(x: 195, y: 300), by: CGSize(width: 0, height: 5000))
            window.advance(by: 1)
        }
        let end = try barPixel()
        #expect(end.red == 242 && end.blue == 247, "the list's background through the clear bar: \(end)")
        let still = try #require(window.frames(ofText: "Still").last)
        window.tap(at: CGPoint(x: still.midX, y: still.midY))
        window.advance(by: 0.5)
        let plain = try barPixel()
        #expect(plain.red == 255 && plain.blue == 255, "the page's white through the clear bar: \(plain)")
    }

    @Test("Tapping an item selects its tab and sets the binding; each tab keeps its navigation stack")
    func switchingKeepsStacks() throws {
        let window = TestWindow(size: Self.size) { Library() }
        window.advance(by: 0)
        let link = try #require(window.frames(ofText: "Open Dune").first)
        window.tap(at: CGPoint(x: link.midX, y: link.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Dune, page 1").count == 1)
        let settings = try #require(window.frames(ofText: "Settings").first)
        window.tap(at: CGPoint(x: settings.midX, y: settings.midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "Tab 1").count == 1)
        #expect(window.frames(ofText: "Dune, page 1").isEmpty)
        let books = try #require(window.frames(ofText: "Books").last)
        window.tap(at: CGPoint(x: books.midX, y: books.midY))
        window.advance(by: 0)
        // Back on the first tab, its pushed page is still there.
        #expect(window.frames(ofText: "Dune, page 1").count == 1)
        #expect(window.frames(ofText: "Tab 1").isEmpty)
    }

    @Test("Setting the selection from code switches the tab")
    func selectionFromCode() throws {
        let window = TestWindow(size: Self.size) {
            TabView(selection: .constant("b")) {
                Text("First").tabItem { Text("A") }.tag("a")
                Text("Second").tabItem { Text("B") }.tag("b")
            }
        }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Second").count == 1)
        #expect(window.frames(ofText: "First").isEmpty)
    }

    @Test("Page style: a drag past half the width turns the page; a short one springs back")
    func paging() throws {
        let window = TestWindow(size: Self.size) {
            TabView {
                ForEach(0..<3, id: \.self) { Text("Page \($0)") }
            }
            .tabViewStyle(.page)
        }
        window.advance(by: 0)
        #expect(abs(try #require(window.frames(ofText: "Page 0").first).midX - 195) <= 0.5)
        #expect(window.frames(ofText: "Page 1").isEmpty)
        window.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.5)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Page 1").isEmpty)
        window.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.5)
        window.advance(by: 0.15)
        let halfway = try #require(window.frames(ofText: "Page 1").first)
        #expect(halfway.midX > 195)
        window.advance(by: 1)
        #expect(abs(try #require(window.frames(ofText: "Page 1").first).midX - 195) <= 0.5)
        #expect(window.frames(ofText: "Page 0").isEmpty)
        // The last page does not turn further.
        window.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.5)
        window.advance(by: 1)
        window.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.5)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Page 2").count == 1)
    }

    @Test("Page style: the page dots over coloured pages, the current one white")
    func pageDots() {
        let window = TestWindow(size: CGSize(width: 200, height: 160)) {
            TabView(selection: .constant(1)) {
                ForEach(0..<4, id: \.self) { index in
                    Color(hue: Double(index) / 4, saturation: 0.6, brightness: 0.8).tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
        }
        window.advance(by: 0)
        assertSnapshot(png: window.pngData())
    }
}
