import Foundation

extension DocumentController {
    /// Writes the document to `url` and returns when it is written (or failed), after every save started
    /// before it.
    func write(_ session: DocumentSession, to url: URL) throws(DocumentError) {
        let operation = try start(session, to: url, reportsFailure: false)
        finishSaves()
        if let failure = operation.failure { throw failure }
    }

    /// Starts a save whose failure goes to `onError`, its autosave tried again after another delay;
    /// nothing when a save of the document as it is now to `url` is already on its way.
    func startBackgroundSave(_ session: DocumentSession, to url: URL) {
        let generation = session.savePoint.generation
        let onItsWay = saves.contains { $0.session === session && $0.url == url && $0.point.generation == generation }
        guard !onItsWay else { return }
        let previous = session.lastSaveError
        do {
            try start(session, to: url, reportsFailure: true)
        } catch {
            retryLater(session)
            if error != previous { onError?(error) }
        }
    }

    /// Takes what the save writes now, on the main actor, and queues the making and writing of the file.
    /// Only taking the snapshot can fail here; the rest fails on the queue.
    @discardableResult
    private func start(
        _ session: DocumentSession, to url: URL, reportsFailure: Bool
    ) throws(DocumentError) -> DocumentSaveOperation {
        let work: DocumentSaveWork
        do {
            work = try session.content.saveWork(contentType: session.contentType)
        } catch {
            let failure = DocumentError(.save, url: url, underlying: error)
            session.lastSaveError = failure
            throw failure
        }
        let operation = DocumentSaveOperation(session: session, url: url, reportsFailure: reportsFailure)
        saves.append(operation)
        // Handed to the queue: the main actor only passes the last file to saves and replaces it when one
        // is applied, and the queue runs one save at a time, so it is never used on two threads at once.
        // The writer's closures run on the queue too (a host's are stateless; a test's are read by the
        // main actor only after waiting for the queue).
        nonisolated(unsafe) let existingFile = session.lastFile
        nonisolated(unsafe) let writer = writer
        let outcome = operation.outcome
        // The file-system calls in force where the save started (a test's failing ones) write it on the
        // queue too, which runs outside the starting task.
        let calls = FileWriteCalls.current
        saveQueue.async { [weak self] in
            outcome.set(
                FileWriteCalls.$current.withValue(calls) {
                    Result {
                        let file = try work(existingFile)
                        try Self.createFolder(of: url)
                        try writer.write(file, to: url)
                        return file
                    }
                })
            Task { @MainActor in self?.applyFinishedSaves() }
        }
        return operation
    }

    /// Makes the folder a save writes into (an untitled document's may not exist yet); a failure is told
    /// in the same words as the write's.
    nonisolated private static func createFolder(of url: URL) throws(FileWriteError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(url: url, underlying: error)
        }
    }

    /// Applies the results of the oldest saves that are finished, in the order they started.
    func applyFinishedSaves() {
        var applied = false
        while let operation = saves.first, let result = operation.outcome.result {
            saves.removeFirst()
            apply(result.value, of: operation)
            applied = true
        }
        if applied { onNeedsWake?() }
    }

    private func apply(_ result: Result<FileWrapper, any Error>, of operation: DocumentSaveOperation) {
        let session = operation.session
        switch result {
        case .success(let file):
            session.lastFile = file
            session.isOnDisk = true
            session.lastSaveError = nil
            session.markSaved(at: operation.point)
            if operation.reportsFailure { onSaved?(session) }
        case .failure(let error):
            let failure = DocumentError(.save, url: operation.url, underlying: error)
            let repeated = session.lastSaveError == failure
            session.lastSaveError = failure
            operation.failure = failure
            guard operation.reportsFailure else { return }
            retryLater(session)
            // The same failure again (an autosave retried into the same full disk) is not reported again:
            // a message every few seconds helps no one. A different one, or any after a save worked, is.
            if !repeated { onError?(failure) }
        }
    }

    /// A failed autosave is tried again after another delay (sooner if an edit since asked for sooner).
    private func retryLater(_ session: DocumentSession) {
        let retry = now() + Self.autosaveDelay
        session.autosaveDeadline = min(session.autosaveDeadline ?? retry, retry)
    }
}

extension DocumentController {
    /// Whether a save started is still being made or written (its result not yet applied or applicable).
    package var hasUnfinishedSaves: Bool {
        saves.contains { $0.outcome.result == nil }
    }
}
