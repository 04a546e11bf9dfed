import FinchUnsafe
import Foundation

/// One save on its way: started on the main actor with what it writes taken there, its file made and
/// written on the save queue, its result applied on the main actor.
@MainActor
final class DocumentSaveOperation {
    let session: DocumentSession
    let url: URL
    /// The document's edits when the snapshot was taken: what the file has once this save succeeds.
    let point: DocumentSession.SavePoint
    /// Whether the host is told of a failure through `onError` (a save it waits for throws instead).
    let reportsFailure: Bool
    /// Why the save failed, once its result is applied.
    var failure: DocumentError?
    /// Filled on the save queue, read on the main actor.
    let outcome = DocumentSaveOutcome()

    init(session: DocumentSession, url: URL, reportsFailure: Bool) {
        self.session = session
        self.url = url
        self.point = session.savePoint
        self.reportsFailure = reportsFailure
    }
}

/// A save's result, handed from the save queue to the main actor: set once there, then read here after
/// the queue has run it (the main actor reads it in the block the queue posts after setting it, or after
/// waiting for the queue).
final class DocumentSaveOutcome: Sendable {
    /// The file's contents as written, or why nothing was.
    struct Result: @unchecked Sendable {
        // `@unchecked`: the written `FileWrapper` (a class, as Apple's) is made on the save queue and no
        // longer touched there once stored here; from then on only the main actor has it.
        let value: Swift.Result<FileWrapper, any Error>
    }

    private let stored = LockedValue<Result?>(nil)

    var result: Result? { stored.withLock { $0 } }

    func set(_ value: Swift.Result<FileWrapper, any Error>) {
        stored.withLock { $0 = Result(value: value) }
    }
}
