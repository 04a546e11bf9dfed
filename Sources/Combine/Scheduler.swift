import Foundation

/// Where `receive(on:)` delivers: the part of Combine's `Scheduler` that operator uses.
///
/// `schedule` is called from whatever thread the upstream publisher sends on, so it must be safe to
/// call from any thread (a dispatch queue's `async` and a run loop's `perform` are).
public protocol Scheduler {
    /// Runs `action` soon, after everything this scheduler was given before it.
    func schedule(_ action: @escaping @Sendable () -> Void)

    /// Runs `action` once `interval` has passed (`delay`, `debounce`).
    func schedule(after interval: SchedulerInterval, _ action: @escaping @Sendable () -> Void)
}

extension Scheduler {
    /// Waits on a global queue, then hands `action` to this scheduler.
    public func schedule(after interval: SchedulerInterval, _ action: @escaping @Sendable () -> Void) {
        // Only `schedule` is called on the scheduler, which is safe from any thread (see above).
        nonisolated(unsafe) let schedule: (@escaping @Sendable () -> Void) -> Void = self.schedule
        DispatchQueue.global().asyncAfter(deadline: .now() + interval.seconds) { schedule(action) }
    }
}

/// How long `delay(for:scheduler:)` and `debounce(for:scheduler:)` wait, written as Combine's strides are:
/// `.seconds(1)`, `.milliseconds(300)`, or a number of seconds (`0.5`).
public struct SchedulerInterval: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The interval in seconds (never negative).
    public let seconds: Double

    public init(seconds: Double) {
        self.seconds = seconds.isFinite ? max(0, seconds) : 0
    }

    public init(floatLiteral value: Double) {
        self.init(seconds: value)
    }

    public init(integerLiteral value: Int) {
        self.init(seconds: Double(value))
    }

    public static func seconds(_ value: Double) -> SchedulerInterval { SchedulerInterval(seconds: value) }
    public static func seconds(_ value: Int) -> SchedulerInterval { SchedulerInterval(seconds: Double(value)) }
    public static func milliseconds(_ value: Int) -> SchedulerInterval {
        SchedulerInterval(seconds: Double(value) / 1e3)
    }
    public static func microseconds(_ value: Int) -> SchedulerInterval {
        SchedulerInterval(seconds: Double(value) / 1e6)
    }
    public static func nanoseconds(_ value: Int) -> SchedulerInterval {
        SchedulerInterval(seconds: Double(value) / 1e9)
    }
}

extension DispatchQueue: Scheduler {
    public func schedule(_ action: @escaping @Sendable () -> Void) {
        async(execute: action)
    }

    public func schedule(after interval: SchedulerInterval, _ action: @escaping @Sendable () -> Void) {
        asyncAfter(deadline: .now() + interval.seconds, execute: action)
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
