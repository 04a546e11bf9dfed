import Foundation

/// Where `receive(on:)` delivers: the part of Combine's `Scheduler` that operator uses.
///
/// `schedule` is called from whatever thread the upstream publisher sends on, so it must be safe to
/// call from any thread (a dispatch queue's `async` and a run loop's `perform` are).
public protocol Scheduler {
    /// Runs `action` soon, after everything this scheduler was given before it.
    func schedule(_ action: @escaping @Sendable () -> Void)
}

extension DispatchQueue: Scheduler {
    public func schedule(_ action: @escaping @Sendable () -> Void) {
        async(execute: action)
    }
}

extension RunLoop: Scheduler {
    /// The main run loop's work goes to the main queue: on Linux nothing runs `RunLoop.main` in a Finch
    /// program (GTK's loop drives the main queue), and the main queue runs on the same thread, which is
    /// what code asking for `RunLoop.main` wants. Another thread's run loop runs `action` itself.
    public func schedule(_ action: @escaping @Sendable () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.async(execute: action)
        } else {
            perform(action)
        }
    }
}
