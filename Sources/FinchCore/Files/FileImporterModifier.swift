import Foundation

/// `.fileImporter`: while `isPresented` is true, the desktop's file chooser (`FileChoosers.current`) asks
/// for files of the allowed types. When it closes, `isPresented` goes back to false and the completion
/// gets the chosen files, or, on Cancel, `CocoaError(.userCancelled)` (or the cancellation closure), as
/// SwiftUI's.
struct FileImporterModifier: ViewModifier {
    @Binding var isPresented: Bool
    let allowedContentTypes: [UTType]
    let allowsMultipleSelection: Bool
    let onCompletion: @MainActor (Result<[URL], any Error>) -> Void
    /// Called instead of a failure on Cancel (iOS 17's form).
    let onCancellation: (@MainActor () -> Void)?

    /// The one file of a single-file import (a chooser that answers with none has been cancelled first).
    nonisolated static func first(_ urls: [URL]) -> Result<URL, any Error> {
        urls.first.map { .success($0) } ?? .failure(CocoaError(.userCancelled))
    }

    func body(content: Content) -> some View {
        content.onChange(of: isPresented, initial: true) {
            if isPresented { present() }
        }
    }

    private func present() {
        let isPresented = $isPresented
        let onCompletion = onCompletion
        let onCancellation = onCancellation
        guard let chooser = FileChoosers.current else {
            // A host without a chooser (the headless one) cannot ask: the request ends at once.
            isPresented.wrappedValue = false
            onCompletion(.failure(CocoaError(.featureUnsupported)))
            return
        }
        chooser.chooseFiles(
            title: allowsMultipleSelection ? "Open Files" : "Open File",
            filter: FileChooserFilter(allowing: allowedContentTypes), allowsMultiple: allowsMultipleSelection
        ) { urls in
            isPresented.wrappedValue = false
            if !urls.isEmpty {
                onCompletion(.success(urls))
            } else if let onCancellation {
                onCancellation()
            } else {
                onCompletion(.failure(CocoaError(.userCancelled)))
            }
        }
    }
}

extension View {
    /// Asks for one or several files of `allowedContentTypes` while `isPresented` is true; `onCompletion`
    /// gets their URLs, or `CocoaError(.userCancelled)` when the chooser is cancelled.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) -> some View {
        modifier(
            FileImporterModifier(
                isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: nil))
    }

    /// Asks for one file of `allowedContentTypes` while `isPresented` is true; `onCompletion` gets its URL,
    /// or `CocoaError(.userCancelled)` when the chooser is cancelled.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        let completion: @MainActor (Result<[URL], any Error>) -> Void = { result in
            onCompletion(result.flatMap(FileImporterModifier.first))
        }
        return modifier(
            FileImporterModifier(
                isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false,
                onCompletion: completion, onCancellation: nil))
    }

    /// iOS 17's form: `onCancellation` runs when the chooser is cancelled, `onCompletion` with the files
    /// otherwise.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(
            FileImporterModifier(
                isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
                onCancellation: onCancellation))
    }
}
