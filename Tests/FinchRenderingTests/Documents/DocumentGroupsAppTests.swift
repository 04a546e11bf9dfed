import Finch
import FinchTesting
import Foundation
import Testing

/// Text notes edited, drawings viewed: two document groups in one app.
struct NotesAndDrawingsApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile()) { file in
            TextFileView(document: file.$document)
        }
        DocumentGroup(viewing: DrawingDocument.self) { config in
            DrawingView().environmentObject(config.document)
        }
    }
}

/// The same groups, the viewer declared first.
struct DrawingsThenNotesApp: App {
    var body: some Scene {
        DocumentGroup(viewing: DrawingDocument.self) { config in
            DrawingView().environmentObject(config.document)
        }
        DocumentGroup(newDocument: TextFile()) { file in
            TextFileView(document: file.$document)
        }
    }
}

/// An app with several `DocumentGroup`s through `TestApp`, as SwiftUI on macOS runs one: each file opens
/// in the group that reads it, New and the launch use the first editor group, and saving, autosave and
/// the history work for every group's windows.
@MainActor
@Suite("Document apps with several document groups")
struct DocumentGroupsAppTests {
    /// Made on each use, not kept in a `static let`: a global `Data` holds its storage through a
    /// multi-payload enum, which `make leaks` misreads as a leak (`Tests/LeakTooling`, cause 2).
    static var drawing: Data { Data(#"{"version":1,"shapes":["square"]}"#.utf8) }

    @Test("Each file opens in its group's window: a drawing read-only, a note editable and autosaved")
    func filesOpenInTheirGroups() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(NotesAndDrawingsApp(), documentsFolder: folder)
        let launched = try #require(app.windows.first)
        #expect(app.windows.count == 1)
        #expect(app.session(of: launched)?.fileURL?.lastPathComponent == "Untitled.txt")

        let drawingURL = folder.appendingPathComponent("square.drawing")
        try Self.drawing.write(to: drawingURL)
        let drawingWindow = try app.open(drawingURL)
        #expect(drawingWindow.frames(ofText: "Shapes: 1").count == 1)
        #expect(app.session(of: drawingWindow)?.isEditable == false)
        #expect(app.session(of: drawingWindow)?.groupIndex == 1)

        let noteURL = folder.appendingPathComponent("note.txt")
        try Data("hello".utf8).write(to: noteURL)
        let noteWindow = try app.open(noteURL)
        #expect(noteWindow.frames(ofText: "Text: hello").count == 1)
        let note = try #require(app.session(of: noteWindow))
        #expect(note.isEditable)
        #expect(note.groupIndex == 0)
        try DocumentAppTests.tap("Append", in: noteWindow)
        #expect(app.title(of: noteWindow) == "*note — \(app.appName)")
        app.advance(by: DocumentController.autosaveDelay + 1)
        #expect(try String(contentsOf: noteURL, encoding: .utf8) == "hello!")

        // The viewer's document changes in memory only, and its window closes without writing.
        try DocumentAppTests.tap("Add", in: drawingWindow)
        app.advance(by: DocumentController.autosaveDelay + 1)
        try app.close(drawingWindow)
        #expect(try Data(contentsOf: drawingURL) == Self.drawing)
        #expect(app.windows.count == 2)
    }

    @Test("New makes a note; a file no group reads is refused by name, with no window")
    func newAndUnreadable() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(NotesAndDrawingsApp(), documentsFolder: folder)
        let second = try #require(app.newDocument())
        #expect(app.session(of: second)?.fileURL?.lastPathComponent == "Untitled 1.txt")
        #expect(second.frames(ofText: "Text: ").count == 1)
        let unknown = folder.appendingPathComponent("picture.xyz")
        try Data("?".utf8).write(to: unknown)
        let error = #expect(throws: DocumentError.self) { try app.open(unknown) }
        #expect(
            error?.description == "The document “picture.xyz” could not be opened: the app does not open “.xyz” files")
        #expect(app.windows.count == 2)
    }

    @Test("With the viewer declared first, the launch still makes a new note (the first editor group's)")
    func launchUsesFirstEditor() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(DrawingsThenNotesApp(), documentsFolder: folder)
        let window = try #require(app.windows.first)
        #expect(app.windows.count == 1)
        #expect(window.frames(ofText: "Text: ").count == 1)
        #expect(app.session(of: window)?.groupIndex == 1)
    }

    @Test("The history keeps both groups' documents; reopening it opens each in its group")
    func historyReopensBothGroups() throws {
        let folder = try DocumentAppTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawingURL = folder.appendingPathComponent("square.drawing")
        try Self.drawing.write(to: drawingURL)
        let app = TestApp(NotesAndDrawingsApp(), documentsFolder: folder)
        let untitled = try #require(app.windows.first)
        try DocumentAppTests.tap("Append", in: untitled)
        try app.open(drawingURL)
        // Saved when it is written: the new note is a file to reopen now.
        try app.save(untitled)
        let controller = try #require(app.documentController)
        let history = try JSONDecoder().decode(DocumentHistory.self, from: JSONEncoder().encode(controller.history))
        let untitledURL = try #require(app.session(of: untitled)?.fileURL)
        #expect(history.open == [untitledURL, drawingURL].map(\.standardizedFileURL))
        #expect(history.recent == [drawingURL.standardizedFileURL])

        let next = TestApp(NotesAndDrawingsApp(), documentsFolder: folder, reopening: history.open)
        next.documentController?.restore(history)
        #expect(next.windows.count == 2)
        #expect(next.windows.map { next.session(of: $0)?.isEditable } == [true, false])
        #expect(next.windows.first?.frames(ofText: "Text: !").count == 1)
        #expect(next.windows.last?.frames(ofText: "Shapes: 1").count == 1)
        #expect(next.documentController?.history == history)
    }
}
