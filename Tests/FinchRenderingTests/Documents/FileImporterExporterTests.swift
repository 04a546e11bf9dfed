import Finch
import FinchTesting
import Foundation
import Testing
import UniformTypeIdentifiers

/// A file chooser that records what it is asked and answers when the test says (the user's choice).
@MainActor
private final class ScriptedFileChooser: FileChooser {
    struct OpenRequest {
        let filter: FileChooserFilter
        let allowsMultiple: Bool
        let answer: @MainActor ([URL]) -> Void
    }

    struct SaveRequest {
        let suggestedName: String
        let filter: FileChooserFilter
        let answer: @MainActor (URL?) -> Void
    }

    var opens: [OpenRequest] = []
    var saves: [SaveRequest] = []

    func chooseFiles(
        title: String, filter: FileChooserFilter, allowsMultiple: Bool,
        completion: @escaping @MainActor ([URL]) -> Void
    ) {
        opens.append(OpenRequest(filter: filter, allowsMultiple: allowsMultiple, answer: completion))
    }

    func chooseSaveLocation(
        title: String, suggestedName: String, folder: URL?, filter: FileChooserFilter,
        completion: @escaping @MainActor (URL?) -> Void
    ) {
        saves.append(SaveRequest(suggestedName: suggestedName, filter: filter, answer: completion))
    }
}

/// What a completion reported, as text a test compares.
@MainActor
private func describe(_ error: any Error) -> String {
    (error as? CocoaError)?.code == .userCancelled ? "cancelled" : "failed"
}

private struct Importer: View {
    let multiple: Bool
    @State private var isPresented = false
    @State private var outcome = "nothing yet"

    var body: some View {
        VStack {
            Button("Import") { isPresented = true }
            Text(isPresented ? "presented" : "not presented")
            Text(outcome)
        }
        .modifier(ImporterChoice(multiple: multiple, isPresented: $isPresented, outcome: $outcome))
    }
}

/// The many-file form or the one-file form of `.fileImporter`.
private struct ImporterChoice: ViewModifier {
    let multiple: Bool
    @Binding var isPresented: Bool
    @Binding var outcome: String

    func body(content: Content) -> some View {
        if multiple {
            content.fileImporter(
                isPresented: $isPresented, allowedContentTypes: [.plainText, .json], allowsMultipleSelection: true
            ) { result in
                switch result {
                case .success(let urls): outcome = "files " + urls.map(\.lastPathComponent).joined(separator: ",")
                case .failure(let error): outcome = describe(error)
                }
            }
        } else {
            content.fileImporter(isPresented: $isPresented, allowedContentTypes: [.image]) { result in
                switch result {
                case .success(let url): outcome = "file " + url.lastPathComponent
                case .failure(let error): outcome = describe(error)
                }
            }
        }
    }
}

/// A reference document for the exporter (JSON of its lines).
private final class Notes: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    @Published var lines = ["one", "two"]

    init() {}
    init(configuration: ReadConfiguration) throws {}

    func snapshot(contentType: UTType) throws -> [String] { lines }

    nonisolated func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

private struct Exporter: View {
    let defaultFilename: String?
    var reference = false
    @State private var isPresented = false
    @State private var outcome = "nothing yet"
    @State private var notes = Notes()

    var body: some View {
        let exporter = VStack {
            Button("Export") { isPresented = true }
            Text(isPresented ? "presented" : "not presented")
            Text(outcome)
        }
        if reference {
            exporter.fileExporter(
                isPresented: $isPresented, document: notes, contentType: .json, defaultFilename: defaultFilename,
                onCompletion: report)
        } else {
            exporter.fileExporter(
                isPresented: $isPresented, document: TextFile(text: "Hello"), contentType: .plainText,
                defaultFilename: defaultFilename, onCompletion: report)
        }
    }

    private func report(_ result: Result<URL, any Error>) {
        switch result {
        case .success(let url): outcome = "wrote " + url.lastPathComponent
        case .failure(let error): outcome = describe(error)
        }
    }
}

/// File choosers are the process's (`FileChoosers.current`): each test installs its own and puts the old
/// one back before it returns, with no suspension in between, so no other main-actor test sees it.
@MainActor
@Suite("fileImporter and fileExporter through the desktop's file chooser")
struct FileImporterExporterTests {
    let size = CGSize(width: 300, height: 200)

    private func withChooser(_ body: (ScriptedFileChooser) throws -> Void) rethrows {
        let previous = FileChoosers.current
        let chooser = ScriptedFileChooser()
        FileChoosers.current = chooser
        defer { FileChoosers.current = previous }
        try body(chooser)
    }

