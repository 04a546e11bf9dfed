import FinchUnsafe
import Foundation

/// A source of values over time, the part of Combine's `Publisher` SwiftUI code uses.
///
/// Linux has no Combine; Finch offers this subset so `$published.sink`, `onReceive`, `objectWillChange`
/// and `URLSession`'s `dataTaskPublisher` chains work. Values are delivered synchronously on the sender's
/// thread unless `receive(on:)` moves them.
///
/// A publisher implements one of the two `subscribe` forms: one that never finishes (a subject, a
/// `@Published` property) the values-only form, one that finishes or fails (a data task) the form with
/// a completion; each has a default made from the other.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receive` with every value from now on until the returned token is cancelled or released.
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable

    /// Calls `receiveValue` with every value, then `receiveCompletion` once if the publisher ends, until
    /// the returned token is cancelled or released; nothing is delivered after cancelling.
    func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable
}

extension Publisher {
    /// A publisher that never finishes: values only.
    public func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveValue)
    }

    /// A publisher that finishes: its values, its completion ignored.
    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion: { _ in }, receiveValue: receive)
    }
}

extension Publisher where Failure == Never {
    /// Receives every value; keep the token (`store(in:)`) for as long as you want values.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue)
    }
}

extension Publisher {
    /// Receives every value, then the completion (`.finished` or `.failure`) if the publisher ends.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// Type erasure, as Combine's `eraseToAnyPublisher()`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// Completion events, named as in Combine.
public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeHandler:
        (
            @escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void
        ) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeHandler = { publisher.subscribe(receiveCompletion: $0, receiveValue: $1) }
    }

    /// A publisher of values only, made from how it subscribes (the operators build on it).
    init(subscribe: @escaping (@escaping (Output) -> Void) -> AnyCancellable) {
        subscribeHandler = { _, receive in subscribe(receive) }
    }

    /// A publisher that may end, made from how it subscribes.
    init(
        subscribeCompleting subscribe:
            @escaping (
                @escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void
            ) -> AnyCancellable
    ) {
        subscribeHandler = subscribe
    }

    public func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribeHandler(receiveCompletion, receiveValue)
    }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribeHandler({ _ in }, receive)
    }
}

/// Cancels a subscription when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable, Sendable {
    /// The cancel closure; taken out under the lock, so it runs at most once whoever cancels.
    private let cancelHandler: LockedValue<SendableBox<(() -> Void)?>>

    public init(_ cancel: @escaping () -> Void) {
        cancelHandler = LockedValue(SendableBox(cancel))
    }

    deinit { cancel() }

    public func cancel() {
        let handler = cancelHandler.withLock { box in
            defer { box.value = nil }
            return SendableBox(box.value)
        }
        handler.value?()
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
