import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// EmojiArt as a document app (lecture 14): an untitled document autosaves into the documents folder
/// as `.emojiart` JSON and reopens with its emoji; a damaged file is refused, named, and left as it was.
@MainActor
@Suite("EmojiArt's documents on disk")
struct EmojiArtDocumentFileTests {
    private func folder() throws -> URL {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("An edit autosaves Untitled.emojiart a few seconds later; reopened, it has the same emoji")
    func autosaveAndReopen() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DocumentTestApp(), size: CGSize(width: 400, height: 500), documentsFolder: folder)
        let window = try #require(app.windows.first)
        let document = try #require(DocumentTestApp.lastDocument)
        let undoManager = try #require(app.session(of: window)?.undoManager)
        document.addEmoji("🐱", at: (x: -30, y: 12), size: 55, undoManager: undoManager)
        let file = folder.appendingPathComponent("Untitled.emojiart")
        #expect(app.session(of: window)?.isEdited == true)
        app.advance(by: 10)
        let saved = try EmojiArtModel(json: Data(contentsOf: file))
        #expect(saved.emojis.map { [$0.x, $0.y, $0.size] } == [[-30, 12, 55]])
        #expect(app.session(of: window)?.isEdited == false)

        let reopened = TestApp(
            DocumentTestApp(), size: CGSize(width: 400, height: 500), documentsFolder: folder, reopening: [file])
        let again = try #require(reopened.windows.first)
        #expect(reopened.session(of: again)?.displayName == "Untitled")
        #expect(!again.frames(ofText: "🐱").filter { $0.height > 40 }.isEmpty)
    }

    @Test(
        "A truncated, non-JSON or future-version file is refused with its name and why; its bytes stay",
        arguments: [
            Data(#"{"emojis":[{"text":"🐶","x":1"#.utf8), Data("not json at all".utf8),
            Data(#"{"background":{"blank":{}},"emojis":[],"uniqueEmojiId":0,"version":7}"#.utf8),
        ])
    func damaged(bytes: Data) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.emojiart")
        try bytes.write(to: file)
        let app = TestApp(DocumentTestApp(), size: CGSize(width: 400, height: 500), documentsFolder: folder)
        #expect(throws: DocumentError.self) { try app.open(file) }
        do {
            _ = try app.open(file)
        } catch {
            #expect(error.description.contains("Broken.emojiart"))
        }
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test("A future version's refusal says so")
    func futureVersionMessage() {
        let json = Data(#"{"background":{"blank":{}},"emojis":[],"uniqueEmojiId":0,"version":7}"#.utf8)
        #expect(throws: EmojiArtModel.FutureVersionError.self) { try EmojiArtModel(json: json) }
        #expect(EmojiArtModel.FutureVersionError(version: 7).localizedDescription.contains("newer EmojiArt"))
    }
}
