import CoreTransferable
import Finch
import Foundation

/// A picture the user picked with a `PhotosPicker`, as PhotosUI's `PhotosPickerItem`: on Linux, a file.
/// Its contents are read when asked, off the main thread, as the course's code expects.
public struct PhotosPickerItem: Hashable, Sendable {
    /// How a picture kept in several encodings is handed over (PhotosUI's names; a file has one encoding).
    public enum EncodingDisambiguationPolicy: Hashable, Sendable {
        case automatic
        case current
        case compatible
    }

    /// The picked file.
    let file: URL

    /// The picture's identifier: its file's path (PhotosUI gives a library identifier; Linux has files).
    public var itemIdentifier: String? { file.path }

    /// The content types the file can be read as: its extension's type.
    public var supportedContentTypes: [UTType] {
        UTType(filenameExtension: file.pathExtension).map { [$0] } ?? [.data]
    }

    /// An item for a picture file (what the picker makes; public for tests and previews).
    public init(file: URL) {
        self.file = file
    }

    /// The picture as a `T` (`Data`, `Image`, or an app's own `Transferable`), read from its file; nil when
    /// the file is no longer there. Throws when `T` imports none of the file's types or the file cannot
    /// be read.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try await T(importing: file, contentType: supportedContentTypes.first)
    }

    /// `loadTransferable(type:)` with a completion handler, called on a background queue as PhotosUI calls
    /// it. The progress finishes when the handler is called.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let item = self
        Task.detached {
            let result: Result<T?, any Error>
            do {
                result = .success(try await item.loadTransferable(type: T.self))
            } catch {
                result = .failure(error)
            }
            progress.completedUnitCount = 1
            completionHandler(result)
        }
        return progress
    }
}
