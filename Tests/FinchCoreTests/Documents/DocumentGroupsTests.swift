import Foundation
import Testing

@testable import FinchCore

/// An app with several `DocumentGroup`s, as SwiftUI on macOS runs one: one `DocumentController` for all
/// of them opens a file in the first group that reads its type, makes new documents with the first group
/// that makes them, refuses a file no group reads, and keeps one history for every group's documents.
@MainActor
@Suite("Document groups: routing files and new documents among an app's groups")
struct DocumentGroupsTests {
    /// A text note in the program's own type, `.note`: the editor group's document.
    struct Note: FileDocument {
        static let noteType = UTType(exportedAs: "org.finch.tests.groups.note")
        static var readableContentTypes: [UTType] { [noteType] }
        var text = ""

        init(text: String = "") { self.text = text }

        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }

        nonisolated func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    /// Any picture, opened by the viewer group: it records the type it was read as.
    struct Picture: FileDocument {
        static var readableContentTypes: [UTType] { [.image] }
        var contentType: UTType

        init(configuration: ReadConfiguration) throws {
            contentType = configuration.contentType
        }

        nonisolated func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data())
        }
    }

    static let editor = DocumentGroup(newDocument: Note()) { _ in EmptyView() }.definition
    static let viewer = DocumentGroup(viewing: Picture.self) { _ in EmptyView() }.definition

    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-document-groups-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func file(_ name: String, in folder: URL, contents: String = "hello") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    static func controller(_ definitions: [DocumentGroupDefinition], folder: URL) -> DocumentController {
        DocumentController(definitions: definitions, appName: "Groups", untitledFolder: folder, now: { 0 })
    }

    @Test("Each file opens in the group that reads its type: notes editable, pictures read-only as their own type")
    func openRoutesByType() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = Self.controller([Self.editor, Self.viewer], folder: folder)
        let note = try controller.open(Self.file("a.note", in: folder)).get()
        #expect(note.groupIndex == 0)
        #expect(note.isEditable)
        #expect(note.contentType == Note.noteType)
        // `public.image` has no extension of its own: a `.png` (any case) and a `.jpg` open by conformance,
        // read as the file's type.
        for (name, type) in [("b.png", UTType.png), ("c.JPG", .jpeg)] {
            let picture = try controller.open(Self.file(name, in: folder)).get()
            #expect(picture.groupIndex == 1, "\(name)")
            #expect(!picture.isEditable, "\(name)")
            #expect(picture.contentType == type, "\(name)")
        }
        #expect(controller.documents.count == 3)
    }

    @Test("The first group that reads a type gets its files, in the order the app declares the groups")
    func firstGroupWins() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An editor of PNG pictures (as notes: any bytes read), and the viewer reading every picture.
        let editsPictures = DocumentGroupDefinition(
            readableContentTypes: [.png], writableContentTypes: [.png], isEditable: true,
            makeNew: Self.editor.makeNew, read: Self.editor.read)
        let viewerFirst = Self.controller([Self.viewer, editsPictures], folder: folder)
        #expect(try viewerFirst.open(Self.file("a.png", in: folder)).get().groupIndex == 0)
        let editorFirst = Self.controller([editsPictures, Self.viewer], folder: folder)
        #expect(try editorFirst.open(Self.file("b.png", in: folder)).get().groupIndex == 0)
        #expect(try editorFirst.open(Self.file("c.gif", in: folder)).get().groupIndex == 1)
    }

    @Test("New makes the first editor group's document; an app of viewers makes none")
    func newUsesFirstEditor() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = Self.controller([Self.viewer, Self.editor], folder: folder)
        #expect(controller.newDocumentGroupIndex == 1)
        let session = try #require(controller.newDocument())
        #expect(session.groupIndex == 1)
        #expect(session.isEditable)
        #expect(session.fileURL?.lastPathComponent == "Untitled.note")
        let viewers = Self.controller([Self.viewer], folder: folder)
        #expect(viewers.newDocumentGroupIndex == nil)
        #expect(viewers.newDocument() == nil)
    }

    @Test(
        "A file no group reads is refused with its name and the reason, and left as it is",
        arguments: ["letter.xyz", "README", "notes.txt"])
    func unreadableType(name: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = Self.controller([Self.editor, Self.viewer], folder: folder)
        let url = try Self.file(name, in: folder)
        let result = controller.open(url)
        guard case .failure(let error) = result else {
            Issue.record("\(name) opened")
            return
        }
        #expect(error.operation == .open)
        #expect(error.description.contains("“\(name)”"))
        let ext = url.pathExtension
        #expect(error.reason.contains(ext.isEmpty ? "without an extension" : "“.\(ext)” files"), "\(error)")
        #expect(controller.documents.isEmpty)
        #expect(controller.recentDocumentURLs.isEmpty)
        #expect(try Data(contentsOf: url) == Data("hello".utf8))
    }

    @Test("Open and Save As filter on every group's types, each once; Save As on the document's group's")
    func filters() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let viewsPNGsAndNotes = DocumentGroupDefinition(
            readableContentTypes: [.png, Note.noteType], writableContentTypes: [], isEditable: false, makeNew: nil,
            read: Self.viewer.read)
        let controller = Self.controller([Self.editor, viewsPNGsAndNotes, Self.editor], folder: folder)
        #expect(controller.readableContentTypes == [Note.noteType, .png])
        #expect(controller.openFilter(appName: "Groups").patterns == ["*.note", "*.png"])
        #expect(controller.openFilter(appName: "Groups").name == "Groups documents")
        let session = try #require(controller.newDocument())
        #expect(controller.saveFilter(for: session, appName: "Groups").patterns == ["*.note"])
    }

    @Test("The history lists both groups' documents, loads from the stored format, and reopens each in its group")
    func historyRoundTrip() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = try Self.file("a.note", in: folder)
        let picture = try Self.file("b.png", in: folder)
        let controller = Self.controller([Self.editor, Self.viewer], folder: folder)
        _ = try controller.open(picture).get()
        _ = try controller.open(note).get()
        let history = controller.history
        #expect(history.open == [picture, note].map(\.standardizedFileURL))
        #expect(history.recent == [note, picture].map(\.standardizedFileURL))

        // The format a stored history file has (one list of URLs each, whatever their group).
        let stored = """
            {"open": ["\(picture.absoluteString)", "\(note.absoluteString)"],
             "recent": ["\(note.absoluteString)", "\(picture.absoluteString)"]}
            """
        let loaded = try JSONDecoder().decode(DocumentHistory.self, from: Data(stored.utf8))
        #expect(loaded == history)
        #expect(try JSONDecoder().decode(DocumentHistory.self, from: JSONEncoder().encode(history)) == history)

        let next = Self.controller([Self.editor, Self.viewer], folder: folder)
        next.restore(loaded)
        let reopened = try loaded.open.map { try next.open($0).get() }
        #expect(reopened.map(\.groupIndex) == [1, 0])
        #expect(reopened.map(\.isEditable) == [false, true])
        #expect(next.history == history)
    }
}
