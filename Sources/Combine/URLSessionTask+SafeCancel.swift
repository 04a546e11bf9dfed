import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionTask {
    /// Cancels the task unless its whole announced body has arrived. A task that has it is finishing on
    /// the session's queues, and swift-corelibs-foundation carries a cancel out asynchronously: arriving
    /// after the task completed and left the session's registry, it traps ("a task that in not in the
    /// registry", `TaskRegistry.swift`). Such a task is left to finish; its caller drops the result.
    /// (The other window where a cancel traps, while a session's `URLCache` is asked, is closed by
    /// running such tasks on sessions without a cache: `UncachedSharedSession`.)
    ///
    /// On swift-corelibs-foundation 6.3.1 the guard never holds for a data task: `countOfBytesReceived`
    /// is counted only for download tasks with a delegate (`NativeProtocol.notifyDelegate`) and stays 0,
    /// so every task given here is cancelled (`BodyLengthWatch` says what a running task shows).
    package func cancelUnlessReceivedInFull() {
        let expected = countOfBytesExpectedToReceive
        if expected > 0 && countOfBytesReceived >= expected { return }
        cancel()
    }
}
