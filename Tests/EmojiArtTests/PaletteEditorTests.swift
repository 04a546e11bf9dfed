import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

@MainActor
@Suite("PaletteEditor: rename, add emoji through a text field that keeps only emoji, tap to remove")
struct PaletteEditorTests {
    /// The COVID palette (💉🦠😷🤧🤒) in an editor.
    private func editor() throws -> (PaletteStore, TestWindow) {
        let store = try PaletteHarness.store()
        let covid = try #require(store.palettes.first { $0.name == "COVID" })
        return (store, PaletteHarness.window(store) { EditorHost(palette: covid) })
    }

    /// Focuses the text field drawn under the section header `header`.
    private func focusField(under header: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: header).first)
        window.tap(at: CGPoint(x: 300, y: frame.maxY + 30))
        window.advance(by: 0.5)
    }

    @Test("Typing in the name field renames the palette in the store")
    func rename() throws {
        let (store, window) = try editor()
        try focusField(under: "NAME", in: window)
        // Select all, then type over it.
        _ = window.pressKey(0x61, characters: "a", modifiers: .control)
        #expect(window.type("Sick"))
        window.advance(by: 1)
        #expect(store.palettes.map(\.name).contains("Sick"))
        #expect(!store.palettes.map(\.name).contains("COVID"))
        #expect(!window.frames(ofText: "Sick").isEmpty)
    }

    @Test("Added text keeps only emoji, new ones first, none repeated")
    func addEmojis() throws {
        let (store, window) = try editor()
        try focusField(under: "ADD EMOJIS", in: window)
        #expect(window.type("a🐶b😷7🐶#🧀"))
        window.advance(by: 1)
        let covid = try #require(store.palettes.first { $0.id == 8 })
        // Each change adds the whole field in front (the course's onChange), so 😷, typed, moves up.
        #expect(covid.emojis == "🐶😷🧀💉🦠🤧🤒")
        #expect(covid.emojis.allSatisfy { $0.isEmoji })
        #expect(!window.frames(ofText: "🧀").isEmpty)
    }

    @Test("Tapping an emoji in Remove Emoji removes it from the palette")
    func tapRemoves() throws {
        let (store, window) = try editor()
        let mask = try #require(window.frames(ofText: "😷").first)
        window.tap(at: CGPoint(x: mask.midX, y: mask.midY))
        window.advance(by: 1)
        let covid = try #require(store.palettes.first { $0.id == 8 })
        #expect(covid.emojis == "💉🦠🤧🤒")
        #expect(window.frames(ofText: "😷").isEmpty)
    }

    @Test("Golden: the editor")
    func golden() throws {
        let (_, window) = try editor()
        assertSnapshot(png: window.pngData(), named: "editor")
    }
}
