import FinchUnsafe
import Foundation

/// Delivers each sent value to its current subscribers, as Combine's `PassthroughSubject`.
///
/// Subscribers are called on the thread that sends, as Combine calls them; delivery happens outside
/// the lock, so a subscriber may subscribe or cancel while it runs.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, Sendable {
    private struct Subscriber {
        let receive: (Output) -> Void
        let complete: (Combine.Subscribers.Completion<Failure>) -> Void
    }

    private struct Table {
        var byToken: [UInt64: Subscriber] = [:]
        var nextToken: UInt64 = 0
        /// How the subject ended (`send(completion:)`); it sends nothing more, and tells later subscribers.
        var completion: Combine.Subscribers.Completion<Failure>?
    }

    /// The table of subscribers; the mutex orders every change to it.
    private let subscribers = LockedValue(SendableBox(Table()))

    public init() {}

    public func subscribe(
        receiveCompletion: @escaping (Combine.Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let subscriber = Subscriber(receive: receiveValue, complete: receiveCompletion)
        let (token, ended) = subscribers.withLock {
            box -> (UInt64?, SendableBox<Combine.Subscribers.Completion<Failure>?>) in
            if let completion = box.value.completion { return (nil, SendableBox(completion)) }
            let token = box.value.nextToken
            box.value.nextToken += 1
            box.value.byToken[token] = subscriber
            return (token, SendableBox(nil))
        }
        guard let token else {
            if let completion = ended.value { receiveCompletion(completion) }
            return AnyCancellable {}
        }
        return AnyCancellable { [weak self] in
            self?.subscribers.withLock { box in box.value.byToken[token] = nil }
        }
    }

    public func send(_ value: Output) {
        let receivers = subscribers.withLock { box in
            SendableBox(box.value.completion == nil ? box.value.byToken.sorted { $0.key < $1.key }.map(\.value) : [])
        }
        for subscriber in receivers.value { subscriber.receive(value) }
    }

    /// Ends the subject: each subscriber is told, and nothing is sent afterwards (a later subscriber is told
    /// at once), as Combine's.
    public func send(completion: Combine.Subscribers.Completion<Failure>) {
        let receivers = subscribers.withLock { box -> SendableBox<[Subscriber]> in
            guard box.value.completion == nil else { return SendableBox([]) }
            box.value.completion = completion
            defer { box.value.byToken = [:] }
            return SendableBox(box.value.byToken.sorted { $0.key < $1.key }.map(\.value))
        }
        for subscriber in receivers.value { subscriber.complete(completion) }
    }

    public var hasSubscribers: Bool {
        subscribers.withLock { !$0.value.byToken.isEmpty }
    }

    /// Whether the subject has ended.
    var isCompleted: Bool {
        subscribers.withLock { $0.value.completion != nil }
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
        guard !subject.isCompleted else { return }
        let box = SendableBox(value)
        current.withLock { $0 = box }
        subject.send(value)
    }

    /// Ends the subject, as `PassthroughSubject.send(completion:)`.
    public func send(completion: Combine.Subscribers.Completion<Failure>) {
        subject.send(completion: completion)
    }

    public func subscribe(
        receiveCompletion: @escaping (Combine.Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if !subject.isCompleted { receiveValue(value) }
        return subject.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

/// Publishes one value to each subscriber and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func subscribe(
        receiveCompletion: @escaping (Combine.Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
