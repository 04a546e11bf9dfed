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

extension DocumentGroupDefinition {
    /// The type the group reads the file at `url` as, by its extension, or nil when the group does not
    /// read such files: the readable type saved with that extension (a program's own type, as
    /// `DocumentController.filenameExtension(of:)` names it), else the file's type when it conforms to a
    /// readable one (a group reading `public.image` opens `photo.png` as `public.png`, the file's type, as
    /// SwiftUI's read configuration gives it). A file without an extension is plain data.
    package func contentType(ofFileAt url: URL) -> UTType? {
        let ext = url.pathExtension.lowercased()
        if !ext.isEmpty,
            let named = readableContentTypes.first(where: { DocumentController.filenameExtension(of: $0) == ext })
        {
            return named
        }
        let fileType = UTType(filenameExtension: ext) ?? .data
        // Finch reads text as UTF-8 (`TypeIdentifier`): a group reading only UTF-8 text opens `.txt` files.
        let candidates = fileType == .plainText ? [fileType, .utf8PlainText] : [fileType]
        return candidates.first { type in readableContentTypes.contains { type.conforms(to: $0) } }
    }
}
