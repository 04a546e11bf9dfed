import Foundation

/// Delivers each sent value to its current subscribers, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    // Subscribers are guarded by the lock; delivery happens outside it so a subscriber may (un)subscribe.
    private let lock = NSLock()
    private var subscribers: [UInt64: (Output) -> Void] = [:]
    private var nextToken: UInt64 = 0

    public init() {}

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        lock.lock()
        let token = nextToken
        nextToken += 1
        subscribers[token] = receive
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.subscribers[token] = nil
            self.lock.unlock()
        }
    }

    public func send(_ value: Output) {
        lock.lock()
        let receivers = subscribers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for receive in receivers { receive(value) }
    }

    public var hasSubscribers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !subscribers.isEmpty
    }
}

extension PassthroughSubject where Output == Void {
    public func send() { send(()) }
}

/// A subject that remembers its value and gives it to each new subscriber first.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    // `current` is guarded by the lock; the passthrough subject is itself thread-safe.
    private let lock = NSLock()
    private var current: Output
    private let subject = PassthroughSubject<Output, Failure>()

    public init(_ value: Output) {
        current = value
    }

    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
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
