import FinchUnsafe
import Foundation

/// A publisher whose values are ticks at a fixed interval: a view's `onReceive` takes its ticks from
/// the window's clock instead (a real window's frame clock, a test window's virtual clock), so they
/// stay in step with the frames and a test moves past them without waiting.
public protocol _ClockDrivenPublisher {
    /// Seconds between ticks.
    var _tickInterval: TimeInterval { get }
}

extension Timer {
    /// Ticks every `interval` seconds with the date, once connected, as Combine's timer publisher.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher of `Timer.publish(every:on:in:)`: outside a view, a dispatch timer on the main
    /// queue (which GTK's loop runs; `RunLoop.main` is not run on Linux) or, for another run loop, a
    /// background queue.
    public final class TimerPublisher: ConnectablePublisher, _ClockDrivenPublisher, @unchecked Sendable {
        // @unchecked: the configuration is immutable; subscribers are under the lock.
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let subscribers = LockedValue<(next: Int, all: [Int: SendableBox<(Date) -> Void>])>((0, [:]))

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval.isFinite && interval > 0 ? interval : 1
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public var _tickInterval: TimeInterval { interval }

        public func subscribe(_ receive: @escaping (Date) -> Void) -> AnyCancellable {
            let id = subscribers.withLock { state in
                state.next += 1
                state.all[state.next] = SendableBox(receive)
                return state.next
            }
            return AnyCancellable { [weak self] in
                _ = self?.subscribers.withLock { $0.all.removeValue(forKey: id) }
            }
        }

        public func connect() -> any Cancellable {
            let queue = runLoop === RunLoop.main ? DispatchQueue.main : DispatchQueue.global()
            let source = DispatchSource.makeTimerSource(queue: queue)
            let leeway = DispatchTimeInterval.nanoseconds(Int(((tolerance ?? 0) * 1e9).rounded()))
            source.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway)
            source.setEventHandler { [weak self] in self?.send(Date()) }
            source.resume()
            return AnyCancellable { source.cancel() }
        }

        /// Sends `date` to every subscriber.
        private func send(_ date: Date) {
            let receivers = subscribers.withLock { state in SendableBox(state.all.values.map(\.value)) }
            for receive in receivers.value { receive(date) }
        }
    }
}

extension Publishers.Autoconnect: _ClockDrivenPublisher where Upstream: _ClockDrivenPublisher {
    public var _tickInterval: TimeInterval { upstream._tickInterval }
}
