import Finch
import FinchTesting
import Foundation
import Testing

/// `URLSession`, `URLRequest` and `Data(contentsOf:)` come with `import Finch` alone (FoundationNetworking
/// is re-exported), and work against a server on 127.0.0.1 that each test starts.
@MainActor
@Suite("URLSession against the loopback server")
struct URLSessionLoopbackTests {
    @Test("data(from:) returns the body and a 200 response")
    func dataFrom() async throws {
        let server = try Loopback.server()
        // Kept to the end of the test (and stopped there): freed early, it would stop answering.
        defer { server.stop() }
        let (data, response) = try await URLSession.shared.data(from: server.url("/text.txt"))
        #expect(String(decoding: data, as: UTF8.self) == "hello, loopback")
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(server.requests == ["/text.txt"])
    }

    @Test("data(for:) with a URLRequest: a 404 is a response, not an error")
    func dataForRequest() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        var request = URLRequest(url: server.url("/missing"))
        request.httpMethod = "GET"
        request.setValue("finch-tests", forHTTPHeaderField: "User-Agent")
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        #expect(String(decoding: data, as: UTF8.self) == "not found\n")
    }

    @Test("dataTask(with:completionHandler:) completes off the main thread with the body")
    func dataTaskCompletion() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        let result = Latch<(bytes: Int, onMain: Bool)>()
        let task = URLSession.shared.dataTask(with: server.url("/image.png")) { data, _, _ in
            result.set((data?.count ?? -1, Thread.isMainThread))
        }
        task.resume()
        await waitUntil("the data task's completion") { result.value != nil }
        #expect(result.value?.bytes == Loopback.png.count)
        #expect(result.value?.onMain == false)
    }

    @Test("download(from:) writes the body to a file")
    func download() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        let (file, response) = try await URLSession.shared.download(from: server.url("/image.png"))
        defer { try? FileManager.default.removeItem(at: file) }
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(try Data(contentsOf: file) == Loopback.png)
    }

    @Test("Data(contentsOf:) of an http URL reads the body (FoundationNetworking linked)")
    func dataContentsOf() throws {
        let server = try Loopback.server()
        defer { server.stop() }
        // Blocks this thread while another answers; the server runs on its own threads.
        let data = try Data(contentsOf: server.url("/text.txt"))
        #expect(String(decoding: data, as: UTF8.self) == "hello, loopback")
    }

    @Test("A connection dropped half way is an error, not a short body")
    func droppedConnection() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        await #expect(throws: (any Error).self) {
            _ = try await URLSession.shared.data(from: server.url("/dropped"))
        }
    }

    @Test("A redirect is followed; a redirect loop ends in an error")
    func redirects() async throws {
        let server = try Loopback.server()
        defer { server.stop() }
        let (data, _) = try await URLSession.shared.data(from: server.url("/moved.png"))
        #expect(data == Loopback.png)
        let outcome = Latch<String>()
        let task = URLSession.shared.dataTask(with: server.url("/loop")) { _, response, error in
            outcome.set(error.map { "\($0)" } ?? "status \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        }
        task.resume()
        await waitUntil("the redirect loop to end", seconds: 60) { outcome.value != nil }
        task.cancel()
        #expect(outcome.value?.hasPrefix("status 2") == false)
        #expect(server.requestCount("/loop") < 100)
    }
}
