import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// EmojiArt's document window with its title bar, as GTK shows it (issue 25): `Untitled — EmojiArt`
/// when new, `*Untitled — EmojiArt` once an emoji is added, and the mark gone once saved.
@MainActor
@Suite("EmojiArt's document window and its title")
struct EmojiArtWindowTitleTests {
    @Test("New, edited and saved: the title bar says so, above the canvas and the palette")
    func titleBar() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(
            DocumentTestApp(), size: CGSize(width: 400, height: 500), documentsFolder: folder, appName: "EmojiArt")
        let window = try #require(app.windows.first)
        let document = try #require(DocumentTestApp.lastDocument)
        let undoManager = try #require(app.session(of: window)?.undoManager)
        #expect(app.title(of: window) == "Untitled — EmojiArt")
        assertSnapshot(png: try #require(app.framedPNGData(of: window)), named: "new")

        document.addEmoji("🐱", at: (x: -30, y: 12), size: 55, undoManager: undoManager)
        window.advance(by: 0.1)
        #expect(app.title(of: window) == "*Untitled — EmojiArt")
        assertSnapshot(png: try #require(app.framedPNGData(of: window)), named: "edited")

        // Ctrl+S in the GTK host saves the active window's document the same way.
        try app.save(window)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Untitled.emojiart").path))
        #expect(app.title(of: window) == "Untitled — EmojiArt")
        assertSnapshot(png: try #require(app.framedPNGData(of: window)), named: "saved")
    }
}
