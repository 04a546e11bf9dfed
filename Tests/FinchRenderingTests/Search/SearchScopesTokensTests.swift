import Finch
import FinchTesting
import Foundation
import Testing

/// iOS 17's search scopes (a segmented control under the field while searching) and search tokens
/// (capsules before the text, Backspace in the empty field removing the last).
@MainActor
@Suite("searchScopes and search tokens")
struct SearchScopesTokensTests {
    enum Kind: Hashable {
        case all, fruit, vegetable
    }

    struct Food: View {
        @State private var query = ""
        @State private var kind = Kind.all
        let items: [(String, Kind)] = [("Apple", .fruit), ("Carrot", .vegetable), ("Cherry", .fruit)]

        var body: some View {
            let shown = items.filter { kind == .all || $0.1 == kind }.map(\.0)
                .filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
            NavigationStack {
                List(shown, id: \.self) { Text($0) }
                    .searchable(text: $query, prompt: "Find food")
                    .searchScopes($kind) {
                        Text("All").tag(Kind.all)
                        Text("Fruit").tag(Kind.fruit)
                        Text("Vegetables").tag(Kind.vegetable)
                    }
                    .navigationTitle("Food")
            }
        }
    }

    struct Tag: Identifiable, Hashable {
        let id: String
    }

    struct Tagged: View {
        @State private var query = ""
        @State private var tags = [Tag(id: "red"), Tag(id: "sweet")]

        var body: some View {
            NavigationStack {
                List {
                    Text("\(tags.count) tags, text '\(query)'")
                }
                .searchable(text: $query, tokens: $tags, prompt: "Find food") { tag in
                    Text(tag.id)
                }
                .navigationTitle("Tags")
            }
        }
    }

    /// Suggested tokens filtered by the typed text, as Apple's examples pass them (a constant binding of
    /// the matches), and a plain suggestion completing with a token.
    struct Suggesting: View {
        @State private var query = ""
        @State private var tags: [Tag] = []
        let all = [Tag(id: "red"), Tag(id: "sweet"), Tag(id: "sour")]

        var body: some View {
            let matches = all.filter { tag in
                !tags.contains(tag) && (query.isEmpty || tag.id.hasPrefix(query))
            }
            NavigationStack {
                List {
                    Text("tags: \(tags.map(\.id).joined(separator: "+")), text '\(query)'")
                }
                .searchable(text: $query, tokens: $tags, suggestedTokens: .constant(matches)) { tag in
                    Text(tag.id)
                }
                .searchSuggestions {
                    Text("Add salty").searchCompletion(Tag(id: "salty"))
                }
                .navigationTitle("Tags")
            }
        }
    }

    private static let size = CGSize(width: 390, height: 500)

    /// `make leaks` found the shown picker kept alive with its window: the environment held the picker's
    /// view value, whose `@Environment` boxes, once linked, held the environment it was built in.
    @Test("A window whose scopes were shown leaves nothing alive when it closes")
    func scopesLeaveNothing() throws {
        let window = TestWindow(size: Self.size) { Food() }
        let prompt = try #require(window.frames(ofText: "Find food").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "Fruit").isEmpty)
        try window.close()
    }

