import Finch
import FinchCore
import FinchGTK
import Foundation
import Testing

/// The GTK document host's pure parts: its window titles, where it keeps the list of open documents,
/// and the files a command line names.
@Suite("GTK document windows: titles, the stored history, command-line files")
struct GTKDocumentHostTests {
    @Test("A title is the document's name, an asterisk while edited (GNOME's mark), then the app's name")
    func titles() {
        #expect(
            DocumentWindowTitle.make(displayName: "Untitled", isEdited: false, appName: "EmojiArt")
                == "Untitled — EmojiArt")
        #expect(
            DocumentWindowTitle.make(displayName: "Untitled", isEdited: true, appName: "EmojiArt")
                == "*Untitled — EmojiArt")
        #expect(DocumentWindowTitle.make(displayName: "Beach 2", isEdited: true, appName: "") == "*Beach 2")
    }

    @Test(
        "An app's name is its type's without a trailing App",
        arguments: [
            ("EmojiArtApp", "EmojiArt"), ("DocumentProbeApp", "DocumentProbe"), ("Editor", "Editor"), ("App", "App"),
        ])
    func appNames(typeName: String, expected: String) {
        #expect(DocumentWindowTitle.appName(ofType: typeName) == expected)
    }

    @Test("The history lives in $XDG_CONFIG_HOME/<app>/documents.json, else ~/.config/<app>/")
    func historyPath() {
        let configured = DocumentHistoryStore(
            appName: "Art", environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"])
        #expect(configured.fileURL.path == "/cfg/Art/documents.json")
        let unset = DocumentHistoryStore(appName: "Art", environment: ["HOME": "/home/a"])
        #expect(unset.fileURL.path == "/home/a/.config/Art/documents.json")
        // The specification says to ignore a relative path.
        let relative = DocumentHistoryStore(appName: "Art", environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/a"])
        #expect(relative.fileURL.path == "/home/a/.config/Art/documents.json")
    }

    @Test("A saved history loads back; no file is an empty history; a damaged file throws and is left alone")
    func historyRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DocumentHistoryStore(appName: "Art", environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(try store.load() == DocumentHistory())

        let history = DocumentHistory(
            recent: [URL(fileURLWithPath: "/d/a.emojiart"), URL(fileURLWithPath: "/d/b.emojiart")],
            open: [URL(fileURLWithPath: "/d/a.emojiart")])
        try store.save(history)
        #expect(try store.load() == history)
        // Written whole: no temporary is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
        #expect(names == ["documents.json"])

        try Data("{\"recent\": [".utf8).write(to: store.fileURL)
        #expect(throws: (any Error).self) { try store.load() }
        try Data("{\"recent\": 3, \"open\": []}".utf8).write(to: store.fileURL)
        #expect(throws: (any Error).self) { try store.load() }
        #expect(try Data(contentsOf: store.fileURL) == Data("{\"recent\": 3, \"open\": []}".utf8))
    }

    @Test("Arguments that are not options are files, relative ones from the current folder")
    func commandLineFiles() throws {
        let options = try LaunchOptions(
            arguments: ["a.emojiart", "--size", "300x200", "/x/b.emojiart"], currentDirectory: "/home/a")
        #expect(options.files.map(\.path) == ["/home/a/a.emojiart", "/x/b.emojiart"])
        #expect(options.size == CGSize(width: 300, height: 200))
        #expect(options.snapshotPath == nil)
    }

    @Test("--snapshot's value is the snapshot's path, not a file to open; -- ends the options")
    func snapshotIsNotAFile() throws {
        let options = try LaunchOptions(arguments: ["--snapshot", "out.png", "doc.emojiart"], currentDirectory: "/w")
        #expect(options.snapshotPath == "out.png")
        #expect(options.files.map(\.path) == ["/w/doc.emojiart"])
        let dashed = try LaunchOptions(arguments: ["--", "--size", "-odd"], currentDirectory: "/w")
        #expect(dashed.files.map(\.path) == ["/w/--size", "/w/-odd"])
        #expect(dashed.size == nil)
        #expect(throws: LaunchOptions.Error.self) { try LaunchOptions(arguments: ["-x"]) }
    }

    @Test("A document window's scene storage is kept per document file beside the history, and loads back")
    func sceneStorageRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-scene-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = DocumentHistoryStore(appName: "Art", environment: ["XDG_CONFIG_HOME": folder.path])
        let store = DocumentSceneStorageStore(historyFile: history.fileURL)
        let first = URL(fileURLWithPath: "/docs/one.emojiart")
        let second = URL(fileURLWithPath: "/docs/two.emojiart")
        #expect(store.fileURL(for: first).deletingLastPathComponent().path == folder.path + "/Art/scene-storage")
        #expect(store.fileURL(for: first) == store.fileURL(for: URL(fileURLWithPath: "/docs/./one.emojiart")))
        #expect(store.fileURL(for: first) != store.fileURL(for: second))
        #expect(try store.load(for: first).isEmpty)

        try store.save(["zoom": .double(2.5), "tab": .string("art")], for: first)
        #expect(try store.load(for: first) == ["zoom": .double(2.5), "tab": .string("art")])
        #expect(try store.load(for: second).isEmpty)
        try store.save([:], for: first)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: first).path))

        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data("[".utf8).write(to: store.fileURL(for: second))
        #expect(throws: (any Error).self) { try store.load(for: second) }
    }
}
