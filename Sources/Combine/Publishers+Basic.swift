import FinchUnsafe
import Foundation

/// Fails at once with `error`, as Combine's `Fail` (a request that cannot be made, a test's failure).
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) {
        self.error = error
    }

    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    public func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}

/// Sends nothing, and finishes at once unless asked not to, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if completeImmediately { receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}

/// Makes its publisher anew for each subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        createPublisher().subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

/// One result made once by `attemptToFulfill` (called when the future is made, as Combine's), given to every
/// subscriber: at once when it is known, else when the promise is kept (on the thread that keeps it).
/// Unchecked `Sendable`: the result and the waiting subscribers are only touched under the lock; the result
/// is handed to the keeping thread's subscribers as Combine hands it, without asking it to be `Sendable`.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct State {
        var result: Result<Output, Failure>?
        var waiting: [UInt64: (Result<Output, Failure>) -> Void] = [:]
        var nextToken: UInt64 = 0
    }

    private let state = LockedValue(SendableBox(State()))

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting = state.withLock { box -> SendableBox<[(Result<Output, Failure>) -> Void]> in
            guard box.value.result == nil else { return SendableBox([]) }
            box.value.result = result
            defer { box.value.waiting = [:] }
            return SendableBox(box.value.waiting.sorted { $0.key < $1.key }.map(\.value))
        }
        for deliver in waiting.value { deliver(result) }
    }

    public func subscribe(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let deliver: (Result<Output, Failure>) -> Void = { result in
            switch result {
            case .success(let value):
                receiveValue(value)
                receiveCompletion(.finished)
            case .failure(let error): receiveCompletion(.failure(error))
            }
        }
        let known = state.withLock { box -> SendableBox<(result: Result<Output, Failure>?, token: UInt64?)> in
            if let result = box.value.result { return SendableBox((result, nil)) }
            let token = box.value.nextToken
            box.value.nextToken += 1
            box.value.waiting[token] = deliver
            return SendableBox((nil, token))
        }
        if let result = known.value.result {
            deliver(result)
            return AnyCancellable {}
        }
        let token = known.value.token ?? 0
        return AnyCancellable { [weak self] in
            self?.state.withLock { box in box.value.waiting[token] = nil }
        }
    }
}