    @Test("The scopes show under the field while searching; choosing one filters; Cancel hides them")
    func scopesWhileSearching() throws {
        let window = TestWindow(size: Self.size) { Food() }
        #expect(window.frames(ofText: "Vegetables").isEmpty)
        let prompt = try #require(window.frames(ofText: "Find food").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        window.advance(by: 0.4)
        let fruit = try #require(window.frames(ofText: "Fruit").first)
        // The field has moved up to the top of the page, the bar gone (iOS's search presentation).
        let field = try #require(window.frames(ofText: "Find food").first)
        #expect(field.minY < prompt.minY)
        #expect(fruit.minY > field.maxY)
        // The segments share the width inside the 16-pt margins, and the list starts below them.
        let apple = try #require(window.frames(ofText: "Apple").first)
        #expect(apple.minY > fruit.maxY)
        assertSnapshot(png: window.pngData(), named: "scopes")

        window.tap(at: CGPoint(x: fruit.midX, y: fruit.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Carrot").isEmpty)
        #expect(!window.frames(ofText: "Cherry").isEmpty)

        let cancel = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        window.advance(by: 0.4)
        #expect(window.frames(ofText: "Vegetables").isEmpty)
        // The scope chosen stays, as on iOS: only the field's text is cleared.
        #expect(window.frames(ofText: "Carrot").isEmpty)
    }

    @Test("Tokens are capsules in the field before the text; the prompt hides while there are tokens")
    func tokensInField() throws {
        let window = TestWindow(size: Self.size) { Tagged() }
        let red = try #require(window.frames(ofText: "red").first)
        let sweet = try #require(window.frames(ofText: "sweet").first)
        let title = try #require(window.frames(ofText: "Tags").first)
        #expect(red.minY > title.maxY)
        #expect(red.maxX < sweet.minX)
        #expect(abs(red.midY - sweet.midY) < 0.5)
        #expect(window.frames(ofText: "Find food").isEmpty)
        assertSnapshot(png: window.pngData(), named: "tokens")
    }

    @Test("Backspace in the empty field removes the last token; with text it deletes text first")
    func backspaceRemovesTokens() throws {
        let window = TestWindow(size: Self.size) { Tagged() }
        let sweet = try #require(window.frames(ofText: "sweet").first)
        // A tap after the chips lands in the text field.
        window.tap(at: CGPoint(x: sweet.maxX + 40, y: sweet.midY))
        window.advance(by: 0.4)
        #expect(window.type("x"))
        #expect(!window.frames(ofText: "2 tags, text 'x'").isEmpty)
        window.pressKey(0xff08)
        #expect(!window.frames(ofText: "2 tags, text ''").isEmpty)
        window.pressKey(0xff08)
        #expect(!window.frames(ofText: "1 tags, text ''").isEmpty)
        #expect(window.frames(ofText: "sweet").isEmpty)
        #expect(!window.frames(ofText: "red").isEmpty)
        window.pressKey(0xff08)
        #expect(!window.frames(ofText: "0 tags, text ''").isEmpty)
        #expect(!window.frames(ofText: "Find food").isEmpty)
    }

    @Test("The clear button and Cancel take the tokens out with the text")
    func clearRemovesTokens() throws {
        let window = TestWindow(size: Self.size) { Tagged() }
        let sweet = try #require(window.frames(ofText: "sweet").first)
        window.tap(at: CGPoint(x: sweet.maxX + 40, y: sweet.midY))
        window.advance(by: 0.4)
        let cancel = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "0 tags, text ''").isEmpty)
    }

    @Test("Suggested tokens list first while the field has the focus; tapping one adds it and clears the text")
    func suggestedTokens() throws {
        let window = TestWindow(size: Self.size) { Suggesting() }
        #expect(window.frames(ofText: "sour").isEmpty)
        let prompt = try #require(window.frames(ofText: "Search").first)
        window.tap(at: CGPoint(x: prompt.midX, y: prompt.midY))
        window.advance(by: 0.4)
        let red = try #require(window.frames(ofText: "red").first)
        let sour = try #require(window.frames(ofText: "sour").first)
        let salty = try #require(window.frames(ofText: "Add salty").first)
        let field = try #require(window.frames(ofText: "Search").first)
        #expect(red.minY > field.maxY)
        #expect(red.maxY <= sour.minY)
        #expect(sour.maxY <= salty.minY)
        assertSnapshot(png: window.pngData(), named: "suggested-tokens")

        #expect(window.type("s"))
        window.advance(by: 0.4)
        #expect(window.frames(ofText: "red").isEmpty)
        let sweet = try #require(window.frames(ofText: "sweet").first)
        window.tap(at: CGPoint(x: sweet.midX, y: sweet.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "tags: sweet, text ''").isEmpty)
        // The field keeps the focus: the suggestions stay, without the token now in the field.
        #expect(window.frames(ofText: "sweet").count == 1)
        #expect(!window.frames(ofText: "sour").isEmpty)

        let plain = try #require(window.frames(ofText: "Add salty").first)
        window.tap(at: CGPoint(x: plain.midX, y: plain.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "tags: sweet+salty, text ''").isEmpty)
        #expect(!window.frames(ofText: "Cancel").isEmpty)
    }
}
