import Foundation

/// Where a `DocumentController` makes and writes its documents' files, off the main actor: one serial
/// queue, so two saves never run at once and each runs after the ones started before it (a later
/// snapshot is never overwritten by an earlier one).
package final class DocumentSaveQueue: Sendable {
    private let queue: DispatchQueue

    /// - Parameter label: names the queue's thread (in a debugger or `perf`).
    package init(label: String = "Finch.documents.save") {
        // A queue of its own rather than a global one: the global queues' few threads can be held by
        // other work for seconds, and a save should start at once.
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    /// Runs `work` after every save queued before it.
    func async(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Blocks the caller until every save queued so far has run (at a close or a quit, which must not end
    /// before the file is written).
    func waitUntilIdle() {
        queue.sync {}
    }
}
