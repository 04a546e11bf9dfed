import Foundation

// The operators SwiftUI code chains most (CS193p's EmojiArt fetches its background with `map`,
// `receive(on:)`, `replaceError(with:)` and `assign(to:on:)`). Each returns an `AnyPublisher` where
// Combine returns a named type in `Publishers`: code that chains them and keeps the token compiles the
// same; code that names `Publishers.Map` does not.

extension Publisher {
    /// Values transformed by `transform`; the completion passes through.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            subscribe(receiveCompletion: completion) { receive(transform($0)) }
        })
    }

    /// Values transformed by `transform`, the nil results left out.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            subscribe(receiveCompletion: completion) { value in transform(value).map(receive) }
        })
    }

    /// The failure transformed by `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            subscribe(
                receiveCompletion: { ending in
                    switch ending {
                    case .finished: completion(.finished)
                    case .failure(let failure): completion(.failure(transform(failure)))
                    }
                }, receiveValue: receive)
        })
    }

    /// A failure becomes `output`, sent as the last value before finishing, as Combine's `replaceError`.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            subscribe(
                receiveCompletion: { ending in
                    if case .failure = ending { receive(output) }
                    completion(.finished)
                }, receiveValue: receive)
        })
    }

    /// Values and the completion delivered through `scheduler` (`DispatchQueue.main`, `RunLoop.main`),
    /// in the order they were sent. Nothing is delivered once the subscription is cancelled, even what
    /// was already on its way.
    public func receive<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> {
        delivered(through: scheduler, after: nil)
    }

    /// Values and the completion handed to `scheduler` (after `interval`, when given), in order; nothing
    /// delivered once cancelled, even what was on its way (`receive(on:)`, `delay(for:scheduler:)`).
    func delivered<S: Scheduler>(through scheduler: S, after interval: SchedulerInterval?) -> AnyPublisher<
        Output, Failure
    > {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let live = SubscriptionFlag()
            // The closures are handed to the scheduler's thread and called only there, one at a time, in
            // the order they were scheduled: Combine's own `receive(on:)` hands them over the same way.
            // The scheduler is only asked to schedule, which it does from any thread.
            nonisolated(unsafe) let (completion, receive, scheduler) = (completion, receive, scheduler)
            let hand: (@escaping @Sendable () -> Void) -> Void = { action in
                if let interval { scheduler.schedule(after: interval, action) } else { scheduler.schedule(action) }
            }
            let upstream = subscribe(
                receiveCompletion: { ending in
                    nonisolated(unsafe) let ending = ending
                    hand { if live.isLive { completion(ending) } }
                },
                receiveValue: { value in
                    nonisolated(unsafe) let value = value
                    hand { if live.isLive { receive(value) } }
                })
            return AnyCancellable {
                live.end()
                upstream.cancel()
            }
        })
    }
}

extension Publisher where Failure == Never {
    /// Sets `object[keyPath: keyPath]` to every value, as Combine's `assign(to:on:)`: the object is held
    /// until the token is cancelled or released.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        subscribe { value in object[keyPath: keyPath] = value }
    }
}
