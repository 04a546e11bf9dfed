import Combine
import Finch
import FinchTesting
import Foundation
import Synchronization
import Testing

/// The background fetch of CS193p's EmojiArt (lecture 9), typed as the lecture shows it.
final class EmojiArtBackground: ObservableObject {
    @Published var backgroundImage: UIImage?
    @Published var fetchFailed = false
    var fetchImageCancellable: AnyCancellable?
    private var backgroundImageFetchCancellable: AnyCancellable?

    func fetch(_ url: URL) {
        fetchImageCancellable?.cancel()
        fetchImageCancellable = URLSession.shared.dataTaskPublisher(for: url)
            .map { data, urlResponse in UIImage(data: data) }
            .receive(on: DispatchQueue.main)
            .replaceError(with: nil)
            .assign(to: \.backgroundImage, on: self)
    }

    /// The lecture's other spelling: `replaceError` before `receive(on:)`, then `sink`.
    func fetchWithSink(_ url: URL) {
        backgroundImageFetchCancellable?.cancel()
        let session = URLSession.shared
        let publisher = session.dataTaskPublisher(for: url)
            .map { (data, urlResponse) in UIImage(data: data) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
        backgroundImageFetchCancellable =
            publisher
            .sink { [weak self] image in
                self?.backgroundImage = image
                self?.fetchFailed = image == nil
            }
    }
}

@MainActor
@Suite("URLSession.dataTaskPublisher with Combine's operators, against the loopback server")
struct DataTaskPublisherTests {
    @Test("EmojiArt's chain assigns the fetched image on the main queue")
    func assignsImage() async throws {
        let server = try Loopback.server()
        // Kept to the end of the test (and stopped there): freed early, it would stop answering.
        defer { server.stop() }
        let document = EmojiArtBackground()
        let onMain = Latch<Bool>()
        let watching = document.$backgroundImage.dropFirstValue { _ in onMain.set(isMainQueue()) }
        document.fetch(server.url("/image.png"))
        await waitUntil("the background image") { document.backgroundImage != nil }
        #expect(document.backgroundImage?.size == CGSize(width: 40, height: 30))
        #expect(onMain.value == true)
        _ = watching
    }

    @Test(
        "A 404, a body that is not an image and a dropped connection all assign nil",
        arguments: ["/missing", "/text.txt", "/dropped"])
    func assignsNil(path: String) async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        let document = EmojiArtBackground()
        document.backgroundImage = UIImage(data: Loopback.png)
        document.fetch(server.url(path))
        await waitUntil("nil to be assigned") { document.backgroundImage == nil }
        #expect(document.backgroundImage == nil)
    }

