import Foundation

/// What a `DocumentGroup`'s editor is given for a value document: a binding to it (each write is
/// recorded with the window's undo manager, which marks the document edited), and where it lives.
@MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; write through `$document`.
    @Binding public var document: Document
    /// The document's file, or nil while it has none.
    public let fileURL: URL?
    /// False for a document opened for viewing (`DocumentGroup(viewing:viewer:)`).
    public let isEditable: Bool

    package init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// What a `DocumentGroup`'s editor is given for a reference document: the object and where it lives.
@MainActor
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document object; `$document.property` gives bindings to its properties.
    @ObservedObject public var document: Document
    /// The document's file, or nil while it has none.
    public let fileURL: URL?
    /// False for a document opened for viewing.
    public let isEditable: Bool

    package init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
