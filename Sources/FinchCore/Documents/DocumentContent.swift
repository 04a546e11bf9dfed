import Foundation
import Observation

/// What a save does off the main actor: the file's contents made from what was taken on the main actor,
/// given the file's contents as last read or written.
typealias DocumentSaveWork = @Sendable (_ existingFile: FileWrapper?) throws -> FileWrapper

/// One open document's contents, whatever its kind: what `DocumentSession` saves and shows.
@MainActor
class DocumentContent {
    /// Takes what a save writes, on the main actor (a reference document's snapshot, a copy of a value
    /// document), and returns the work that turns it into the file's contents as `contentType` off the
    /// main actor, given the file's contents as last read or written.
    func saveWork(contentType: UTType) throws -> DocumentSaveWork {
        throw CocoaError(.featureUnsupported)
    }

    /// The editor (or viewer) for this document in its window.
    func view(in session: DocumentSession) -> AnyView { AnyView(EmptyView()) }

    /// The document's window's undo manager, where its edits are recorded.
    func attach(_ undoManager: UndoManager) {}
}

/// A value document and its editor. Each write through the editor's binding is registered with the
/// window's undo manager (undoing writes the old value back through the same path, which registers the
/// redo), as SwiftUI does for a `FileDocument`: that is how the document becomes edited.
@MainActor
final class FileDocumentContent<Document: FileDocument, Editor: View>: DocumentContent, Observable {
    private var storedDocument: Document
    private let editor: (FileDocumentConfiguration<Document>) -> Editor
    private let registrar = ObservationRegistrar()
    private weak var undoManager: UndoManager?

    init(_ document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Editor) {
        storedDocument = document
        self.editor = editor
    }

    var document: Document {
        get {
            registrar.access(self, keyPath: \.document)
            return storedDocument
        }
        set {
            let old = storedDocument
            registrar.withMutation(of: self, keyPath: \.document) { storedDocument = newValue }
            undoManager?.registerUndo(withTarget: self) { content in content.document = old }
        }
    }

    override func saveWork(contentType: UTType) throws -> DocumentSaveWork {
        let copy = storedDocument
        return { existingFile in
            try copy.fileWrapper(
                configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: existingFile))
        }
    }

    override func attach(_ undoManager: UndoManager) {
        self.undoManager = undoManager
    }

    override func view(in session: DocumentSession) -> AnyView {
        let binding = Binding(get: { self.document }, set: { self.document = $0 })
        return AnyView(
            editor(
                FileDocumentConfiguration(document: binding, fileURL: session.fileURL, isEditable: session.isEditable)))
    }
}

/// A reference document and its editor. Its edits are the ones it registers with the window's undo
/// manager (`@Environment(\.undoManager)`), as with Apple's: an unregistered change does not mark it
/// edited.
@MainActor
final class ReferenceFileDocumentContent<Document: ReferenceFileDocument, Editor: View>: DocumentContent {
    let document: Document
    private let editor: (ReferenceFileDocumentConfiguration<Document>) -> Editor

    init(_ document: Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Editor) {
        self.document = document
        self.editor = editor
    }

    override func saveWork(contentType: UTType) throws -> DocumentSaveWork {
        let snapshot = try document.snapshot(contentType: contentType)
        let document = self.document
        return { existingFile in
            try document.fileWrapper(
                snapshot: snapshot,
                configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: existingFile))
        }
    }

    override func view(in session: DocumentSession) -> AnyView {
        AnyView(
            editor(
                ReferenceFileDocumentConfiguration(
                    document: document, fileURL: session.fileURL, isEditable: session.isEditable)))
    }
}