    @Test("The sink spelling reports a failed fetch")
    func sinkSpelling() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        let document = EmojiArtBackground()
        document.fetchWithSink(server.url("/image.png"))
        await waitUntil("the background image") { document.backgroundImage != nil }
        document.fetchWithSink(server.url("/dropped"))
        await waitUntil("the failure") { document.fetchFailed }
        #expect(document.backgroundImage == nil)
    }

    @Test("sink(receiveCompletion:receiveValue:) gets the value then .finished, or a URLError")
    func completions() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        let events = Mutex<[String]>([])
        let finished = URLSession.shared.dataTaskPublisher(for: server.url("/text.txt"))
            .map { @Sendable in String(decoding: $0.data, as: UTF8.self) }
            .eraseToAnyPublisher()
            .sink(
                receiveCompletion: { @Sendable completion in
                    events.withLock { $0.append(completion.isFinished ? "finished" : "failed") }
                },
                receiveValue: { @Sendable text in events.withLock { $0.append(text) } })
        await waitUntil("the completion") { events.withLock { $0.count } == 2 }
        #expect(events.withLock { $0 } == ["hello, loopback", "finished"])
        finished.cancel()

        let failure = Latch<URLError.Code>()
        let failing = URLSession.shared.dataTaskPublisher(for: server.url("/dropped"))
            .sink(
                receiveCompletion: { @Sendable completion in
                    if case .failure(let error) = completion { failure.set(error.code) }
                }, receiveValue: { @Sendable _ in Issue.record("a dropped connection sent a value") })
        await waitUntil("the failure") { failure.value != nil }
        #expect(failure.value != nil)
        failing.cancel()
    }

    @Test("Cancelling the token cancels the data task: the server sees the client go, nothing is delivered")
    func cancellation() async throws {
        // Held far longer than a slow run takes to cancel: a hold that expired first would close the
        // connection unanswered and the task would fail before the cancel (seen once under AddressSanitizer).
        let server = try Loopback.server(maximumHold: .seconds(1800))
        defer { server.stop() }
        let delivered = Mutex<[String]>([])
        // Longer than the default 60 s a request may wait for its answer: on a busy machine the test may
        // take that long to cancel, and a timeout's failure would then arrive first, rightly.
        var request = URLRequest(url: server.url("/slow.png"))
        request.timeoutInterval = 600
        let token = URLSession.shared.dataTaskPublisher(for: request)
            .sink(
                receiveCompletion: { @Sendable _ in delivered.withLock { $0.append("completion") } },
                receiveValue: { @Sendable _ in delivered.withLock { $0.append("value") } })
        await waitUntil("the request to arrive") { server.requestCount("/slow.png") == 1 }
        #expect(delivered.withLock { $0 }.isEmpty, "the task ended before it was cancelled")
        token.cancel()
        await waitUntil("the connection to close", seconds: TestTimeouts.hangUp) { server.hangUps == ["/slow.png"] }
        // The session reports the cancelled task to its handler; the subscriber must not hear of it. A
        // later fetch on the same session finishing shows the session has moved on.
        let document = EmojiArtBackground()
        document.fetch(server.url("/image.png"))
        await waitUntil("a later fetch") { document.backgroundImage != nil }
        #expect(delivered.withLock { $0 }.isEmpty)
    }

    @Test("Subscribing and cancelling at once, thousands of times, on URLSession.shared: no trap")
    func immediateCancels() async throws {
        // Cancelled while the session's URLCache was asked for a stored answer, a task trapped
        // FoundationNetworking in most runs of this test; `URLSession.shared`'s publisher now runs its tasks
        // on a twin without a cache (`UncachedSharedSession`). A regression ends the whole test process.
        let server = try Loopback.server()
        defer { server.stop() }
        // 200 rounds under a sanitizer: 2,000 took half an hour under ThreadSanitizer, and every test
        // waiting for a cancel on the shared session's queue waited behind them past its bound.
        for round in 0..<(TestTimeouts.sanitized ? 200 : 2000) {
            let token = URLSession.shared.dataTaskPublisher(
                for: server.url(round % 4 == 1 ? "/slow.png" : "/image.png")
            )
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            if round.isMultiple(of: 3) { await Task.yield() }
            token.cancel()
        }
        // The session still works after the storm.
        let document = EmojiArtBackground()
        document.fetch(server.url("/image.png"))
        await waitUntil("a fetch after the cancels") { document.backgroundImage != nil }
    }

    @Test("Releasing the token (a new fetch replacing it) cancels the old fetch")
    func releaseCancels() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        let document = EmojiArtBackground()
        document.fetch(server.url("/slow.png"))
        await waitUntil("the request to arrive") { server.requestCount("/slow.png") == 1 }
        document.fetch(server.url("/image.png"))
        await waitUntil("the slow connection to close", seconds: TestTimeouts.hangUp) {
            server.hangUps == ["/slow.png"]
        }
        await waitUntil("the second image") { document.backgroundImage != nil }
    }

    @Test("receive(on: RunLoop.main) delivers on the main queue, in order")
    func runLoopMain() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let received = Mutex<[Int]>([])
        let mainOnly = Latch<Bool>()
        let token = subject.receive(on: RunLoop.main).sink { value in
            if !isMainQueue() { mainOnly.set(false) }
            received.withLock { $0.append(value) }
        }
        DispatchQueue.global().async { for value in 0..<50 { subject.send(value) } }
        await waitUntil("fifty values") { received.withLock { $0.count } == 50 }
        #expect(received.withLock { $0 } == Array(0..<50))
        #expect(mainOnly.value == nil)
        token.cancel()
    }
}

extension Subscribers.Completion {
    fileprivate var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }
}

extension Published.Publisher {
    /// Calls `action` with each value after the current one.
    fileprivate func dropFirstValue(_ action: @escaping (Value) -> Void) -> AnyCancellable {
        var first = true
        return sink { value in
            if first {
                first = false
            } else {
                action(value)
            }
        }
    }
}
