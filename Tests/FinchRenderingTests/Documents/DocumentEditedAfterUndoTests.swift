import Finch
import FinchCore
import FinchTesting
import Foundation
import Testing

@MainActor @Suite("A document edited after undoing past its save stays edited")
struct DocumentEditedAfterUndoTests {
    @Test("Save, undo, a new edit: edited (the saved state is out of reach), and autosaved")
    func editAfterUndoPastSave() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingApp(), documentsFolder: folder)
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        try DocumentAppTests.tap("Add", in: window)
        try app.save(window)
        #expect(!session.isEdited)
        window.pressKey(DocumentAppTests.keyZ, characters: "z", modifiers: DocumentAppTests.control)
        #expect(session.isEdited)
        // A new edit (to the undo manager, not necessarily the edit undone): as many changes as at the
        // save, but the redo that led back to the saved state is gone, so it is edited, as NSDocument says.
        try DocumentAppTests.tap("Add", in: window)
        #expect(!session.undoManager.canRedo)
        #expect(session.isEdited)
        app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(!session.isEdited)
    }
}
