import Finch
import FinchTesting
import Foundation
import Testing

private struct ListReader: View {
    let handle: ScrollHandle

    var body: some View {
        ScrollViewReader { proxy in
            let _ = (handle.proxy = proxy)
            List(0..<200, id: \.self) { Text("Row \($0)") }
        }
    }
}

private struct SectionedListReader: View {
    let handle: ScrollHandle

    var body: some View {
        ScrollViewReader { proxy in
            let _ = (handle.proxy = proxy)
            List {
                Section("Odd") { ForEach(Array(stride(from: 1, to: 200, by: 2)), id: \.self) { Text("Odd \($0)") } }
                Section("Even") { ForEach(Array(stride(from: 0, to: 200, by: 2)), id: \.self) { Text("Even \($0)") } }
            }
        }
    }
}

private struct LazyStackReader: View {
    let handle: ScrollHandle

    var body: some View {
        ScrollViewReader { proxy in
            let _ = (handle.proxy = proxy)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<500, id: \.self) { Text("Item \($0)").frame(height: 40) }
                }
            }
        }
    }
}

private struct GridReader: View {
    let handle: ScrollHandle

    var body: some View {
        ScrollViewReader { proxy in
            let _ = (handle.proxy = proxy)
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                    ForEach(0..<400, id: \.self) { Text("Cell \($0)").frame(height: 50) }
                }
            }
        }
    }
}

/// `proxy.scrollTo(id)` speaks the user's ids: a `ForEach` element's id finds its row in a `List`
/// (whose items wrap their rows), in a lazy stack and in a grid, built or not yet built.
@MainActor
@Suite("scrollTo finds rows of lists, lazy stacks and grids by the user's ids")
struct ScrollToListTests {
    static let size = CGSize(width: 390, height: 600)

    private func visible(_ window: TestWindow, _ text: String) -> CGRect? {
        window.frames(ofText: text).first { $0.maxY > 0 && $0.minY < Self.size.height }
    }

    @Test("List: a row never built comes into view; with an anchor it lands there")
    func list() throws {
        let handle = ScrollHandle()
        let window = TestWindow(size: Self.size) { ListReader(handle: handle) }
        window.advance(by: 0)
        #expect(visible(window, "Row 150") == nil)
        handle.proxy?.scrollTo(150)
        window.advance(by: 0)
        window.advance(by: 0)
        let row = try #require(visible(window, "Row 150"))
        // Without an anchor, the least scroll: the row ends at the bottom edge.
        #expect(row.maxY > Self.size.height - 60)
        handle.proxy?.scrollTo(40, anchor: .top)
        window.advance(by: 0)
        window.advance(by: 0)
        let top = try #require(visible(window, "Row 40"))
        #expect(top.minY < 60)
    }

    @Test("List with sections: ids inside each section; animated, the scroll glides there")
    func sections() throws {
        let handle = ScrollHandle()
        let window = TestWindow(size: Self.size) { SectionedListReader(handle: handle) }
        window.advance(by: 0)
        withAnimation(.linear(duration: 0.4)) { handle.proxy?.scrollTo(120, anchor: .center) }
        window.advance(by: 0.2)
        #expect(visible(window, "Even 120") == nil)
        window.advance(by: 0.3)
        window.advance(by: 0)
        let row = try #require(visible(window, "Even 120"))
        #expect(abs(row.midY - Self.size.height / 2) < 30)
    }

    @Test("Lazy stack: an element never built, with and without an anchor")
    func lazyStack() throws {
        let handle = ScrollHandle()
        let window = TestWindow(size: Self.size) { LazyStackReader(handle: handle) }
        window.advance(by: 0)
        handle.proxy?.scrollTo(300, anchor: .top)
        window.advance(by: 0)
        window.advance(by: 0)
        // The 40-pt element's top at the viewport's top: its text is centred in it, 10 pt down.
        let item = try #require(visible(window, "Item 300"))
        #expect(abs(item.midY - 20) < 1)
        handle.proxy?.scrollTo(320)
        window.advance(by: 0)
        window.advance(by: 0)
        #expect(visible(window, "Item 320") != nil)
    }

    @Test("Grid: a cell's id brings its line into view")
    func grid() throws {
        let handle = ScrollHandle()
        let window = TestWindow(size: Self.size) { GridReader(handle: handle) }
        window.advance(by: 0)
        handle.proxy?.scrollTo(301, anchor: .top)
        window.advance(by: 0)
        window.advance(by: 0)
        // The 50-pt line's top at the viewport's top: the cell's text is centred in it.
        let cell = try #require(visible(window, "Cell 301"))
        #expect(abs(cell.midY - 25) < 1)
        #expect(visible(window, "Cell 300") != nil)
    }
}
