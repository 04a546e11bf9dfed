import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

@MainActor
@Suite("PaletteChooser: steps through palettes, jumps through its menu, keeps its place per window")
struct PaletteChooserTests {
    static let key = "PaletteChooser.chosenPaletteIndex"

    private func chooser(_ store: PaletteStore) -> TestWindow {
        // Tall enough for the context menu's platter under the row.
        PaletteHarness.window(store, height: 500) { PaletteChooser() }
    }

    /// The palette button: left of the palette's name.
    private func button(in window: TestWindow, showing name: String) throws -> CGPoint {
        let title = try #require(window.frames(ofText: name).first, "\(name) is not drawn")
        return CGPoint(x: title.minX / 2, y: title.midY)
    }

    @Test("The first palette shows; the button steps to the next, and from the last back to the first")
    func stepping() throws {
        let store = try PaletteHarness.store()
        let window = chooser(store)
        #expect(!window.frames(ofText: "Vehicles").isEmpty)
        window.tap(at: try button(in: window, showing: "Vehicles"))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Sports").isEmpty)
        #expect(window.frames(ofText: "Vehicles").isEmpty)
        #expect(window.graph.sceneStorage.values[Self.key] == .int(1))
        for _ in 0..<10 {
            let name = store.palettes[(window.graph.sceneStorage.values[Self.key].flatMap(index) ?? 0)].name
            window.tap(at: try button(in: window, showing: name))
            window.advance(by: 1)
        }
        #expect(!window.frames(ofText: "Vehicles").isEmpty)
        #expect(window.graph.sceneStorage.values[Self.key] == .int(0))
    }

    private func index(_ value: StoredValue) -> Int? {
        if case .int(let index) = value { index } else { nil }
    }

    @Test("The new palette rolls in from below while the old one rolls out the top")
    func rollTransition() throws {
        let store = try PaletteHarness.store()
        let window = chooser(store)
        let settled = try #require(window.frames(ofText: "Vehicles").first)
        window.tap(at: try button(in: window, showing: "Vehicles"))
        window.advance(by: 0.1)
        // Text frames are the views in the tree; the leaving one is drawn, not in the tree.
        let arriving = try #require(window.frames(ofText: "Sports").first)
        #expect(arriving.midY > settled.midY + 10)
        let leaving = try #require(drawnFrames(ofText: "Vehicles", in: window).first)
        // Both move alike: the new one has what is left of its 40-pt roll (the emoji size) to go, the
        // old one has done the rest of its own, upward.
        #expect(leaving.midY < settled.midY - 1)
        #expect(abs(arriving.midY - leaving.midY - 40) < 0.5)
        window.advance(by: 1)
        let arrived = try #require(window.frames(ofText: "Sports").first)
        #expect(abs(arrived.midY - settled.midY) < 0.5)
    }

    @Test("The context menu's Go To lists the palettes by name; choosing one jumps to it")
    func goTo() throws {
        let store = try PaletteHarness.store()
        let window = chooser(store)
        window.rightClick(at: try button(in: window, showing: "Vehicles"))
        window.advance(by: 1)
        for item in ["Edit", "New", "Delete", "Manager", "Go To"] {
            #expect(!window.frames(ofText: item).isEmpty, "\(item)")
        }
        try PaletteHarness.tap("Go To", in: window)
        #expect(!window.frames(ofText: "Animal Faces").isEmpty)
        try PaletteHarness.tap("Weather", in: window)
        #expect(!window.graph.isPresentingSheet)
        #expect(window.graph.sceneStorage.values[Self.key] == .int(6))
        #expect(!window.frames(ofText: "Weather").isEmpty)
    }

    @Test("The chosen index lives in the window's scene storage: restored in a new window, apart from another")
    func sceneStorage() throws {
        let store = try PaletteHarness.store()
        let window = chooser(store)
        window.tap(at: try button(in: window, showing: "Vehicles"))
        window.advance(by: 1)
        window.tap(at: try button(in: window, showing: "Sports"))
        window.advance(by: 1)
        let saved = window.graph.sceneStorage.values
        #expect(saved == [Self.key: .int(2)])

        // Another window starts at the first palette.
        let other = chooser(store)
        #expect(!other.frames(ofText: "Vehicles").isEmpty)
        // A window given the saved values shows the saved palette.
        other.graph.sceneStorage.restore(saved)
        other.advance(by: 1)
        #expect(!other.frames(ofText: "Music").isEmpty)
    }

    @Test("New inserts a palette at the chosen place and opens its editor; Delete removes the chosen one")
    func newAndDelete() throws {
        let store = try PaletteHarness.store()
        let window = chooser(store)
        window.rightClick(at: try button(in: window, showing: "Vehicles"))
        window.advance(by: 1)
        try PaletteHarness.tap("New", in: window)
        #expect(store.palettes[0].name == "New")
        #expect(window.graph.isPresentingSheet)
        #expect(!window.frames(ofText: "ADD EMOJIS").isEmpty)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 1)
        window.rightClick(at: try button(in: window, showing: "New"))
        window.advance(by: 1)
        try PaletteHarness.tap("Delete", in: window)
        #expect(store.palettes[0].name == "Vehicles")
        #expect(!window.frames(ofText: "Vehicles").isEmpty)
    }

    @Test("Manager opens the palette manager in a sheet")
    func manager() throws {
        let store = try PaletteHarness.store()
        let window = PaletteHarness.window(store) { PaletteChooser() }
        window.rightClick(at: try button(in: window, showing: "Vehicles"))
        window.advance(by: 1)
        try PaletteHarness.tap("Manager", in: window)
        #expect(window.graph.isPresentingSheet)
        #expect(!window.frames(ofText: "Manage Palettes").isEmpty)
    }

    @Test("Golden: the chooser row, button, name and emoji at 40 pt")
    func golden() throws {
        let store = try PaletteHarness.store()
        let window = PaletteHarness.window(store, height: 80) { PaletteChooser() }
        assertSnapshot(png: window.pngData(), named: "row")
    }
}

/// Where `string` is drawn in window points, views leaving through their transitions included.
@MainActor
private func drawnFrames(ofText string: String, in window: TestWindow) -> [CGRect] {
    var frames: [CGRect] = []
    func walk(_ items: [DisplayItem], _ transform: Transform2D) {
        for item in items {
            switch item {
            case .text(let run) where run.layout.spans.map(\.string).joined() == string:
                let origin = transform.apply(to: run.frame.origin)
                frames.append(CGRect(origin: origin, size: run.frame.size))
            case .group(let group):
                walk(group.children, group.transform.concatenating(transform))
            default: break
            }
        }
    }
    walk(window.displayList.items, .identity)
    return frames
}
