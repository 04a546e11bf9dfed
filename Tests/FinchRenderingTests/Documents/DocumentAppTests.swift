import Finch
import FinchTesting
import Foundation
import Testing

/// Document apps through `TestApp`: a new untitled document at launch, edits tracked through the undo
/// manager, autosave on the virtual clock, reopening, damaged files, failing writes.
@MainActor
@Suite("Document apps: DocumentGroup, the document controller and autosave")
struct DocumentAppTests {
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func tap(_ title: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: title).first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    static let control: EventModifiers = .control
    static let keyZ: UInt32 = 0x7a
    static let keyY: UInt32 = 0x79

    @Test("A reference document: new, edit, autosave after the delay, reopen with the same content")
    func referenceDocumentRoundTrip() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingApp(), documentsFolder: folder)
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        #expect(session.displayName == "Untitled")
        let url = try #require(session.fileURL)
        #expect(url.lastPathComponent == "Untitled.drawing")
        #expect(!session.isEdited)
        try Self.tap("Add", in: window)
        try Self.tap("Add", in: window)
        #expect(window.frames(ofText: "Shapes: 2").count == 1)
        #expect(session.isEdited)
        // Not yet: the autosave waits for the delay after the last edit.
        app.advance(by: DocumentController.autosaveDelay - 1)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        app.advance(by: 2)
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(!session.isEdited)

        let reopened = TestApp(DrawingApp(), documentsFolder: folder, reopening: [url])
        let second = try #require(reopened.windows.first)
        #expect(reopened.windows.count == 1)
        #expect(second.frames(ofText: "Shapes: 2").count == 1)
        #expect(reopened.session(of: second)?.isEdited == false)
        #expect(reopened.documentController?.recentDocumentURLs.first == url.standardizedFileURL)
        #expect(reopened.documentController?.openDocumentURLs == [url.standardizedFileURL])
    }

    @Test("Undo and redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) move the document between edited and saved")
    func undoChangesEdited() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingApp(), documentsFolder: folder)
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        #expect(window.frames(ofText: "Nothing to undo").count == 1)
        try Self.tap("Add", in: window)
        #expect(session.isEdited)
        #expect(window.frames(ofText: "Can undo").count == 1)
        #expect(session.undoManager.undoActionName == "Add circle")
        #expect(window.pressKey(Self.keyZ, characters: "z", modifiers: Self.control))
        #expect(window.frames(ofText: "Shapes: 0").count == 1)
        #expect(window.frames(ofText: "Nothing to undo").count == 1)
        #expect(!session.isEdited)
        window.pressKey(Self.keyZ, characters: "Z", modifiers: [.control, .shift])
        #expect(window.frames(ofText: "Shapes: 1").count == 1)
        #expect(session.isEdited)
        try app.save(window)
        #expect(!session.isEdited)
        window.pressKey(Self.keyZ, characters: "z", modifiers: Self.control)
        #expect(session.isEdited)
        window.pressKey(Self.keyY, characters: "y", modifiers: Self.control)
        #expect(!session.isEdited)
        #expect(window.frames(ofText: "Shapes: 1").count == 1)
    }

    @Test("A value document: binding writes are undoable edits, autosaved and reopened")
    func valueDocumentRoundTrip() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(TextEditingApp(), documentsFolder: folder)
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        let url = try #require(session.fileURL)
        #expect(url.pathExtension == "txt")
        try Self.tap("Append", in: window)
        try Self.tap("Append", in: window)
        #expect(window.frames(ofText: "Text: !!").count == 1)
        #expect(session.isEdited)
        window.pressKey(Self.keyZ, characters: "z", modifiers: Self.control)
        #expect(window.frames(ofText: "Text: !").count == 1)
        #expect(session.isEdited)
        app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(try String(contentsOf: url, encoding: .utf8) == "!")
        #expect(!session.isEdited)
        let reopened = TestApp(TextEditingApp(), documentsFolder: folder, reopening: [url])
        #expect(reopened.windows.first?.frames(ofText: "Text: !").count == 1)
    }

    @Test("Each damaged file is refused with an error naming it, and stays byte for byte the same")
    func damagedFiles() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingApp(), documentsFolder: folder)
        let cases: [(String, Data, String)] = [
            ("truncated.drawing", Data(#"{"version":1,"shapes":["circ"#.utf8), "damaged"),
            ("prose.drawing", Data("Dear diary".utf8), "damaged"),
            ("future.drawing", Data(#"{"version":9,"shapes":[]}"#.utf8), "newer version"),
        ]
        for (name, bytes, reason) in cases {
            let url = folder.appendingPathComponent(name)
            try bytes.write(to: url)
            let error = #expect(throws: DocumentError.self) { try app.open(url) }
            #expect(error?.description.contains(name) == true, "\(name)")
            #expect(error?.description.contains(reason) == true, "\(name): \(error?.description ?? "")")
            #expect(try Data(contentsOf: url) == bytes)
        }
        let huge = folder.appendingPathComponent("huge.drawing")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(FileWrapper.maximumReadSize + 1))
        try handle.close()
        let error = #expect(throws: DocumentError.self) { try app.open(huge) }
        #expect(error?.description.contains("huge.drawing") == true)
        #expect(error?.description.contains("64 MiB") == true)
        #expect(
            (try FileManager.default.attributesOfItem(atPath: huge.path)[.size] as? NSNumber)?.intValue == FileWrapper
                .maximumReadSize + 1)
        app.advance(by: DocumentController.autosaveDelay + 1)
        // Only the launch window is open; no failed document got one.
        #expect(app.windows.count == 1)
    }

    /// A writer that fails while `failing` is set, as a full disk or a crash would.
    final class FailingWriter {
        var failing = false
        var attempts = 0
        func writer(failAt step: String) -> FileWrapperWriter {
            var writer = FileWrapperWriter()
            let standard = FileWrapperWriter()
            writer.writeFile = { [unowned self] data, url in
                attempts += 1
                if failing, step == "write" { throw CocoaError(.fileWriteOutOfSpace) }
                try standard.writeFile(data, url)
            }
            writer.replace = { [unowned self] temporary, destination in
                struct Crash: Error {}
                if failing, step == "rename" { throw Crash() }
                try standard.replace(temporary, destination)
            }
            return writer
        }
    }

    @Test(
        "A failing write (disk full) or a crash before the rename keeps the old file and the edit",
        arguments: ["write", "rename"])
    func failingWrite(step: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("saved.drawing")
        let original = Data(#"{"version":1,"shapes":["square"]}"#.utf8)
        try original.write(to: url)
        let failing = FailingWriter()
        let app = TestApp(DrawingApp(), documentsFolder: folder, reopening: [url], writer: failing.writer(failAt: step))
        let controller = try #require(app.documentController)
        var reported: [DocumentError] = []
        controller.onError = { reported.append($0) }
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        try Self.tap("Add", in: window)
        failing.failing = true
        app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(failing.attempts == 1)
        #expect(reported.count == 1)
        #expect(reported.first?.description.contains("saved.drawing") == true)
        #expect(try Data(contentsOf: url) == original)
        #expect(session.isEdited)
        #expect(session.lastSaveError != nil)
        #expect(window.frames(ofText: "Shapes: 2").count == 1)
        // Closing must save first: it fails, so the window stays open with its edit.
        #expect(throws: DocumentError.self) { try app.close(window) }
        #expect(app.windows.count == 1)
        // Nothing but the document is in the folder: the temporaries went when the failure was reported.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["saved.drawing"])
        // Once writing works again, the autosave retried after another delay saves the edit.
        failing.failing = false
        app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(!session.isEdited)
        let saved = try JSONDecoder().decode(DrawingDocument.Model.self, from: Data(contentsOf: url))
        #expect(saved.shapes == ["square", "circle"])
    }

    @Test(
        "An autosave that keeps failing the same way is reported once; after a save works, a new failure is reported again"
    )
    func repeatedFailureReportedOnce() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("saved.drawing")
        try Data(#"{"version":1,"shapes":["square"]}"#.utf8).write(to: url)
        let failing = FailingWriter()
        let app = TestApp(
            DrawingApp(), documentsFolder: folder, reopening: [url], writer: failing.writer(failAt: "write"))
        let controller = try #require(app.documentController)
        var reported: [DocumentError] = []
        controller.onError = { reported.append($0) }
        let window = try #require(app.windows.first)
        let session = try #require(app.session(of: window))
        try Self.tap("Add", in: window)
        failing.failing = true
        // Three autosaves, each retried after the delay: one message, as a person fixing the disk needs.
        for _ in 0..<3 { app.advance(by: DocumentController.autosaveDelay + 1) }
        #expect(failing.attempts == 3)
        #expect(reported.count == 1)
        #expect(session.isEdited)
        // Writing works again: saved; the next failure is news, and reported.
        failing.failing = false
        app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(!session.isEdited)
        try Self.tap("Add", in: window)
        failing.failing = true
        app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(reported.count == 2)
    }

    @Test("New documents are Untitled, Untitled 1…, skipping names open or in the folder")
    func untitledNames() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("Untitled 1.drawing"))
        let app = TestApp(DrawingApp(), documentsFolder: folder)
        let second = try #require(app.newDocument())
        let third = try #require(app.newDocument())
        let names = app.windows.compactMap { app.session(of: $0)?.displayName }
        #expect(names == ["Untitled", "Untitled 2", "Untitled 3"])
        #expect(app.session(of: third)?.fileURL?.lastPathComponent == "Untitled 3.drawing")
        // An untouched untitled document writes nothing, even when it closes.
        try app.close(second)
        #expect(app.windows.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Untitled 1.drawing"])
        // Once "Untitled 2" is closed its name is free again.
        #expect(app.newDocument().flatMap { app.session(of: $0)?.displayName } == "Untitled 2")
    }

    @Test("Closing an edited document saves it first; Save As moves it to the chosen file")
    func closeSavesAndSaveAs() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingApp(), documentsFolder: folder)
        let window = try #require(app.windows.first)
        try Self.tap("Add", in: window)
        let chosen = folder.appendingPathComponent("Picture.drawing")
        try app.save(window, to: chosen)
        let session = try #require(app.session(of: window))
        #expect(session.displayName == "Picture")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Untitled.drawing").path))
        try Self.tap("Add", in: window)
        try app.close(window)
        #expect(app.windows.isEmpty)
        let saved = try JSONDecoder().decode(DrawingDocument.Model.self, from: Data(contentsOf: chosen))
        #expect(saved.shapes.count == 2)
        #expect(app.documentController?.recentDocumentURLs == [chosen])
    }

    @Test("A viewer opens documents read-only, makes no new ones and never writes")
    func viewer() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("read.txt")
        try Data("hello".utf8).write(to: url)
        let app = TestApp(TextViewingApp(), documentsFolder: folder)
        #expect(app.windows.isEmpty)
        #expect(app.newDocument() == nil)
        let window = try app.open(url)
        #expect(window.frames(ofText: "Viewing: hello").count == 1)
        #expect(app.session(of: window)?.isEditable == false)
        #expect(try app.open(url) === window)
        try app.close(window)
        #expect(try Data(contentsOf: url) == Data("hello".utf8))
    }

    @Test("The recent and open documents round-trip through the history a host stores")
    func history() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = try (1...3).map { number in
            let url = folder.appendingPathComponent("d\(number).drawing")
            try Data(#"{"version":1,"shapes":[]}"#.utf8).write(to: url)
            return url
        }
        let app = TestApp(DrawingApp(), documentsFolder: folder, reopening: urls)
        let controller = try #require(app.documentController)
        #expect(app.windows.count == 3)
        try app.close(app.windows[1])
        let stored = try JSONEncoder().encode(controller.history)
        let history = try JSONDecoder().decode(DocumentHistory.self, from: stored)
        #expect(history.open == [urls[0], urls[2]].map(\.standardizedFileURL))
        #expect(history.recent == urls.reversed().map(\.standardizedFileURL))
        let next = TestApp(DrawingApp(), documentsFolder: folder, reopening: history.open)
        next.documentController?.restore(history)
        #expect(next.windows.count == 2)
        #expect(next.documentController?.recentDocumentURLs == history.recent)
    }

    @Test("Untitled documents live in $XDG_DATA_HOME/<app>, else ~/.local/share/<app>")
    func untitledFolder() {
        let xdg = DocumentController.untitledFolder(
            appName: "EmojiArt", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
        #expect(xdg.path == "/data/EmojiArt")
        let home = DocumentController.untitledFolder(appName: "EmojiArt", environment: ["HOME": "/home/a"])
        #expect(home.path == "/home/a/.local/share/EmojiArt")
        // A relative XDG_DATA_HOME is invalid and ignored, as the XDG Base Directory specification says.
        let relative = DocumentController.untitledFolder(
            appName: "EmojiArt", environment: ["XDG_DATA_HOME": "data", "HOME": "/home/a"])
        #expect(relative.path == "/home/a/.local/share/EmojiArt")
    }

    @Test("A type exported without an extension saves with its identifier's last part, or the one declared")
    func documentExtensions() {
        #expect(
            DocumentController.filenameExtension(of: UTType(exportedAs: "edu.stanford.cs193p.emojiart")) == "emojiart")
        let declared = UTType.declare(exportedAs: "org.finch.tests.sketchbook", filenameExtensions: ["sketch"])
        #expect(declared.preferredFilenameExtension == "sketch")
        #expect(UTType(filenameExtension: "sketch") == declared)
        #expect(DocumentController.filenameExtension(of: declared) == "sketch")
        #expect(DocumentController.filenameExtension(of: .plainText) == "txt")
    }
}
