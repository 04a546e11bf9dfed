import Finch
import Foundation
import Synchronization
import UniformTypeIdentifiers

/// Where `DrawingDocument` made its files: on the main queue or not, one entry per save, in every test.
enum EncodingProbe {
    static let onMainQueue = Mutex<[Bool]>([])

    static func note() {
        onMainQueue.withLock { $0.append(DocumentBackgroundSaveTests.isOnMainQueue) }
    }
}

/// A reference document like the course's EmojiArt: a JSON model with a version, edited through the
/// window's undo manager.
final class DrawingDocument: ReferenceFileDocument {
    struct Model: Codable, Equatable {
        /// The newest format this program reads.
        static let currentVersion = 1
        var version = Model.currentVersion
        var shapes: [String] = []
    }

    struct FutureVersion: LocalizedError {
        let version: Int
        var errorDescription: String? { "it was made by a newer version (format \(version))" }
    }

    static let drawingType = UTType(exportedAs: "org.finch.tests.drawing")
    static var readableContentTypes: [UTType] { [drawingType] }

    @Published var model = Model()

    init() {}

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        let decoded = try JSONDecoder().decode(Model.self, from: data)
        guard decoded.version <= Model.currentVersion else { throw FutureVersion(version: decoded.version) }
        model = decoded
    }

    func snapshot(contentType: UTType) throws -> Model { model }

    // `nonisolated`: it runs on the save queue, as SwiftUI's runs on a background thread.
    nonisolated func fileWrapper(snapshot: Model, configuration: WriteConfiguration) throws -> FileWrapper {
        EncodingProbe.note()
        return FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }

    /// Adds a shape, undoably (the course's `undoablyPerform`).
    func add(_ shape: String, undoManager: UndoManager?) {
        let old = model
        model.shapes.append(shape)
        undoManager?.registerUndo(withTarget: self) { document in document.restore(old, undoManager: undoManager) }
        undoManager?.setActionName("Add \(shape)")
    }

    private func restore(_ old: Model, undoManager: UndoManager?) {
        let current = model
        model = old
        undoManager?.registerUndo(withTarget: self) { document in document.restore(current, undoManager: undoManager) }
    }
}

struct DrawingView: View {
    @EnvironmentObject var document: DrawingDocument
    @Environment(\.undoManager) var undoManager

    var body: some View {
        VStack {
            Text("Shapes: \(document.model.shapes.count)")
            Button("Add") { document.add("circle", undoManager: undoManager) }
            Text(undoManager?.canUndo == true ? "Can undo" : "Nothing to undo")
        }
    }
}

struct DrawingApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { DrawingDocument() }) { config in
            DrawingView().environmentObject(config.document)
        }
    }
}

/// A value document: plain text, edited through the configuration's binding.
struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    nonisolated func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct TextFileView: View {
    @Binding var document: TextFile
    @Environment(\.undoManager) var undoManager

    var body: some View {
        VStack {
            Text("Text: \(document.text)")
            Button("Append") { document.text += "!" }
            Text(undoManager?.canUndo == true ? "Can undo" : "Nothing to undo")
        }
    }
}

struct TextEditingApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile()) { file in
            TextFileView(document: file.$document)
        }
    }
}

struct TextViewingApp: App {
    var body: some Scene {
        DocumentGroup(viewing: TextFile.self) { file in
            Text("Viewing: \(file.document.text)")
        }
    }
}
