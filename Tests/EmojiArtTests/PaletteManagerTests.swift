import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

@MainActor
@Suite("PaletteManager: a list of palettes to open, delete and reorder in edit mode")
struct PaletteManagerTests {
    private func manager() throws -> (PaletteStore, TestWindow) {
        let store = try PaletteHarness.store()
        return (store, PaletteHarness.window(store) { PaletteManager() })
    }

    private func enterEditMode(_ window: TestWindow) throws {
        try PaletteHarness.tap("Edit", in: window)
        #expect(!window.frames(ofText: "Done").isEmpty)
    }

    @Test("The title, Close and Edit show, and every palette's name")
    func shows() throws {
        let (_, window) = try manager()
        for text in ["Manage Palettes", "Close", "Edit", "Vehicles", "Sports", "Music"] {
            #expect(!window.frames(ofText: text).isEmpty, "\(text)")
        }
    }

    @Test("In edit mode, a row's delete circle reveals Delete, which removes the palette from the store")
    func delete() throws {
        let (store, window) = try manager()
        let sports = try #require(window.frames(ofText: "Sports").first)
        try enterEditMode(window)
        // The circle sits where the text was before edit mode pushed it along.
        window.tap(at: CGPoint(x: sports.minX + 11, y: sports.midY + 12))
        window.advance(by: 1)
        try PaletteHarness.tap("Delete", in: window)
        #expect(store.palettes.map(\.name).prefix(3) == ["Vehicles", "Music", "Animals"])
        #expect(window.frames(ofText: "Sports").isEmpty)
    }

    @Test("In edit mode, dragging a row's handle moves the palette in the store")
    func move() throws {
        let (store, window) = try manager()
        try enterEditMode(window)
        let vehicles = try #require(window.frames(ofText: "Vehicles").first)
        let music = try #require(window.frames(ofText: "Music").first)
        // The handle: 22 pt wide, 16 pt in from the card's trailing edge.
        let handle = CGPoint(x: 390 - 16 - 16 - 11, y: vehicles.midY + 12)
        window.drag(from: handle, to: CGPoint(x: handle.x, y: handle.y + (music.midY - vehicles.midY)))
        window.advance(by: 1)
        #expect(store.palettes.map(\.name).prefix(3) == ["Sports", "Music", "Vehicles"])
    }

    @Test("Tapping a palette opens its editor; a rename there shows in the list on the way back")
    func navigation() throws {
        let (store, window) = try manager()
        try PaletteHarness.tap("Flora", in: window)
        #expect(!window.frames(ofText: "Edit Flora").isEmpty)
        #expect(!window.frames(ofText: "REMOVE EMOJI").isEmpty)
        let nameHeader = try #require(window.frames(ofText: "NAME").first)
        window.tap(at: CGPoint(x: 300, y: nameHeader.maxY + 30))
        window.advance(by: 0.5)
        _ = window.pressKey(0x61, characters: "a", modifiers: .control)
        #expect(window.type("Plants"))
        window.advance(by: 1)
        #expect(store.palettes[5].name == "Plants")
        // The first Escape leaves the text field, the second goes back.
        _ = window.pressKey(0xff1b)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Plants").isEmpty)
        #expect(!window.frames(ofText: "Manage Palettes").isEmpty)
    }

    @Test("Goldens: the manager, normal and in edit mode")
    func goldens() throws {
        let (_, window) = try manager()
        assertSnapshot(png: window.pngData(), named: "normal")
        try enterEditMode(window)
        assertSnapshot(png: window.pngData(), named: "editing")
    }

    @Test("Close dismisses the manager's sheet")
    func close() throws {
        let store = try PaletteHarness.store()
        let window = PaletteHarness.window(store) { ManagerPresenter() }
        try PaletteHarness.tap("Manage", in: window)
        #expect(window.graph.isPresentingSheet)
        try PaletteHarness.tap("Close", in: window)
        #expect(!window.graph.isPresentingSheet)
    }
}

/// Opens the manager in a sheet, as the chooser does.
private struct ManagerPresenter: View {
    @State private var managing = false

    var body: some View {
        Text("Manage")
            .onTapGesture { managing = true }
            .sheet(isPresented: $managing) { PaletteManager() }
    }
}
