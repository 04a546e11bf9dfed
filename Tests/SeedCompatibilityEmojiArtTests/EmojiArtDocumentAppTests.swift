import Finch
import FinchTesting
import Foundation
import Testing

// CS193p 2021's EmojiArt as a document app (lectures 13–14), in Swift 5 mode as the course's project is:
// the document, its undo and the app's DocumentGroup, written as the course writes them.

extension UTType {
    static let emojiart = UTType(exportedAs: "edu.stanford.cs193p.emojiart")
}

struct CourseEmojiArtModel: Codable {
    var emojis = [String]()

    init() {}

    init(json: Data) throws {
        self = try JSONDecoder().decode(CourseEmojiArtModel.self, from: json)
    }

    func json() throws -> Data {
        try JSONEncoder().encode(self)
    }
}

class CourseEmojiArtDocument: ReferenceFileDocument {
    static var readableContentTypes = [UTType.emojiart]
    static var writeableContentTypes = [UTType.emojiart]

    required init(configuration: ReadConfiguration) throws {
        if let data = configuration.file.regularFileContents {
            emojiArt = try CourseEmojiArtModel(json: data)
        } else {
            throw CocoaError(.fileReadCorruptFile)
        }
    }

    func snapshot(contentType: UTType) throws -> Data {
        try emojiArt.json()
    }

    func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: snapshot)
    }

    @Published private(set) var emojiArt: CourseEmojiArtModel

    init() {
        emojiArt = CourseEmojiArtModel()
    }

    // MARK: - Intent(s)

    func addEmoji(_ emoji: String, undoManager: UndoManager?) {
        undoablyPerform(operation: "Add \(emoji)", with: undoManager) {
            emojiArt.emojis.append(emoji)
        }
    }

    // MARK: - Undo

    private func undoablyPerform(operation: String, with undoManager: UndoManager? = nil, doit: () -> Void) {
        let oldEmojiArt = emojiArt
        doit()
        undoManager?.registerUndo(withTarget: self) { myself in
            myself.undoablyPerform(operation: operation, with: undoManager) {
                myself.emojiArt = oldEmojiArt
            }
        }
        undoManager?.setActionName(operation)
    }
}

struct CourseEmojiArtDocumentView: View {
    @EnvironmentObject var document: CourseEmojiArtDocument
    @Environment(\.undoManager) var undoManager

    var body: some View {
        VStack {
            Text("Emojis: \(document.emojiArt.emojis.joined())")
            Button("Add") { document.addEmoji("🍎", undoManager: undoManager) }
            if undoManager?.canUndo == true {
                Button("Undo \(undoManager?.undoActionName ?? "")") { undoManager?.undo() }
            }
        }
    }
}

struct CourseEmojiArtApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { CourseEmojiArtDocument() }) { config in
            CourseEmojiArtDocumentView()
                .environmentObject(config.document)
        }
    }
}

@MainActor
@Suite("EmojiArt 2021 as a document app, in Swift 5 mode")
struct EmojiArtDocumentAppTests {
    @Test("The course's document compiles unchanged, saves as .emojiart and undoes through its button")
    func courseDocumentApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-emojiart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = TestApp(CourseEmojiArtApp(), documentsFolder: folder)
        let window = try #require(app.windows.first)
        // The Undo button appears under Add after the first change, so each tap looks for its button anew.
        func tap(_ title: String) throws {
            let frame = try #require(window.frames(ofText: title).first)
            window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
        try tap("Add")
        try tap("Add")
        #expect(window.frames(ofText: "Emojis: 🍎🍎").count == 1)
        try tap("Undo Add 🍎")
        #expect(window.frames(ofText: "Emojis: 🍎").count == 1)
        #expect(app.session(of: window)?.isEdited == true)
        app.advance(by: DocumentController.autosaveDelay + 1)
        let url = folder.appendingPathComponent("Untitled.emojiart")
        let saved = try CourseEmojiArtModel(json: Data(contentsOf: url))
        #expect(saved.emojis == ["🍎"])
        let reopened = TestApp(CourseEmojiArtApp(), documentsFolder: folder, reopening: [url])
        #expect(reopened.windows.first?.frames(ofText: "Emojis: 🍎").count == 1)
    }
}
