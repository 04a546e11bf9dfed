import Finch
import FinchTesting
import Foundation
import Testing

@testable import EmojiArtKit

/// Issue 27: palettes whose domain file cannot be written keep the change in the store, leave the file
/// byte for byte as it was, and say which file and why (an alert over the chooser).
///
/// Real or simulated, as `FileWriteFailure` says: a folder in place and a link loop are real; a
/// read-only folder is simulated for root (`EROFS`); a full disk (`ENOSPC`) and another user's file
/// (`EPERM`) are simulated.
@MainActor
@Suite("EmojiArt: palettes that cannot be saved stay in the store, and the message says why")
struct PaletteSaveFailureTests {
    /// A store whose domain file has been written once, and that file.
    private func savedStore() throws -> (store: PaletteStore, file: URL, defaults: UserDefaults) {
        let suite = try PaletteHarness.suite()
        let folder = PaletteHarness.folder()
        let store = PaletteStore(named: "Main", defaults: suite.defaults, domain: suite.name, folder: folder)
        store.palettes[0].name = "Cars"
        let file = folder.appendingPathComponent(suite.name + ".plist")
        #expect(FileManager.default.fileExists(atPath: file.path))
        return (store, file, suite.defaults)
    }

    @Test(
        "A change that cannot be saved: the file stays, the palette stays in the store, the message names the file and the cause",
        arguments: FileWriteFailure.allCases)
    func change(_ failure: FileWriteFailure) throws {
        let (store, file, defaults) = try savedStore()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let made = try failure.make(at: file)
        defer { made.restore() }

        made.saving { store.insertPalette(named: "Sweets", emojis: "🍬🍭", at: 0) }

        let problem = try #require(store.saveProblem)
        #expect(problem.contains(file.lastPathComponent), "\(problem)")
        #expect(problem.contains(failure.expectedWords), "\(problem)")
        #expect(made.isUnchanged)
        #expect(store.palettes.map(\.name).prefix(2) == ["Sweets", "Cars"])
        let json = try #require(defaults.data(forKey: "PaletteStore:Main"))
        #expect(try JSONDecoder().decode([Palette].self, from: json) == store.palettes)
    }

    @Test("The chooser shows the message in an alert; the next change that is saved clears it")
    func alert() throws {
        let (store, file, _) = try savedStore()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let window = PaletteHarness.window(store) { PaletteChooser() }
        let made = try FileWriteFailure.fullDisk.make(at: file)
        made.saving { store.insertPalette(named: "Sweets", emojis: "🍬🍭", at: 0) }
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Palettes Not Saved").isEmpty)
        store.palettes[0].name = "Candy"
        #expect(store.saveProblem == nil)
        let saved = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
        let json = try #require((saved as? [String: Any])?["PaletteStore:Main"] as? Data)
        #expect(try JSONDecoder().decode([Palette].self, from: json).first?.name == "Candy")
    }

    @Test("With several windows, only the one in front shows the alert; dismissing it there clears it")
    func alertInFrontWindowOnly() throws {
        let (store, file, _) = try savedStore()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let front = PaletteHarness.window(store) { PaletteChooser() }
        let behind = PaletteHarness.window(store) { PaletteChooser() }
        behind.graph.environment.scenePhase = .inactive
        let made = try FileWriteFailure.fullDisk.make(at: file)
        made.saving { store.insertPalette(named: "Sweets", emojis: "🍬🍭", at: 0) }
        front.advance(by: 1)
        behind.advance(by: 1)
        #expect(!front.frames(ofText: "Palettes Not Saved").isEmpty)
        #expect(behind.frames(ofText: "Palettes Not Saved").isEmpty)

        // The window behind comes to the front before the alert was dismissed: it shows it there.
        front.graph.environment.scenePhase = .inactive
        behind.graph.environment.scenePhase = .active
        front.advance(by: 1)
        behind.advance(by: 1)
        #expect(front.frames(ofText: "Palettes Not Saved").isEmpty)
        #expect(!behind.frames(ofText: "Palettes Not Saved").isEmpty)
        try PaletteHarness.tap("OK", in: behind)
        behind.advance(by: 1)
        #expect(store.saveProblem == nil)
        #expect(behind.frames(ofText: "Palettes Not Saved").isEmpty)
    }
}
