import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// Issue 27: an EmojiArt document whose save fails (a read-only folder, a full disk, a folder in the
/// file's place, a loop of symbolic links, another user's file) keeps its old file byte for byte, stays
/// edited with its edit and its undo in memory, and says once which file and why.
///
/// Real or simulated: a folder in place and a link loop are made for real; a read-only folder is real
/// for an ordinary user and simulated (`EROFS`) for root, which tests run as here and on CI; a full disk
/// (`ENOSPC`) and another user's file (`EPERM` at the rename) are simulated. See `FileWriteFailure`.
@MainActor
@Suite("EmojiArt: a document save that fails keeps the file and the edit, and says why")
struct EmojiArtSaveFailureTests {
    /// An app with one document holding 🐱, saved to `Untitled.emojiart` in a folder of its own.
    private struct Saved {
        let app: TestApp
        let window: TestWindow
        let session: DocumentSession
        let document: EmojiArtDocument
        let folder: URL
        var file: URL { folder.appendingPathComponent("Untitled.emojiart") }
    }

    private func savedDocument() throws -> Saved {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let app = TestApp(
            DocumentTestApp(), size: CGSize(width: 400, height: 500), documentsFolder: folder, appName: "EmojiArt")
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        let document = try #require(DocumentTestApp.lastDocument)
        document.addEmoji("🐱", at: (x: -30, y: 12), size: 55, undoManager: session.undoManager)
        // As the next input event would: the next edit is a change of its own, undone on its own.
        session.undoManager.closeAutomaticGroup()
        try app.save(window)
        return Saved(app: app, window: window, session: session, document: document, folder: folder)
    }

    @Test(
        "A failed autosave: the old file stays, the title keeps its edited mark, the edit and its undo stay, one message names the file and the cause",
        arguments: FileWriteFailure.allCases)
    func autosave(_ failure: FileWriteFailure) throws {
        let saved = try savedDocument()
        defer { try? FileManager.default.removeItem(at: saved.folder) }
        var reported: [DocumentError] = []
        saved.app.documentController?.onError = { reported.append($0) }
        let made = try failure.make(at: saved.file)
        defer { made.restore() }

        saved.document.addEmoji("🐶", at: (x: 10, y: 10), size: 40, undoManager: saved.session.undoManager)
        // Twice the delay: the first autosave fails, the retry fails the same way and is not reported again.
        made.saving { for _ in 0..<2 { saved.app.advance(by: DocumentController.autosaveDelay + 1) } }

        #expect(reported.count == 1)
        let message = reported.first?.localizedDescription ?? ""
        #expect(message.contains("Untitled.emojiart"), "\(message)")
        #expect(message.contains(failure.expectedWords), "\(message)")
        #expect(made.isUnchanged)
        #expect(saved.session.isEdited)
        #expect(saved.app.title(of: saved.window) == "*Untitled — EmojiArt")
        #expect(saved.document.emojis.map(\.text) == ["🐱", "🐶"])
        #expect(saved.session.undoManager.canUndo)
        saved.session.undoManager.undo()
        #expect(saved.document.emojis.map(\.text) == ["🐱"])
    }

    @Test(
        "A save or close the user waits for throws the same message; the window stays open with its edit",
        arguments: FileWriteFailure.allCases)
    func saveAndClose(_ failure: FileWriteFailure) throws {
        let saved = try savedDocument()
        defer { try? FileManager.default.removeItem(at: saved.folder) }
        let made = try failure.make(at: saved.file)
        defer { made.restore() }
        saved.document.addEmoji("🐶", at: (x: 10, y: 10), size: 40, undoManager: saved.session.undoManager)

        let error = made.saving { #expect(throws: DocumentError.self) { try saved.app.save(saved.window) } }
        #expect(error?.localizedDescription.contains(failure.expectedWords) == true, "\(String(describing: error))")
        made.saving { #expect(throws: DocumentError.self) { try saved.app.close(saved.window) } }
        #expect(saved.app.windows.count == 1)
        #expect(made.isUnchanged)
        #expect(saved.session.isEdited)
        #expect(saved.document.emojis.map(\.text) == ["🐱", "🐶"])
    }

    @Test("Once writing works again the retried autosave saves the edit, and the edited mark goes")
    func recovers() throws {
        let saved = try savedDocument()
        defer { try? FileManager.default.removeItem(at: saved.folder) }
        let made = try FileWriteFailure.fullDisk.make(at: saved.file)
        saved.document.addEmoji("🐶", at: (x: 10, y: 10), size: 40, undoManager: saved.session.undoManager)
        made.saving { saved.app.advance(by: DocumentController.autosaveDelay + 1) }
        #expect(saved.session.isEdited)
        saved.app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(!saved.session.isEdited)
        #expect(saved.app.title(of: saved.window) == "Untitled — EmojiArt")
        let model = try EmojiArtModel(json: Data(contentsOf: saved.file))
        #expect(model.emojis.map(\.text) == ["🐱", "🐶"])
    }
}
