import FinchUnsafe
import Foundation

extension Publishers {
    /// A connectable publisher connected while it has subscribers (`autoconnect()`).
    ///
    /// Sendable exactly when its upstream is (see the extension below): it shares nothing else
    /// between threads but the lock.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        private let connection = LockedValue<(count: Int, token: SendableBox<(any Cancellable)?>)>(
            (0, SendableBox(nil)))

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func subscribe(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let inner = upstream.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let connectNow = connection.withLock { state in
                state.count += 1
                return state.count == 1
            }
            if connectNow {
                let token = upstream.connect()
                connection.withLock { $0.token = SendableBox(token) }
            }
            return AnyCancellable { [weak self] in
                inner.cancel()
                self?.release()
            }
        }

        public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            subscribe(receiveCompletion: { _ in }, receiveValue: receive)
        }

        /// One subscriber left: the last one disconnects.
        private func release() {
            let token = connection.withLock { state -> SendableBox<(any Cancellable)?> in
                state.count -= 1
                guard state.count == 0 else { return SendableBox(nil) }
                defer { state.token = SendableBox(nil) }
                return state.token
            }
            token.value?.cancel()
        }
    }
}

// Checked by the compiler: `upstream` is a constant, and the connection count and token live in the
// mutex. A non-Sendable upstream (a publisher confined to one actor) keeps its autoconnect confined too.
extension Publishers.Autoconnect: Sendable where Upstream: Sendable {}
