import Foundation

/// Which of an app's document groups a file or a new document goes to, as SwiftUI on macOS decides:
/// the first group, in the order the app declares them, that reads the file's type or makes new
/// documents.
extension DocumentController {
    /// A controller for an app with one document group.
    package convenience init(
        definition: DocumentGroupDefinition, appName: String, untitledFolder: URL? = nil,
        writer: FileWrapperWriter = FileWrapperWriter(), saveQueue: DocumentSaveQueue = DocumentSaveQueue(),
        now: @escaping () -> Double
    ) {
        self.init(
            definitions: [definition], appName: appName, untitledFolder: untitledFolder, writer: writer,
            saveQueue: saveQueue, now: now)
    }

    /// The group New (Ctrl+N) and the launch make documents of: the first that makes new ones; nil when
    /// every group is a viewer.
    package var newDocumentGroupIndex: Int? {
        definitions.firstIndex { $0.canMakeNew }
    }

    /// The group that opens the file at `url` and the type it reads it as: the first group whose
    /// readable types accept the file (`DocumentGroupDefinition.contentType(ofFileAt:)`); nil when none
    /// does.
    package func group(forFileAt url: URL) -> (index: Int, contentType: UTType)? {
        for (index, definition) in definitions.enumerated() {
            if let type = definition.contentType(ofFileAt: url) { return (index, type) }
        }
        return nil
    }

    /// Every type some group reads, each once, in the groups' order: what Open offers.
    package var readableContentTypes: [UTType] {
        var seen: Set<UTType> = []
        return definitions.flatMap(\.readableContentTypes).filter { seen.insert($0).inserted }
    }

    /// The Open chooser's filter: the files of every type some group reads, by extension (`*.emojiart`),
    /// named for the app.
    package func openFilter(appName: String) -> FileChooserFilter {
        Self.filter(for: readableContentTypes, appName: appName)
    }

    /// A Save As chooser's filter: the files the document's group reads.
    package func saveFilter(for session: DocumentSession, appName: String) -> FileChooserFilter {
        let group = definitions.indices.contains(session.groupIndex) ? definitions[session.groupIndex] : nil
        return Self.filter(for: group?.readableContentTypes ?? [session.contentType], appName: appName)
    }

    private static func filter(for types: [UTType], appName: String) -> FileChooserFilter {
        var seen: Set<String> = []
        let patterns = types.map { "*." + filenameExtension(of: $0) }.filter { seen.insert($0).inserted }
        return FileChooserFilter(name: "\(appName) documents", patterns: patterns)
    }

    /// Why a file no group reads does not open, as a `DocumentError`'s reason.
    static func unreadableTypeReason(of url: URL) -> String {
        let ext = url.pathExtension
        return ext.isEmpty
            ? "the app does not open files without an extension"
            : "the app does not open “.\(ext)” files"
    }
}
