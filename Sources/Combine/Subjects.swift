import FinchUnsafe
import Foundation

/// Delivers each sent value to its current subscribers, as Combine's `PassthroughSubject`.
///
/// Subscribers are called on the thread that sends, as Combine calls them; delivery happens outside
/// the lock, so a subscriber may subscribe or cancel while it runs.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, Sendable {
    private struct Subscribers {
        var byToken: [UInt64: (Output) -> Void] = [:]
        var nextToken: UInt64 = 0
    }

    /// The table of subscribers; the mutex orders every change to it.
    private let subscribers = LockedValue(SendableBox(Subscribers()))

    public init() {}

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let token = subscribers.withLock { box in
            let token = box.value.nextToken
            box.value.nextToken += 1
            box.value.byToken[token] = receive
            return token
        }
        return AnyCancellable { [weak self] in
            self?.subscribers.withLock { box in box.value.byToken[token] = nil }
        }
    }

    public func send(_ value: Output) {
        let receivers = subscribers.withLock { box in
            SendableBox(box.value.byToken.sorted { $0.key < $1.key }.map(\.value))
        }
        for receive in receivers.value { receive(value) }
    }

    public var hasSubscribers: Bool {
        subscribers.withLock { !$0.value.byToken.isEmpty }
    }
}

extension PassthroughSubject where Output == Void {
    public func send() { send(()) }
}

/// A subject that remembers its value and gives it to each new subscriber first.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, Sendable {
    private let current: LockedValue<SendableBox<Output>>
    private let subject = PassthroughSubject<Output, Failure>()

    public init(_ value: Output) {
        current = LockedValue(SendableBox(value))
    }

    public var value: Output {
        get { current.withLock { $0.value } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        let box = SendableBox(value)
        current.withLock { $0 = box }
        subject.send(value)
    }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(value)
        return subject.subscribe(receive)
    }
}

/// Publishes one value to each subscriber, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}
