import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Watches a running data task for a body announced past a limit, without a delegate, and reports it
/// once, so that `dataTaskPublisher` can stop the task and fail.
///
/// No delegate, because FoundationNetworking (swift-corelibs-foundation) waits on a session's or task's
/// delegate at every redirect (`HTTPURLProtocol.redirectFor`) and traps when a cancel or timeout lands in
/// that wait ("Received callback for HTTP redirection, but we're not waiting for it"). So the task is
/// polled instead, every `interval` on a utility queue. What a completion-handler data task shows while
/// it runs (swift-corelibs-foundation 6.3.1, `NativeProtocol.swift`, `HTTPURLProtocol.swift`):
/// `countOfBytesExpectedToReceive` is set from the `Content-Length` when the head arrives (unknown, -1,
/// when there is none or the body is compressed); `countOfBytesReceived` is only counted for download
/// tasks with a delegate and stays 0; `response` is set only on completion. Meanwhile the body is
/// appended to an in-memory buffer (`_TransferState.byAppending(bodyData:)`), copied once more into the
/// `Data` handed to the completion handler. So an announced length past the limit is seen within one
/// interval of the head arriving, and what the task holds past the limit by then is what arrives in that
/// interval; a body with no length announced cannot be seen growing and is only measured on completion
/// (`DataTaskPublisher` fails it then).
final class BodyLengthWatch: Sendable {
    /// How often a running task is looked at.
    static let interval: DispatchTimeInterval = .milliseconds(50)

    /// One queue for every watch: a tick reads two properties, so they never need more than one thread.
    private static let queue = DispatchQueue(label: "Combine.BodyLengthWatch", qos: .utility)

    /// The most bytes the body may have.
    let limit: Int64
    /// Cancelled by `stop()` or when the watch is freed; a cancelled source releases its handler.
    /// Dispatch sources may be scheduled and cancelled from any thread (libdispatch synchronizes them);
    /// Dispatch does not mark them `Sendable`.
    nonisolated(unsafe) private let timer: any DispatchSourceTimer

    init(limit: Int64) {
        self.limit = limit
        timer = DispatchSource.makeTimerSource(queue: Self.queue)
        // Active from the start (with no schedule it never fires): libdispatch traps when an inactive
        // source is released, as one would be if the watch were freed before `start`.
        timer.activate()
    }

    deinit { timer.cancel() }

    /// Looks at `task` every `interval` until it is no longer running or `stop()` is called; calls
    /// `exceeded` with it once, on the watch's queue, when the length it announces passes `limit`.
    /// The handler holds neither the watch nor the task (the task holds the watch, through its
    /// completion handler), so no cycle outlives the task.
    func start(watching task: URLSessionTask, exceeded: @escaping @Sendable (URLSessionTask) -> Void) {
        let limit = self.limit
        timer.setEventHandler { [weak self, weak task] in
            guard let self else { return }
            guard let task, task.state == .running else { return self.stop() }
            // A plain stored Int64 in FoundationNetworking, written once on the session's queue when the
            // head arrives; read unlocked here, as `cancelUnlessReceivedInFull` reads it, a stale value
            // only delays the check by one tick.
            if task.countOfBytesExpectedToReceive > limit {
                self.stop()
                exceeded(task)
            }
        }
        timer.schedule(deadline: .now() + Self.interval, repeating: Self.interval, leeway: .milliseconds(10))
    }

    /// Stops watching; safe from any thread, any number of times.
    func stop() {
        timer.cancel()
    }

    /// Whether the watch has stopped (told to, or its task ended, or the limit was passed).
    var isStopped: Bool { timer.isCancelled }
}