    private func press(_ title: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: title).first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 0)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-export-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Importing several files: the chooser asks for the types' files; the URLs come back, the flag goes down")
    func importsSeveral() throws {
        try withChooser { chooser in
            let window = TestWindow(size: size) { Importer(multiple: true) }
            #expect(chooser.opens.isEmpty)
            try press("Import", in: window)
            let request = try #require(chooser.opens.first)
            #expect(chooser.opens.count == 1)
            #expect(request.allowsMultiple)
            #expect(request.filter.mimeTypes == ["text/plain", "application/json"])
            #expect(request.filter.patterns == ["*.txt", "*.json"])
            #expect(window.frames(ofText: "presented").count == 1)
            let folder = URL(fileURLWithPath: "/tmp/finch-import")
            request.answer([folder.appendingPathComponent("a.txt"), folder.appendingPathComponent("b.json")])
            window.advance(by: 0)
            #expect(window.frames(ofText: "files a.txt,b.json").count == 1)
            #expect(window.frames(ofText: "not presented").count == 1)
            #expect(chooser.opens.count == 1)
        }
    }

    @Test("Importing one file: its URL; Cancel gives CocoaError(.userCancelled) and lowers the flag")
    func importsOneOrCancels() throws {
        try withChooser { chooser in
            let window = TestWindow(size: size) { Importer(multiple: false) }
            try press("Import", in: window)
            let request = try #require(chooser.opens.first)
            #expect(!request.allowsMultiple)
            #expect(request.filter.mimeTypes == ["image/*"])
            request.answer([URL(fileURLWithPath: "/tmp/photo.png")])
            window.advance(by: 0)
            #expect(window.frames(ofText: "file photo.png").count == 1)
            try press("Import", in: window)
            try #require(chooser.opens.count == 2)
            chooser.opens[1].answer([])
            window.advance(by: 0)
            #expect(window.frames(ofText: "cancelled").count == 1)
            #expect(window.frames(ofText: "not presented").count == 1)
        }
    }

    @Test("Exporting a FileDocument writes its file where the user chose, with the type's extension, atomically")
    func exports() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old".utf8).write(to: folder.appendingPathComponent("greeting.txt"))
        try withChooser { chooser in
            let window = TestWindow(size: size) { Exporter(defaultFilename: "greeting") }
            try press("Export", in: window)
            let request = try #require(chooser.saves.first)
            #expect(request.suggestedName == "greeting.txt")
            #expect(request.filter.patterns == ["*.txt"])
            // The name typed without an extension gets the type's, replacing the file there.
            request.answer(folder.appendingPathComponent("greeting"))
            window.advance(by: 0)
            #expect(window.frames(ofText: "wrote greeting.txt").count == 1)
            #expect(window.frames(ofText: "not presented").count == 1)
        }
        let written = try String(contentsOf: folder.appendingPathComponent("greeting.txt"), encoding: .utf8)
        #expect(written == "Hello")
        // Nothing left beside it: the temporary file was renamed over the old one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["greeting.txt"])
    }

    @Test("Cancelling an export writes nothing; a folder that cannot be written is an error, not a cancel")
    func exportCancelledOrFailed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withChooser { chooser in
            let window = TestWindow(size: size) { Exporter(defaultFilename: nil) }
            try press("Export", in: window)
            let request = try #require(chooser.saves.first)
            #expect(request.suggestedName == "Untitled.txt")
            request.answer(nil)
            window.advance(by: 0)
            #expect(window.frames(ofText: "cancelled").count == 1)
            #expect(window.frames(ofText: "not presented").count == 1)
            try press("Export", in: window)
            try #require(chooser.saves.count == 2)
            chooser.saves[1].answer(folder.appendingPathComponent("missing/inner/file.txt"))
            window.advance(by: 0)
            #expect(window.frames(ofText: "failed").count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("A ReferenceFileDocument is exported from a snapshot")
    func exportsReference() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withChooser { chooser in
            let window = TestWindow(size: size) { Exporter(defaultFilename: "notes", reference: true) }
            try press("Export", in: window)
            let request = try #require(chooser.saves.first)
            #expect(request.suggestedName == "notes.json")
            request.answer(folder.appendingPathComponent("notes.json"))
            window.advance(by: 0)
            #expect(window.frames(ofText: "wrote notes.json").count == 1)
        }
        let data = try Data(contentsOf: folder.appendingPathComponent("notes.json"))
        #expect(try JSONDecoder().decode([String].self, from: data) == ["one", "two"])
    }

    @Test("Without a chooser (a headless host) the request ends at once, as a failure")
    func noChooser() throws {
        let previous = FileChoosers.current
        FileChoosers.current = nil
        defer { FileChoosers.current = previous }
        let window = TestWindow(size: size) { Importer(multiple: true) }
        try press("Import", in: window)
        #expect(window.frames(ofText: "failed").count == 1)
        #expect(window.frames(ofText: "not presented").count == 1)
    }
}
