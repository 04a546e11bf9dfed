import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// The document view in a headless window, with a document whose images folder and pasteboard are the
/// test's own.
@MainActor
final class EmojiArtHarness {
    let imagesFolder = temporaryFolder()
    let pasteboard = UIPasteboard.withUniqueName()
    let document: EmojiArtDocument
    let window: TestWindow

    init(size: CGSize = CGSize(width: 400, height: 500)) {
        let document = EmojiArtDocument(imagesFolder: imagesFolder)
        // A loaded full run can hold a test between two steps for longer than the app's timeout (see
        // `MainQueue.wait`): a held answer must not time out before the test releases it. Tests of the
        // timeout set their own.
        document.backgroundFetchTimeout = 600
        let pasteboard = self.pasteboard
        self.document = document
        let store = Self.paletteStore()
        window = TestWindow(size: size) {
            EmojiArtDocumentView(document: document, pasteboard: pasteboard).environmentObject(store)
        }
    }

    /// The emoji the palette row shows first: a store of the test's own (never the user's defaults) whose
    /// first palette holds them.
    static let testEmojis = "😀😷🦠💉👻👀🐶🌲🌎🌞🔥🍎⚽️🚗🚓🚲🛩🚁🚀🛸🏠⌚️🎁🗝🔐❤️⛔️❌❓✅⚠️🎶➕➖🏳️"

    static func paletteStore(emojis: String = testEmojis) -> PaletteStore {
        let name = "finch.tests.emojiart.canvas.\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: name) ?? .standard
        let store = PaletteStore(named: "Canvas", defaults: defaults, domain: nil)
        store.insertPalette(named: "Test", emojis: emojis, at: 0)
        defaults.removePersistentDomain(forName: name)
        return store
    }

    deinit {
        try? FileManager.default.removeItem(at: imagesFolder)
    }

    /// The palette row's top: the canvas is everything above it.
    var paletteTop: CGFloat {
        window.frames(ofText: "😀").map(\.minY).min() ?? window.size.height
    }

    /// The canvas's centre in window points, where the model's (0, 0) is drawn before any pan.
    var canvasCenter: CGPoint {
        CGPoint(x: window.size.width / 2, y: paletteTop / 2)
    }

    /// Where `emoji` is in the palette row.
    func paletteCenter(of emoji: String) -> CGPoint? {
        let top = paletteTop
        return window.frames(ofText: emoji).first { $0.minY >= top - 0.5 }.map { $0.center }
    }

    /// Where `emoji` is drawn on the canvas (not the palette's copy).
    func canvasFrames(of emoji: String) -> [CGRect] {
        let top = paletteTop
        return window.frames(ofText: emoji).filter { $0.minY < top - 0.5 }
    }

    /// Drags `emoji` from the palette and drops it at `point`, then waits for it to land.
    func dragFromPalette(_ emoji: String, to point: CGPoint) async {
        guard let start = paletteCenter(of: emoji) else {
            Issue.record("\(emoji) is not in the palette")
            return
        }
        let count = document.emojis.count
        window.dragAndDrop(from: start, to: point)
        await waitUntil("\(emoji) to land", in: window) { document.emojis.count == count + 1 }
    }

    /// Pinches the canvas (about an empty point) to `scale`.
    func zoom(by scale: CGFloat, at point: CGPoint? = nil) {
        window.pinch(at: point ?? CGPoint(x: 10, y: 10), scale: scale)
    }

    /// Drags the canvas's background from an empty point by `translation`. The background's taps have
    /// the touch first, so a pan starts only once they fail, past 45 pt (Finch's rule, as UIKit's taps).
    func pan(by translation: CGSize, from start: CGPoint = CGPoint(x: 30, y: 30)) {
        window.drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height))
    }

    /// Taps the background (the single tap waits out the double tap's time).
    func tapBackground(at point: CGPoint = CGPoint(x: 10, y: 10)) {
        window.tap(at: point)
        window.advance(by: 0.5)
    }

    /// Taps the emoji with `id` where it is drawn.
    func tap(emoji id: Int) {
        guard let point = drawnCenter(of: id) else {
            Issue.record("emoji \(id) is not drawn")
            return
        }
        window.tap(at: point)
    }

    /// The centre of the emoji with `id` as drawn (emoji in these tests have distinct texts).
    func drawnCenter(of id: Int) -> CGPoint? {
        guard let emoji = document.emojis.first(where: { $0.id == id }) else { return nil }
        return canvasFrames(of: emoji.text).first.map { $0.center }
    }

    func emoji(_ id: Int) -> EmojiArtModel.Emoji? {
        document.emojis.first { $0.id == id }
    }

    /// Adds emoji through the document's intent, in order, and shows them.
    func add(_ placed: [(text: String, x: Int, y: Int)], size: CGFloat = 40) {
        for item in placed {
            document.addEmoji(item.text, at: (x: item.x, y: item.y), size: size)
        }
        window.render()
    }
}
