import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// Every intent is undoable as the course's `undoablyPerform` makes it (lecture 14): undo puts the
/// whole model back, redo does the change again, and the action's name is the intent's.
@MainActor
@Suite("EmojiArt's intents undo and redo")
struct EmojiArtUndoTests {
    private func documentWithDog(_ undoManager: UndoManager) -> EmojiArtDocument {
        let document = EmojiArtDocument(imagesFolder: temporaryFolder())
        document.addEmoji("🐶", at: (x: 10, y: 20), size: 40, undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        return document
    }

    @Test("Add, then undo and redo")
    func add() {
        let undoManager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { undoManager.removeAllActions() }
        let document = documentWithDog(undoManager)
        #expect(undoManager.undoActionName == "Add 🐶")
        undoManager.undo()
        #expect(document.emojis.isEmpty)
        undoManager.redo()
        #expect(document.emojis.map(\.text) == ["🐶"])
    }

    @Test("Move, scale and delete each undo to the state before them")
    func moveScaleDelete() throws {
        let undoManager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { undoManager.removeAllActions() }
        let document = documentWithDog(undoManager)
        let dog = try #require(document.emojis.first)
        document.moveEmoji(dog, by: CGSize(width: 5, height: -5), undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        document.scaleEmoji(dog, by: 1.5, undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        document.removeEmoji(dog, undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        #expect(document.emojis.isEmpty)
        #expect(undoManager.undoActionName == "Delete")
        undoManager.undo()
        #expect(document.emojis.map { [$0.x, $0.y, $0.size] } == [[15, 15, 60]])
        undoManager.undo()
        #expect(document.emojis.map { [$0.x, $0.y, $0.size] } == [[15, 15, 40]])
        undoManager.undo()
        #expect(document.emojis.map { [$0.x, $0.y, $0.size] } == [[10, 20, 40]])
        undoManager.redo()
        undoManager.redo()
        #expect(document.emojis.map { [$0.x, $0.y, $0.size] } == [[15, 15, 60]])
    }

    @Test("A background undoes to the one before")
    func background() {
        let undoManager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { undoManager.removeAllActions() }
        let document = documentWithDog(undoManager)
        let url = URL(string: "http://127.0.0.1:9/a.png")!
        document.setBackground(.url(url), undoManager: undoManager)
        undoManager.closeAutomaticGroup()
        #expect(document.background == .url(url))
        undoManager.undo()
        #expect(document.background == .blank)
        #expect(document.emojis.count == 1)
    }

    @Test("In a document window, Ctrl+Z takes back a dropped emoji and Ctrl+Shift+Z brings it back")
    func undoKeys() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DocumentTestApp(), size: CGSize(width: 400, height: 500), documentsFolder: folder)
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        let document = try #require(DocumentTestApp.lastDocument)
        let start = try #require(window.frames(ofText: "🐶").last.map { CGPoint(x: $0.midX, y: $0.midY) })
        window.dragAndDrop(from: start, to: CGPoint(x: 200, y: 150))
        await waitUntil("the drop", in: window) { !document.emojis.isEmpty }
        #expect(session.isEdited)
        #expect(window.pressKey(0x7a, characters: "z", modifiers: .control))
        window.advance(by: 0.1)
        #expect(document.emojis.isEmpty)
        #expect(window.pressKey(0x7a, characters: "Z", modifiers: [.control, .shift]))
        window.advance(by: 0.1)
        #expect(document.emojis.map(\.text) == ["🐶"])
    }
}

/// EmojiArt's document group with a palette store of the test's own (the app's own would write the
/// palettes into the test process's config file).
struct DocumentTestApp: App {
    @MainActor static var lastDocument: EmojiArtDocument?
    @MainActor static let store = EmojiArtHarness.paletteStore(emojis: "🐶🐱🐭")

    var body: some Scene {
        DocumentGroup(newDocument: { Self.makeDocument() }) { config in
            EmojiArtDocumentView(document: config.document)
                .environmentObject(Self.store)
        }
    }

    @MainActor private static func makeDocument() -> EmojiArtDocument {
        let document = EmojiArtDocument(imagesFolder: temporaryFolder())
        lastDocument = document
        return document
    }
}
