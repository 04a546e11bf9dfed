import Foundation

// More of the operators learners' network and search code chains (a weather app's repository: `tryMap`,
// `decode`, `setFailureType`, `catch`; a search field: `removeDuplicates`, `debounce`). As the others, each
// returns an `AnyPublisher`.

extension Publisher {
    /// Values transformed by `transform`, which may throw: a throw fails the publisher with the error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let live = SubscriptionFlag()
            let upstream = subscribe(
                receiveCompletion: { ending in
                    guard live.end() else { return }
                    switch ending {
                    case .finished: completion(.finished)
                    case .failure(let failure): completion(.failure(failure))
                    }
                },
                receiveValue: { value in
                    guard live.isLive else { return }
                    do {
                        receive(try transform(value))
                    } catch {
                        if live.end() { completion(.failure(error)) }
                    }
                })
            return AnyCancellable {
                live.end()
                upstream.cancel()
            }
        })
    }

    /// The failure seen as any `Error`.
    public func eraseFailure() -> AnyPublisher<Output, Error> {
        mapError { $0 as Error }
    }

    /// The values that pass `isIncluded`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            subscribe(receiveCompletion: completion) { value in if isIncluded(value) { receive(value) } }
        })
    }

    /// Each value, and the completion, also shown to the closures given (for logging, a spinner's state).
    public func handleEvents(
        receiveSubscription: (() -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: (() -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            receiveSubscription?()
            receiveRequest?()
            let upstream = subscribe(
                receiveCompletion: { ending in
                    receiveCompletion?(ending)
                    completion(ending)
                },
                receiveValue: { value in
                    receiveOutput?(value)
                    receive(value)
                })
            return AnyCancellable {
                receiveCancel?()
                upstream.cancel()
            }
        })
    }

    /// The first value, then finished.
    public func first() -> AnyPublisher<Output, Failure> {
        first { _ in true }
    }

    /// The first value that passes `predicate`, then finished.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let live = SubscriptionFlag()
            let upstream = LockedCancellable()
            upstream.set(
                subscribe(
                    receiveCompletion: { ending in if live.end() { completion(ending) } },
                    receiveValue: { value in
                        guard live.isLive, predicate(value), live.end() else { return }
                        receive(value)
                        completion(.finished)
                        upstream.cancel()
                    }))
            return AnyCancellable {
                live.end()
                upstream.cancel()
            }
        })
    }

    /// On a failure, the publisher `handler` makes for it takes over.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<P.Output, P.Failure>
    where P.Output == Output {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let replacement = LockedCancellable()
            let upstream = subscribe(
                receiveCompletion: { ending in
                    switch ending {
                    case .finished: completion(.finished)
                    case .failure(let failure):
                        replacement.set(
                            handler(failure).subscribe(receiveCompletion: completion, receiveValue: receive))
                    }
                }, receiveValue: receive)
            return AnyCancellable {
                upstream.cancel()
                replacement.cancel()
            }
        })
    }

    /// Each value's publisher, their values merged; finished once the upstream and every inner publisher
    /// have finished, failed at the first failure.
    public func flatMap<P: Publisher>(
        maxPublishers: Int = .max, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let group = FlatMapGroup<Failure>(completion: completion)
            let upstream = subscribe(
                receiveCompletion: { ending in group.upstreamEnded(ending) },
                receiveValue: { value in
                    let inner = group.begin()
                    group.keep(
                        transform(value).subscribe(
                            receiveCompletion: { ending in group.innerEnded(inner, ending) },
                            receiveValue: { value in if group.isLive { receive(value) } }),
                        for: inner)
                })
            return AnyCancellable {
                group.cancel()
                upstream.cancel()
            }
        })
    }
}

extension Publisher where Output: Equatable {
    /// Values unlike the one before them.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        removeDuplicates(by: ==)
    }
}

extension Publisher {
    /// Values that `predicate` does not call the same as the one before them.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let last = LockedLast<Output>()
            return subscribe(receiveCompletion: completion) { value in
                if last.replace(with: value, unlessSame: predicate) { receive(value) }
            }
        })
    }
}

extension Publisher where Failure == Never {
    /// The same values, typed as failing with `failureType` (to join a publisher that can fail).
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher(subscribeCompleting: { completion, receive in
            subscribe(
                receiveCompletion: { _ in completion(.finished) }, receiveValue: receive)
        })
    }
}

extension Publisher {
    /// Each value (`Data` for `JSONDecoder()`) decoded as `type` by `decoder`; a decoding error fails the
    /// publisher.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> AnyPublisher<Item, Error> where Coder.Input == Output {
        tryMap { try decoder.decode(type, from: $0) }
    }
}
