import Combine
import Foundation
import Testing

/// A scheduler on a clock the test moves, so `delay` and `debounce` are checked without waiting.
private final class VirtualScheduler: Scheduler, @unchecked Sendable {
    private var now = 0.0
    private var queue: [(time: Double, order: Int, action: @Sendable () -> Void)] = []
    private var order = 0

    func schedule(_ action: @escaping @Sendable () -> Void) {
        schedule(after: 0, action)
    }

    func schedule(after interval: SchedulerInterval, _ action: @escaping @Sendable () -> Void) {
        order += 1
        queue.append((now + interval.seconds, order, action))
    }

    /// Runs what falls due within `seconds`, in time order.
    func advance(by seconds: Double) {
        let end = now + seconds
        while let next = queue.filter({ $0.time <= end }).min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            queue.removeAll { $0.order == next.order }
            now = next.time
            next.action()
        }
        now = end
    }
}

private struct Forecast: Decodable, Equatable {
    let city: String
    let high: Int
}

private struct Offline: Error, Equatable {}

/// A network helper as a weather app writes it, naming Combine's operator type as its return type.
extension Publisher where Failure == Offline {
    fileprivate func keepingOffline() -> Publishers.MapError<Self, Offline> {
        mapError { $0 }
    }

    fileprivate func doubled() -> Publishers.Map<Self, String> where Output == Int {
        map { "\($0 * 2)" }
    }
}

/// What a subscription received, for the checks.
private final class Received<Value>: @unchecked Sendable {
    var values: [Value] = []
    var finished = false
    var failure: Error?
    var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value {
        cancellable = publisher.sink(
            receiveCompletion: { [self] ending in
                switch ending {
                case .finished: finished = true
                case .failure(let error): failure = error
                }
            }, receiveValue: { [self] in values.append($0) })
    }
}

/// The Combine operators learners' network and search code chains (the fifth real-app trial's weather apps).
@Suite("Combine: subjects that end, Fail, Future, tryMap, decode, catch, flatMap, zip, delay, debounce")
struct CombineOperatorTests {
    @Test("A subject's send(completion:) ends it: subscribers are told, later sends go nowhere")
    func subjectCompletion() {
        let subject = PassthroughSubject<Int, Offline>()
        let received = Received(subject)
        subject.send(1)
        subject.send(completion: .failure(Offline()))
        subject.send(2)
        #expect(received.values == [1])
        #expect(received.failure is Offline)
        let late = Received(subject)
        #expect(late.failure is Offline && late.values.isEmpty)
        let current = CurrentValueSubject<Int, Never>(5)
        let currentReceived = Received(current)
        current.send(completion: .finished)
        current.send(6)
        #expect(currentReceived.values == [5] && currentReceived.finished)
    }

    @Test("Fail fails at once; Empty finishes; Future gives its one result to every subscriber")
    func basicPublishers() {
        let fail = Received(Fail<Int, Offline>(error: Offline()))
        #expect(fail.failure is Offline)
        #expect(Received(Empty<Int, Never>()).finished)
        var keep: ((Result<Int, Never>) -> Void)?
        let future = Future<Int, Never> { promise in keep = promise }
        let early = Received(future)
        keep?(.success(42))
        let late = Received(future)
        #expect(early.values == [42] && early.finished)
        #expect(late.values == [42] && late.finished)
    }

    @Test("tryMap and decode fail with the thrown error; setFailureType and catch join failing chains")
    func decoding() throws {
        let good = Data(#"{"city":"Oslo","high":7}"#.utf8)
        let decoded = Received(Just(good).decode(type: Forecast.self, decoder: JSONDecoder()))
        #expect(decoded.values == [Forecast(city: "Oslo", high: 7)] && decoded.finished)
        let broken = Received(Just(Data("{".utf8)).decode(type: Forecast.self, decoder: JSONDecoder()))
        #expect(broken.values.isEmpty && broken.failure is DecodingError)
        let thrown = Received(Just(3).tryMap { _ -> Int in throw Offline() })
        #expect(thrown.failure is Offline)
        let recovered = Received(
            Just(1).setFailureType(to: Offline.self).flatMap { _ in Fail<Int, Offline>(error: Offline()) }
                .catch { _ in Just(0) })
        #expect(recovered.values == [0] && recovered.finished)
    }

    @Test("filter, removeDuplicates, first and flatMap pass what they should")
    func filtering() {
        let subject = PassthroughSubject<Int, Never>()
        let even = Received(subject.filter { $0.isMultiple(of: 2) }.removeDuplicates())
        let first = Received(subject.first { $0 > 2 })
        let doubled = Received(subject.flatMap { Just($0 * 10) })
        for value in [1, 2, 2, 4, 3, 4] { subject.send(value) }
        #expect(even.values == [2, 4])
        #expect(first.values == [4] && first.finished)
        #expect(doubled.values == [10, 20, 20, 40, 30, 40])
    }

    @Test("zip pairs in order and ends when a finished side runs out; combineLatest and merge join as they come")
    func joining() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<String, Never>()
        let zipped = Received(left.zip(right))
        let latest = Received(left.combineLatest(right))
        let merged = Received(left.map(String.init).merge(with: right))
        left.send(1)
        left.send(2)
        right.send("a")
        left.send(completion: .finished)
        right.send("b")
        #expect(zipped.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
        #expect(zipped.finished)
        #expect(latest.values.map { "\($0.0)\($0.1)" } == ["2a", "2b"])
        #expect(merged.values == ["1", "2", "a", "b"])
        #expect(!merged.finished)
        right.send(completion: .finished)
        #expect(merged.finished)
    }

    @Test("delay waits its interval; debounce keeps only the value after a pause")
    func timing() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<String, Never>()
        let delayed = Received(subject.delay(for: .milliseconds(500), scheduler: scheduler))
        let debounced = Received(subject.debounce(for: 0.3, scheduler: scheduler))
        subject.send("O")
        scheduler.advance(by: 0.1)
        subject.send("Os")
        scheduler.advance(by: 0.1)
        subject.send("Osl")
        #expect(delayed.values.isEmpty && debounced.values.isEmpty)
        scheduler.advance(by: 0.31)
        #expect(debounced.values == ["Osl"])
        #expect(delayed.values == ["O"], "each value half a second after it was sent")
        scheduler.advance(by: 0.2)
        #expect(delayed.values == ["O", "Os", "Osl"])
    }

    @Test("subscribe(on:) starts the subscription on the scheduler")
    func subscribeOn() {
        let scheduler = VirtualScheduler()
        let received = Received(Just(7).subscribe(on: scheduler))
        #expect(received.values.isEmpty)
        scheduler.advance(by: 0)
        #expect(received.values == [7] && received.finished)
    }

    @Test("Operator types named as return types (Publishers.MapError, .Map) are the operators' publishers")
    func namedTypes() {
        let received = Received(Fail<Int, Offline>(error: Offline()).keepingOffline())
        #expect(received.failure is Offline)
        let subject = PassthroughSubject<Int, Offline>()
        let doubled = Received(subject.doubled())
        subject.send(21)
        #expect(doubled.values == ["42"])
    }
}
