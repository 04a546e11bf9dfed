import Finch
import FinchTesting
import Foundation
import Testing

/// `.searchSuggestions` and `.searchCompletion`: while the search field has the focus, the suggestions
/// show as a list in place of the content; a row with a completion fills the field when tapped.
@MainActor
@Suite("searchSuggestions show while the field has the focus; searchCompletion fills it")
struct SearchSuggestionsTests {
    /// What the view under test did, for the test to read.
    @MainActor
    final class Log {
        var query = ""
        var historyCleared = 0
    }

    struct Fruits: View {
        let log: Log
        var offersSuggestions = true
        @State private var query = ""

        var body: some View {
            NavigationStack {
                List(["Apple", "Banana", "Cherry"], id: \.self) { Text("Fruit \($0)") }
                    .searchable(text: $query)
                    .searchSuggestions {
                        if offersSuggestions {
                            Text("Suggest Apple").searchCompletion("Apple")
                            Text("Suggest Banana").searchCompletion("Banana")
                            Button("Clear history") { log.historyCleared += 1 }
                        }
                    }
                    .navigationTitle("Fruits")
                    .onChange(of: query) { _, query in log.query = query }
            }
        }
    }

    /// iOS 15's form: the suggestions in `searchable`'s own closure, with a string prompt.
    struct FruitsOfIOS15: View {
        let log: Log
        @State private var query = ""

        var body: some View {
            NavigationStack {
                List(["Apple", "Banana"], id: \.self) { Text("Fruit \($0)") }
                    .searchable(text: $query, prompt: "Find fruit") {
                        Text("Suggest Cherry").searchCompletion("Cherry")
                    }
                    .onChange(of: query) { _, query in log.query = query }
            }
        }
    }

    private static let size = CGSize(width: 390, height: 600)

    private func focusField(in window: TestWindow) throws {
        let prompt = try #require(window.frames(ofText: "Search").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        window.advance(by: 0.4)
    }

    private func tapText(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 0.4)
    }

    @Test("Suggestions show only while the field has the focus, in place of the content")
    func shownWhileFocused() throws {
        let window = TestWindow(size: Self.size) { Fruits(log: Log()) }
        #expect(window.frames(ofText: "Suggest Apple").isEmpty)
        #expect(!window.frames(ofText: "Fruit Apple").isEmpty)
        try focusField(in: window)
        let apple = try #require(window.frames(ofText: "Suggest Apple").first)
        let banana = try #require(window.frames(ofText: "Suggest Banana").first)
        let field = try #require(window.frames(ofText: "Search").first)
        // A list under the field: rows one under the other, from the content's top.
        #expect(apple.minY > field.maxY)
        #expect(banana.minY > apple.maxY)
        assertSnapshot(png: window.pngData(), named: "suggestions")
        // Cancel ends the search and the suggestions go.
        try tapText("Cancel", in: window)
        #expect(window.frames(ofText: "Suggest Apple").isEmpty)
    }

    @Test("Tapping a row with searchCompletion fills the field, which keeps the focus")
    func completionFillsField() throws {
        let log = Log()
        let window = TestWindow(size: Self.size) { Fruits(log: log) }
        try focusField(in: window)
        let row = try #require(window.frames(ofText: "Suggest Banana").first)
        // Anywhere on the row, not only on its text.
        window.tap(at: CGPoint(x: Self.size.width - 40, y: row.midY))
        window.advance(by: 0.4)
        #expect(log.query == "Banana")
        #expect(!window.frames(ofText: "Cancel").isEmpty)
        #expect(!window.frames(ofText: "Banana").isEmpty)
        // The field is still the one typed into.
        #expect(window.type("s"))
        window.advance(by: 0.4)
        #expect(log.query == "Bananas")
    }

    @Test("A row without a completion is an ordinary view: its button runs, the text stays")
    func plainRowRunsItsButton() throws {
        let log = Log()
        let window = TestWindow(size: Self.size) { Fruits(log: log) }
        try focusField(in: window)
        try tapText("Clear history", in: window)
        #expect(log.historyCleared == 1)
        #expect(log.query.isEmpty)
    }

    @Test("A builder that makes no rows leaves the content in view and touchable")
    func noRowsNoList() throws {
        let window = TestWindow(size: Self.size) { Fruits(log: Log(), offersSuggestions: false) }
        try focusField(in: window)
        #expect(!window.frames(ofText: "Cancel").isEmpty)
        #expect(window.frames(ofText: "Suggest Apple").isEmpty)
        #expect(window.frames(ofText: "Clear history").isEmpty)
    }

    @Test("iOS 15's searchable(text:prompt:suggestions:) shows its suggestions while focused, and completes")
    func suggestionsClosureForm() throws {
        let log = Log()
        let window = TestWindow(size: Self.size) { FruitsOfIOS15(log: log) }
        #expect(window.frames(ofText: "Suggest Cherry").isEmpty)
        let prompt = try #require(window.frames(ofText: "Find fruit").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        window.advance(by: 0.4)
        try tapText("Suggest Cherry", in: window)
        #expect(log.query == "Cherry")
    }
}
