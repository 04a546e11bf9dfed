import Foundation

/// `.fileExporter`: while `isPresented` is true, the desktop's file chooser asks where to save the
/// document; the document's file wrapper is then written there atomically (a temporary file beside it,
/// then a rename), `isPresented` goes back to false, and the completion gets the URL written, the
/// error, or, on Cancel, `CocoaError(.userCancelled)`, as SwiftUI's.
///
/// The contents are made and written on the main actor, when the chooser answers (a document being
/// exported is one the app already holds; `DocumentGroup`'s saves are the ones on a queue).
struct FileExporterModifier: ViewModifier {
    @Binding var isPresented: Bool
    let contentType: UTType
    let defaultFilename: String?
    /// The document's file, made when the location is chosen; nil when there is no document.
    let contents: (@MainActor (FileDocumentWriteConfiguration) throws -> FileWrapper)?
    let onCompletion: @MainActor (Result<URL, any Error>) -> Void

    func body(content: Content) -> some View {
        content.onChange(of: isPresented, initial: true) {
            if isPresented { present() }
        }
    }

    private func present() {
        let isPresented = $isPresented
        let onCompletion = onCompletion
        let contentType = contentType
        // SwiftUI shows no exporter without a document.
        guard let contents else {
            isPresented.wrappedValue = false
            return
        }
        guard let chooser = FileChoosers.current else {
            isPresented.wrappedValue = false
            onCompletion(.failure(CocoaError(.featureUnsupported)))
            return
        }
        chooser.chooseSaveLocation(
            title: "Export", suggestedName: Self.filename(defaultFilename, of: contentType), folder: nil,
            filter: FileChooserFilter(allowing: [contentType])
        ) { location in
            isPresented.wrappedValue = false
            guard let location else {
                onCompletion(.failure(CocoaError(.userCancelled)))
                return
            }
            let url = Self.url(location, of: contentType)
            onCompletion(
                Result {
                    let file = try contents(FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
                    try file.write(to: url, options: .atomic, originalContentsURL: nil)
                    return url
                })
        }
    }

    /// The name the chooser suggests: the default (else "Untitled") with the type's extension, unless it
    /// has one.
    static func filename(_ name: String?, of type: UTType) -> String {
        let base = name.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled"
        guard let suffix = type.preferredFilenameExtension, (base as NSString).pathExtension.isEmpty else {
            return base
        }
        return base + "." + suffix
    }

    /// The chosen location, with the type's extension added when the name typed has none (as iOS
    /// names an exported file).
    static func url(_ location: URL, of type: UTType) -> URL {
        guard location.pathExtension.isEmpty, let suffix = type.preferredFilenameExtension else { return location }
        return location.appendingPathExtension(suffix)
    }
}

extension View {
    /// Asks where to save `document` as `contentType` while `isPresented` is true, and writes it there;
    /// `onCompletion` gets the file's URL, the error, or `CocoaError(.userCancelled)`.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        var contents: (@MainActor (FileDocumentWriteConfiguration) throws -> FileWrapper)?
        if let document { contents = { try document.fileWrapper(configuration: $0) } }
        return modifier(
            FileExporterModifier(
                isPresented: isPresented, contentType: contentType, defaultFilename: defaultFilename,
                contents: contents, onCompletion: onCompletion))
    }

    /// The reference-document form: a snapshot of `document` is taken when the location is chosen, and
    /// written there.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        var contents: (@MainActor (FileDocumentWriteConfiguration) throws -> FileWrapper)?
        if let document {
            contents = { configuration in
                let snapshot = try document.snapshot(contentType: contentType)
                return try document.fileWrapper(snapshot: snapshot, configuration: configuration)
            }
        }
        return modifier(
            FileExporterModifier(
                isPresented: isPresented, contentType: contentType, defaultFilename: defaultFilename,
                contents: contents, onCompletion: onCompletion))
    }
}
