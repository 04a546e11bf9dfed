import Foundation

/// A scene of document windows, as SwiftUI's `DocumentGroup`: each window edits (or views) one document
/// read from a file, saved as it changes.
///
/// The host opens the windows through a `DocumentController`: a new untitled document when the app
/// starts (or the documents open when it last quit), and one window per document opened after. An app
/// may declare several groups (an editor of one type, a viewer of another): one controller serves them
/// all, opening each file in the first group that reads its type, as SwiftUI on macOS does. The
/// `windows` a group declares carry its `DocumentGroupDefinition`; their content is empty, since what a
/// document window shows depends on the document the controller opened into it.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let definition: DocumentGroupDefinition

    var windows: [SceneWindow] {
        var window = SceneWindow(title: "", content: AnyView(EmptyView()))
        window.documentGroup = definition
        return [window]
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Edits value documents; `newDocument` makes each new one.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        definition = DocumentGroupDefinition(
            readableContentTypes: Document.readableContentTypes,
            writableContentTypes: Document.writableContentTypes,
            isEditable: true,
            makeNew: { FileDocumentContent(newDocument(), editor: editor) },
            read: { FileDocumentContent(try Document(configuration: $0), editor: editor) })
    }

    /// Views value documents: they open read-only, and no new ones are made.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        definition = DocumentGroupDefinition(
            readableContentTypes: Document.readableContentTypes,
            writableContentTypes: [],
            isEditable: false,
            makeNew: nil,
            read: { FileDocumentContent(try Document(configuration: $0), editor: viewer) })
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Edits reference documents; `newDocument` makes each new one.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        definition = DocumentGroupDefinition(
            readableContentTypes: Document.readableContentTypes,
            writableContentTypes: Document.writableContentTypes,
            isEditable: true,
            makeNew: { ReferenceFileDocumentContent(newDocument(), editor: editor) },
            read: { ReferenceFileDocumentContent(try Document(configuration: $0), editor: editor) })
    }

    /// Views reference documents: they open read-only, and no new ones are made.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        definition = DocumentGroupDefinition(
            readableContentTypes: Document.readableContentTypes,
            writableContentTypes: [],
            isEditable: false,
            makeNew: nil,
            read: { ReferenceFileDocumentContent(try Document(configuration: $0), editor: viewer) })
    }
}
