import Finch
import FinchTesting
import Foundation
import Testing

/// iOS 17's editable search tokens: each token's view is given a binding into the collection.
@MainActor
@Suite("searchable(text:editableTokens:): token views edit their tokens in place")
struct SearchEditableTokensTests {
    struct Flavour: Identifiable {
        let id: Int
        var name: String
        var isStarred = false
    }

    /// Each chip stars its flavour when tapped, through the binding it is given.
    struct Flavours: View {
        @State private var query = ""
        @State private var flavours = [Flavour(id: 1, name: "red"), Flavour(id: 2, name: "sweet")]
        @State private var isPresented = false

        var body: some View {
            let summary = flavours.map { $0.name + ($0.isStarred ? "*" : "") }.joined(separator: "+")
            NavigationStack {
                List {
                    Text("tokens: \(summary), text '\(query)'")
                    Text(isPresented ? "presented" : "at rest")
                }
                .searchable(
                    text: $query, editableTokens: $flavours, isPresented: $isPresented, prompt: "Find"
                ) { $flavour in
                    Text(flavour.isStarred ? "\(flavour.name)*" : flavour.name)
                        .onTapGesture { $flavour.wrappedValue.isStarred.toggle() }
                }
                .navigationTitle("Flavours")
            }
        }
    }

    /// The plain (not presentable) form with a `Text` prompt, as Apple's example writes it.
    struct Renaming: View {
        @State private var query = ""
        @State private var flavours = [Flavour(id: 1, name: "sour")]

        var body: some View {
            VStack {
                Text("names: \(flavours.map(\.name).joined(separator: "+"))")
                Color.clear
                    .searchable(text: $query, editableTokens: $flavours, prompt: Text("Find")) { flavour in
                        Text(flavour.wrappedValue.name)
                            .onTapGesture { flavour.wrappedValue.name += "!" }
                    }
            }
        }
    }

    private static let size = CGSize(width: 390, height: 500)

    @Test("A token's view writes through its binding into the collection, and shows the new value")
    func bindingWritesBack() throws {
        let window = TestWindow(size: Self.size) { Flavours() }
        #expect(!window.frames(ofText: "tokens: red+sweet, text ''").isEmpty)
        let sweet = try #require(window.frames(ofText: "sweet").first)
        window.tap(at: CGPoint(x: sweet.midX, y: sweet.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "tokens: red+sweet*, text ''").isEmpty)
        #expect(window.frames(ofText: "sweet*").count == 1)
        let red = try #require(window.frames(ofText: "red").first)
        window.tap(at: CGPoint(x: red.midX, y: red.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "tokens: red*+sweet*, text ''").isEmpty)
        assertSnapshot(png: window.pngData(), named: "edited")

        let renaming = TestWindow(size: Self.size) { Renaming() }
        let sour = try #require(renaming.frames(ofText: "sour").first)
        renaming.tap(at: CGPoint(x: sour.midX, y: sour.midY))
        renaming.advance(by: 0.4)
        #expect(!renaming.frames(ofText: "names: sour!").isEmpty)
    }

    @Test("Backspace in the empty field removes the last token; the one left still edits itself")
    func backspaceRemoves() throws {
        let window = TestWindow(size: Self.size) { Flavours() }
        let sweet = try #require(window.frames(ofText: "sweet").first)
        window.tap(at: CGPoint(x: sweet.maxX + 40, y: sweet.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "presented").isEmpty)
        #expect(window.type("x"))
        window.pressKey(0xff08)
        #expect(!window.frames(ofText: "tokens: red+sweet, text ''").isEmpty)
        window.pressKey(0xff08)
        #expect(!window.frames(ofText: "tokens: red, text ''").isEmpty)
        #expect(window.frames(ofText: "sweet").isEmpty)
        let red = try #require(window.frames(ofText: "red").first)
        window.tap(at: CGPoint(x: red.midX, y: red.midY))
        window.advance(by: 0.4)
        #expect(!window.frames(ofText: "tokens: red*, text ''").isEmpty)
        // A tap on a chip ends the field's editing, as a tap outside a text field does: back into it.
        let starred = try #require(window.frames(ofText: "red*").first)
        window.tap(at: CGPoint(x: starred.maxX + 40, y: starred.midY))
        window.advance(by: 0.4)
        window.pressKey(0xff08)
        #expect(!window.frames(ofText: "tokens: , text ''").isEmpty)
    }
}
