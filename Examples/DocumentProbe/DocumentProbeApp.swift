import Finch
import Foundation
import UniformTypeIdentifiers

/// A test-only document app for `scripts/window-document-test.sh` (not in the gallery): a
/// `DocumentGroup` over a JSON counter. The window is a large "Increment" button over its whole area
/// (so a click anywhere in it counts) with the count on top; each increment is registered with the
/// window's undo manager. Each time the view shows a count it prints `count N` to stdout; each time the
/// window appears it counts that in `@SceneStorage` and prints `appearances N`.
@main
struct DocumentProbeApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { CounterDocument() }) { configuration in
            CounterView().environmentObject(configuration.document)
        }
    }
}

/// `{"count": N}` in a `.counter` file.
final class CounterDocument: ReferenceFileDocument {
    struct Model: Codable {
        var count = 0
    }

    static let counterType = UTType(exportedAs: "org.finch.probe.counter")
    static var readableContentTypes: [UTType] { [counterType] }

    @Published var model = Model()

    init() {}

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        model = try JSONDecoder().decode(Model.self, from: data)
    }

    func snapshot(contentType: UTType) throws -> Model { model }

    // `nonisolated`: Finch calls it on its save queue, as SwiftUI calls it on a background thread.
    nonisolated func fileWrapper(snapshot: Model, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }

    /// Adds one, undoably: undo sets the count back (and registers the redo).
    func increment(undoManager: UndoManager?) {
        set(model.count + 1, undoManager: undoManager)
        undoManager?.setActionName("Increment")
    }

    private func set(_ count: Int, undoManager: UndoManager?) {
        let old = model.count
        model.count = count
        undoManager?.registerUndo(withTarget: self) { document in document.set(old, undoManager: undoManager) }
    }
}

struct CounterView: View {
    @EnvironmentObject var document: CounterDocument
    @Environment(\.undoManager) var undoManager
    /// How many times this document's window appeared, kept by the host per document between launches.
    @SceneStorage("appearances") private var appearances = 0

    var body: some View {
        let count = document.model.count
        FileHandle.standardOutput.write(Data("count \(count)\n".utf8))
        return ZStack(alignment: .top) {
            Button {
                document.increment(undoManager: undoManager)
            } label: {
                Text("Increment")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
            }
            Text("Count: \(count)")
                .font(.title)
                .padding()
                .allowsHitTesting(false)
        }
        .onAppear {
            appearances += 1
            FileHandle.standardOutput.write(Data("appearances \(appearances)\n".utf8))
        }
    }
}
