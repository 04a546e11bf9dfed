import Foundation

/// What a `DocumentGroup` tells its host, its types erased: the document types, how to make a new
/// document (none for a viewer), how to read one, and the editor.
@MainActor
package struct DocumentGroupDefinition {
    package let readableContentTypes: [UTType]
    package let writableContentTypes: [UTType]
    /// False for `DocumentGroup(viewing:viewer:)`: documents open read-only and are never written.
    package let isEditable: Bool
    let makeNew: (() -> DocumentContent)?
    let read: (FileDocumentReadConfiguration) throws -> DocumentContent

    /// Whether the group makes new documents (an editor does, a viewer does not).
    package var canMakeNew: Bool { makeNew != nil }
}

extension DocumentGroupDefinition {
    /// A new document that belongs to no controller and has no file: it is never saved (the headless
    /// snapshot renders one). Nil for a viewer.
    package func makeDetachedSession() -> DocumentSession? {
        guard let makeNew else { return nil }
        let type = writableContentTypes.first ?? readableContentTypes.first ?? .data
        return DocumentSession(
            content: makeNew(), fileURL: nil, contentType: type, isEditable: true, hasChosenFile: false)
    }
}
