import FinchUnsafe
import Foundation

/// A subscription kept for later cancelling, set from whichever thread makes it; cancelled before it is set,
/// it is cancelled as it arrives.
final class LockedCancellable: Sendable {
    private let state = LockedValue(SendableBox<(cancellable: AnyCancellable?, cancelled: Bool)>((nil, false)))

    func set(_ cancellable: AnyCancellable) {
        let late = state.withLock { box -> Bool in
            guard !box.value.cancelled else { return true }
            box.value.cancellable = cancellable
            return false
        }
        if late { cancellable.cancel() }
    }

    func cancel() {
        let cancellable = state.withLock { box -> AnyCancellable? in
            box.value.cancelled = true
            defer { box.value.cancellable = nil }
            return box.value.cancellable
        }
        cancellable?.cancel()
    }
}

/// The last value `removeDuplicates` let through. Unchecked: the value (not required `Sendable`, as
/// Combine does not require it) is only touched under the lock.
final class LockedLast<Value>: @unchecked Sendable {
    private let last = LockedValue(SendableBox<Value?>(nil))

    /// Keeps `value` and answers true, unless `unlessSame` calls it the same as the last one.
    func replace(with value: Value, unlessSame same: (Value, Value) -> Bool) -> Bool {
        last.withLock { box in
            if let previous = box.value, same(previous, value) { return false }
            box.value = value
            return true
        }
    }
}

/// `flatMap`'s inner subscriptions: finished once the upstream and every inner one have finished, failed at
/// the first failure (the rest then cancelled). Unchecked: its state is only touched under the lock, and the
/// completion closure is called once, by whichever thread ends the group, as Combine calls it.
final class FlatMapGroup<Failure: Error>: @unchecked Sendable {
    private struct State {
        var inner: [UInt64: AnyCancellable] = [:]
        var running: Set<UInt64> = []
        var nextToken: UInt64 = 0
        var upstreamFinished = false
        var ended = false
    }

    private let state = LockedValue(SendableBox(State()))
    private let completion: (Subscribers.Completion<Failure>) -> Void

    init(completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.completion = completion
    }

    var isLive: Bool { state.withLock { !$0.value.ended } }

    /// A token for an inner publisher about to be subscribed.
    func begin() -> UInt64 {
        state.withLock { box in
            let token = box.value.nextToken
            box.value.nextToken += 1
            box.value.running.insert(token)
            return token
        }
    }

    func keep(_ cancellable: AnyCancellable, for token: UInt64) {
        let drop = state.withLock { box -> Bool in
            guard !box.value.ended, box.value.running.contains(token) else { return true }
            box.value.inner[token] = cancellable
            return false
        }
        if drop { cancellable.cancel() }
    }

    func innerEnded(_ token: UInt64, _ ending: Subscribers.Completion<Failure>) {
        end(ending) { box in
            box.value.running.remove(token)
            box.value.inner[token] = nil
            if case .failure = ending { return true }
            return box.value.upstreamFinished && box.value.running.isEmpty
        }
    }

    func upstreamEnded(_ ending: Subscribers.Completion<Failure>) {
        end(ending) { box in
            box.value.upstreamFinished = true
            if case .failure = ending { return true }
            return box.value.running.isEmpty
        }
    }

    /// Cancels every inner subscription; nothing is delivered afterwards.
    func cancel() {
        let inner = state.withLock { box -> SendableBox<[AnyCancellable]> in
            box.value.ended = true
            defer { box.value.inner = [:] }
            return SendableBox(Array(box.value.inner.values))
        }
        for cancellable in inner.value { cancellable.cancel() }
    }

    /// Applies `change`; when it says the group is done, ends it with `ending` (once) and cancels the rest.
    private func end(_ ending: Subscribers.Completion<Failure>, _ change: (inout SendableBox<State>) -> Bool) {
        let finish = state.withLock { box -> SendableBox<[AnyCancellable]>? in
            guard !box.value.ended, change(&box) else { return nil }
            box.value.ended = true
            defer { box.value.inner = [:] }
            return SendableBox(Array(box.value.inner.values))
        }
        guard let finish else { return }
        completion(ending)
        for cancellable in finish.value { cancellable.cancel() }
    }
}
