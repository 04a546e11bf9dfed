import Combine
import Finch
import FinchTesting
import Foundation
import Testing

/// What one subscription delivered: the bodies' lengths, then "finished" or the failure's code.
private final class Deliveries: Sendable {
    private let events = LockedState<[String]>([])
    private let failure = LockedState<URLError?>(nil)

    var all: [String] { events.withLock { $0 } }
    var error: URLError? { failure.withLock { $0 } }

    func completed(_ completion: Subscribers.Completion<URLError>) {
        switch completion {
        case .finished:
            events.withLock { $0.append("finished") }
        case .failure(let error):
            failure.withLock { $0 = error }
            events.withLock { $0.append("failed: \(error.code.rawValue)") }
        }
    }

    func received(_ output: URLSession.DataTaskPublisher.Output, expecting body: Data) {
        events.withLock { $0.append(output.data == body ? "body of \(output.data.count)" : "a changed body") }
    }
}

/// `URLSession.shared.dataTaskPublisher`'s bound on a body, `URLError(.dataLengthExceedsMaximum)`, with a
/// 64 KiB limit set for each subscription here (the real one is 1 GiB) and bodies from the loopback
/// server. A body announced past the limit is held by the server after its head (`.stalled`), so the
/// failure must come while the server is still sending, and the server then sees the client hang up.
@MainActor
@Suite("dataTaskPublisher's body limit, against the loopback server")
struct DataTaskPublisherLimitTests {
    static let limit = 64 * 1024
    static let failed = "failed: \(URLError.Code.dataLengthExceedsMaximum.rawValue)"

    private func server() throws -> LoopbackHTTPServer {
        // Held for longer than a loaded run takes to cancel (see `DataTaskPublisherTests.cancellation`).
        let server = try LoopbackHTTPServer(
            routes: [
                "/announced": .stalled(byteCount: 4 * Self.limit, sentBytes: 0, announcesLength: true, gate: "rest"),
                "/announced-part-sent": .stalled(
                    byteCount: 16 * Self.limit, sentBytes: Self.limit / 2, announcesLength: true, gate: "rest"),
                "/unannounced": .stream(byteCount: 4 * Self.limit, byte: 0x41, announcesLength: false),
                "/chunked": .chunked(byteCount: 4 * Self.limit, sentBytes: 4 * Self.limit, gate: "open"),
                "/at-limit": .stream(byteCount: Self.limit, byte: 0x41, announcesLength: true),
                "/at-limit-unannounced": .stream(byteCount: Self.limit, byte: 0x41, announcesLength: false),
                "/at-limit-chunked": .chunked(byteCount: Self.limit, sentBytes: Self.limit, gate: "open"),
                "/slow": .held(gate: "slow", status: 200, headers: [:], body: Data(repeating: 0x41, count: 16)),
                "/small": .ok(Data(repeating: 0x41, count: 16), contentType: "application/octet-stream"),
            ], maximumHold: .seconds(1800))
        server.release("open")
        return server
    }

    /// Subscribes to `url` with the test's limit, recording what arrives.
    private func fetch(_ url: URL, expecting body: Data = Data()) -> (AnyCancellable, Deliveries) {
        let deliveries = Deliveries()
        var request = URLRequest(url: url)
        // Longer than a loaded run takes: a timeout's failure must not stand in for the limit's.
        request.timeoutInterval = 600
        let token = URLSession.DataTaskPublisher.$bodyLengthLimit.withValue(Int64(Self.limit)) {
            URLSession.shared.dataTaskPublisher(for: request)
                .sink(
                    receiveCompletion: { deliveries.completed($0) },
                    receiveValue: { deliveries.received($0, expecting: body) })
        }
        return (token, deliveries)
    }

    @Test(
        "A body announced past the limit fails with .dataLengthExceedsMaximum while the server is still sending it",
        arguments: ["/announced", "/announced-part-sent"])
    func announcedPastLimit(path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let url = server.url(path)
        let (token, deliveries) = fetch(url)
        await waitUntil("the failure") { !deliveries.all.isEmpty }
        #expect(deliveries.all == [Self.failed])
        #expect(deliveries.error?.failingURL == url)
        // The rest of the body was never let go: the client gave up on it, and the server sees it go.
        await waitUntil("the client to hang up", seconds: TestTimeouts.hangUp) { server.hangUps == [path] }
        #expect(deliveries.all == [Self.failed])
        token.cancel()
    }

    @Test(
        "A body with no length announced past the limit (ended by closing, or chunked) fails with .dataLengthExceedsMaximum once it has arrived",
        arguments: ["/unannounced", "/chunked"])
    func unannouncedPastLimit(path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let (token, deliveries) = fetch(server.url(path))
        await waitUntil("the failure") { !deliveries.all.isEmpty }
        #expect(deliveries.all == [Self.failed])
        token.cancel()
    }

    @Test(
        "A body of exactly the limit, announced, unannounced or chunked, is delivered unchanged",
        arguments: ["/at-limit", "/at-limit-unannounced", "/at-limit-chunked"])
    func atLimit(path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let (token, deliveries) = fetch(server.url(path), expecting: Data(repeating: 0x41, count: Self.limit))
        await waitUntil("the body") { deliveries.all.count == 2 }
        #expect(deliveries.all == ["body of \(Self.limit)", "finished"])
        token.cancel()
    }

    @Test("Cancelling a watched subscription still delivers nothing, and the session moves on")
    func cancelling() async throws {
        let server = try server()
        defer { server.stop() }
        let (token, deliveries) = fetch(server.url("/slow"))
        await waitUntil("the request to arrive") { server.requestCount("/slow") == 1 }
        token.cancel()
        await waitUntil("the connection to close", seconds: TestTimeouts.hangUp) { server.hangUps == ["/slow"] }
        // A later fetch on the same session finishing shows the session has reported the cancelled task.
        let (later, laterDeliveries) = fetch(server.url("/small"), expecting: Data(repeating: 0x41, count: 16))
        await waitUntil("a later fetch") { laterDeliveries.all.count == 2 }
        #expect(laterDeliveries.all == ["body of 16", "finished"])
        #expect(deliveries.all.isEmpty)
        later.cancel()
    }

    @Test("Without a limit set, a subscription uses 1 GiB")
    func defaultLimit() {
        #expect(URLSession.DataTaskPublisher.bodyLengthLimit == 1 << 30)
        #expect(URLSession.DataTaskPublisher.maximumBodyLength == 1 << 30)
    }
}
