import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// Stores, defaults and windows for the palette tests: each test owns a `UserDefaults` suite and a
/// folder for its file, so nothing touches the user's own defaults.
@MainActor
enum PaletteHarness {
    /// A fresh, empty suite and its name.
    static func suite() throws -> (defaults: UserDefaults, name: String) {
        let name = "finch.tests.emojiart.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defaults.removePersistentDomain(forName: name)
        return (defaults, name)
    }

    /// A fresh temporary folder.
    static func folder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettes-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A store with the default palettes in a suite of its own.
    static func store() throws -> PaletteStore {
        let suite = try suite()
        return PaletteStore(named: "Test", defaults: suite.defaults, domain: suite.name, folder: folder())
    }

    /// `content` in a window, with `store` in its environment.
    static func window<V: View>(
        _ store: PaletteStore, width: CGFloat = 390, height: CGFloat = 600, @ViewBuilder content: () -> V
    ) -> TestWindow {
        TestWindow(size: CGSize(width: width, height: height)) {
            content().environmentObject(store)
        }
    }

    /// Taps the centre of the last drawn `text` (the topmost: a sheet's over the page's).
    static func tap(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).last, "\(text) is not drawn")
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 1)
    }
}

/// A palette editor over the store's palette `palette`, as the chooser and manager show it.
struct EditorHost: View {
    @EnvironmentObject var store: PaletteStore
    let palette: Palette

    var body: some View {
        PaletteEditor(palette: $store.palettes[palette])
    }
}
