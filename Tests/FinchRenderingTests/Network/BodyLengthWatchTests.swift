import Finch
import FinchTesting
import Foundation
import Testing

@testable import Combine

/// `BodyLengthWatch`, the delegate-free poll behind `dataTaskPublisher`'s body limit: it stops by itself
/// once its task has ended, and its timer does not keep it alive.
@MainActor
@Suite("BodyLengthWatch against the loopback server")
struct BodyLengthWatchTests {
    private func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(
            routes: [
                "/small": .ok(Data(repeating: 0x41, count: 16), contentType: "application/octet-stream"),
                "/slow": .held(gate: "slow", status: 200, headers: [:], body: Data(repeating: 0x41, count: 16)),
            ], maximumHold: .seconds(1800))
    }

    @Test("A watch whose task has finished stops itself, without being told")
    func stopsWhenTaskEnds() async throws {
        let server = try server()
        defer { server.stop() }
        let watch = BodyLengthWatch(limit: 1024)
        let finished = LockedState(false)
        // The handler leaves the watch alone (the publisher's stops it): the watch must see the end itself.
        let task = UncachedSharedSession.session.dataTask(with: server.url("/small")) { _, _, _ in
            finished.withLock { $0 = true }
        }
        task.resume()
        watch.start(watching: task) { _ in Issue.record("a 16-byte body was reported past 1,024 bytes") }
        await waitUntil("the task to finish") { finished.withLock { $0 } }
        await waitUntil("the watch to stop") { watch.isStopped }
    }

    @Test("The timer does not hold its watch: a watch released while its task runs is freed and stops")
    func timerHoldsNoCycle() async throws {
        let server = try server()
        defer { server.stop() }
        let task = UncachedSharedSession.session.dataTask(with: server.url("/slow")) { _, _, _ in }
        task.resume()
        weak var released: BodyLengthWatch?
        do {
            let watch = BodyLengthWatch(limit: 8)
            watch.start(watching: task) { _ in }
            released = watch
        }
        #expect(released == nil)
        await waitUntil("the request to arrive") { server.requestCount("/slow") == 1 }
        task.cancel()
        await waitUntil("the connection to close", seconds: TestTimeouts.hangUp) { server.hangUps == ["/slow"] }
    }
}
