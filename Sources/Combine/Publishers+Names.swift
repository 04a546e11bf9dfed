import Foundation

// Combine's operator types by name, for code that writes them out as return types
// (`func extractUnderlyingError() -> Publishers.MapError<Self, Failure>`, a weather app's helper in the
// fifth real-app trial). Finch's operators return `AnyPublisher`s, so each name is that `AnyPublisher`: a
// function returning `mapError { … }` as `Publishers.MapError<Self, E>` compiles. Code that reaches into
// one of them (`.upstream`, `.transform`) does not.
extension Publishers {
    public typealias Map<Upstream: Publisher, Output> = AnyPublisher<Output, Upstream.Failure>
    public typealias MapError<Upstream: Publisher, Failure: Error> = AnyPublisher<Upstream.Output, Failure>
    public typealias TryMap<Upstream: Publisher, Output> = AnyPublisher<Output, Error>
    public typealias CompactMap<Upstream: Publisher, Output> = AnyPublisher<Output, Upstream.Failure>
    public typealias Filter<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias RemoveDuplicates<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Decode<Upstream: Publisher, Output: Decodable, Coder> = AnyPublisher<Output, Error>
    public typealias FlatMap<NewPublisher: Publisher, Upstream: Publisher> = AnyPublisher<
        NewPublisher.Output, Upstream.Failure
    >
    public typealias Catch<Upstream: Publisher, NewPublisher: Publisher> = AnyPublisher<
        NewPublisher.Output, NewPublisher.Failure
    >
    public typealias ReplaceError<Upstream: Publisher> = AnyPublisher<Upstream.Output, Never>
    public typealias SetFailureType<Upstream: Publisher, Failure: Error> = AnyPublisher<Upstream.Output, Failure>
    public typealias ReceiveOn<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias SubscribeOn<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Delay<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias Debounce<Upstream: Publisher, Context> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias HandleEvents<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias First<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
    public typealias FirstWhere<Upstream: Publisher> = AnyPublisher<Upstream.Output, Upstream.Failure>
}
