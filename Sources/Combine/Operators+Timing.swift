import FinchUnsafe
import Foundation

// Operators that move values in time or to another scheduler: `delay`, `debounce` (a search field waiting
// for the typing to pause), `subscribe(on:)`.

extension Publisher {
    /// Every value and the completion delivered through `scheduler` once `interval` has passed, in order.
    public func delay<S: Scheduler>(for interval: SchedulerInterval, scheduler: S) -> AnyPublisher<Output, Failure> {
        delivered(through: scheduler, after: interval)
    }

    /// A value delivered through `scheduler` only once `interval` has passed with no newer one; on
    /// finishing, a value still waiting is delivered first (Finch's choice), then the completion.
    public func debounce<S: Scheduler>(for interval: SchedulerInterval, scheduler: S) -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let live = SubscriptionFlag()
            let pending = LockedValue(SendableBox<(generation: Int, value: Output?)>((0, nil)))
            nonisolated(unsafe) let (completion, receive, scheduler) = (completion, receive, scheduler)
            let upstream = subscribe(
                receiveCompletion: { ending in
                    nonisolated(unsafe) let ending = ending
                    scheduler.schedule {
                        guard live.isLive else { return }
                        let waiting = pending.withLock { box in
                            defer { box.value.value = nil }
                            return SendableBox(box.value.value)
                        }
                        if let value = waiting.value { receive(value) }
                        completion(ending)
                    }
                },
                receiveValue: { value in
                    let generation = pending.withLock { box in
                        box.value = (box.value.generation + 1, value)
                        return box.value.generation
                    }
                    scheduler.schedule(after: interval) {
                        guard live.isLive else { return }
                        let due = pending.withLock { box -> SendableBox<Output?> in
                            guard box.value.generation == generation else { return SendableBox(nil) }
                            defer { box.value.value = nil }
                            return SendableBox(box.value.value)
                        }
                        if let value = due.value { receive(value) }
                    }
                })
            return AnyCancellable {
                live.end()
                upstream.cancel()
            }
        })
    }

    /// The subscription made on `scheduler` (its work started there), as Combine's `subscribe(on:)`.
    public func subscribe<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let upstream = LockedCancellable()
            let start: () -> AnyCancellable = { subscribe(receiveCompletion: completion, receiveValue: receive) }
            nonisolated(unsafe) let unsafeStart = start
            scheduler.schedule { upstream.set(unsafeStart()) }
            return AnyCancellable { upstream.cancel() }
        })
    }
}
