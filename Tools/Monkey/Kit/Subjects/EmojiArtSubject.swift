import EmojiArtKit
import Finch
import FinchTesting
import Foundation

/// EmojiArt as a document app: untitled documents saved in the run's folder, a window per document,
/// pictures dropped as files stored in the run's folder, palettes of its own.
@MainActor
final class EmojiArtSubject: MonkeySubject {
    private let app: TestApp
    private var current = 0
    let appActions = MonkeyApp.emojiart.appActions

    init(folder: URL) {
        app = TestApp(
            EmojiArtBenchmarkScenes.DocumentApp(imagesFolder: folder.appendingPathComponent("Images")),
            size: CGSize(width: 600, height: 600), documentsFolder: folder)
    }

    var window: TestWindow { app.windows[min(current, app.windows.count - 1)] }
    var windows: [TestWindow] { app.windows }

    func perform(_ action: String, random: inout MonkeyRandom) {
        switch action {
        case "New Document":
            // A few windows at most: each keeps its graph, and the run is about use, not count.
            if app.windows.count < 4, app.newDocument() != nil { current = app.windows.count - 1 }
        case "Switch Document":
            current = Int(random.next() % UInt64(max(1, app.windows.count)))
        case "Undo": window.pressKey(0x7a, characters: "z", modifiers: .control)
        case "Redo": window.pressKey(0x7a, characters: "Z", modifiers: [.control, .shift])
        default:
            window.pressKey(0x61, characters: "a", modifiers: .control)
            window.pressKey(0xffff)
        }
    }

    func advance(by seconds: Double) { app.advance(by: seconds) }

    /// EmojiArt also reads dropped files, decodes backgrounds and encodes pictures on its file queue, and
    /// what that hands back to the main queue may queue more there (a dropped file stored, then shown):
    /// its handlers hold the canvas, and so its state, until they have run (seed 2 closed the windows
    /// while a file dropped one action earlier was still being read). A drop's load, then the file
    /// queue's work and its answers, twice over, covers the longest chain an action starts.
    func settle() async -> Bool {
        for _ in 0..<2 {
            guard await MainQueue.settle() else { return false }
            EmojiArtBenchmarkScenes.waitForFileQueue()
        }
        return await MainQueue.settle()
    }

    func close() -> [String] {
        app.windows.compactMap { window -> String? in
            do {
                try app.close(window)
            } catch {
                return "the document could not be saved: \(error)"
            }
            var survivors = window.census.nonZero
            survivors[.window] = nil
            return survivors.isEmpty ? nil : "\(survivors) outlived their window"
        }
    }
}
