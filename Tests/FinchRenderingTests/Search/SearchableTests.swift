import Finch
import FinchTesting
import Foundation
import Testing

/// `.searchable`: iOS's search field above the content, typed into, cleared, and the content told
/// whether a search is going on.
@MainActor
@Suite("searchable puts a search field above the content")
struct SearchableTests {
    struct Fruits: View {
        @State private var query = ""
        let fruits = ["Apple", "Banana", "Cherry", "Grape"]

        var body: some View {
            NavigationStack {
                List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                    Text($0)
                }
                .searchable(text: $query, prompt: "Find a fruit")
                .navigationTitle("Fruits")
            }
        }
    }

    /// Shows whether it is inside a search going on.
    struct SearchState: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch

        var body: some View {
            VStack {
                Text(isSearching ? "searching" : "idle")
                Button("Done") { dismissSearch() }
            }
        }
    }

    private static let size = CGSize(width: 390, height: 600)

    @Test("The field is 36 pt high, 16 pt from the edges, below the bar, with the prompt")
    func fieldLayout() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        let prompt = try #require(window.frames(ofText: "Find a fruit").first)
        let title = try #require(window.frames(ofText: "Fruits").first)
        #expect(prompt.minY > title.maxY)
        // The prompt follows the magnifying glass, inside the field's 8-pt inset.
        #expect(prompt.minX > 16 + 8 && prompt.minX < 60)
        #expect(!window.frames(ofText: "Cherry").isEmpty)
        assertSnapshot(png: window.pngData(), named: "fruits")
    }

    @Test(
        "Over a long list the field is part of the bar's block: the list starts below it, and it scrolls away under the bar with the large title"
    )
    func scrollsAwayWithTitle() throws {
        struct Long: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List(0..<60, id: \.self) { Text("Row \($0)") }
                        .searchable(text: $query, prompt: "Find a row")
                        .navigationTitle("Rows")
                }
            }
        }
        let window = TestWindow(size: Self.size) { Long() }
        window.advance(by: 0.5)
        let prompt = try #require(window.frames(ofText: "Find a row").first)
        let title = try #require(window.frames(ofText: "Rows").first)
        let first = try #require(window.frames(ofText: "Row 0").first)
        #expect(prompt.minY > title.maxY && first.minY > prompt.maxY + 10, "title, field, rows at rest")
        _ = window.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 30))
        window.advance(by: 0.5)
        let moved = try #require(window.frames(ofText: "Find a row").first)
        #expect(abs(moved.minY - (prompt.minY - 30)) < 1, "moved up with the content: \(prompt.minY) → \(moved.minY)")
        _ = window.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 300))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Find a row").isEmpty, "under the bar, not drawn")
        _ = window.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: -1000))
        window.advance(by: 0.5)
        let back = try #require(window.frames(ofText: "Find a row").first)
        #expect(abs(back.minY - prompt.minY) < 1)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Cancel").count == 1, "the field takes the focus where it is drawn")
    }

    @Test("Typing filters the list; the clear button empties the field")
    func typingFilters() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        let prompt = try #require(window.frames(ofText: "Find a fruit").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        #expect(window.type("an"))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "Banana").isEmpty)
        #expect(window.frames(ofText: "Cherry").isEmpty)
        // "Cancel" shows while the field has the focus; it clears the text and ends the search.
        let cancel = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "Cherry").isEmpty)
        #expect(window.frames(ofText: "Cancel").isEmpty)
    }

    @Test("isSearching is true while the field has the focus; dismissSearch ends it")
    func isSearchingFollowsFocus() throws {
        let window = TestWindow(size: Self.size) {
            SearchState().searchable(text: .constant(""))
        }
        #expect(!window.frames(ofText: "idle").isEmpty)
        let prompt = try #require(window.frames(ofText: "Search").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "searching").isEmpty)
        let done = try #require(window.frames(ofText: "Done").first)
        window.tap(at: CGPoint(x: done.midX, y: done.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "idle").isEmpty)
    }
}
