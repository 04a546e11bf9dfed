import Finch
import FinchTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A held answer must not let the client time out while the test is slow to release it. URLSession
/// (FoundationNetworking) fails a request after `timeoutIntervalForRequest` (60 s by default) with no
/// byte received, restarting that timer on every header line and body chunk (its `_EasyHandle`'s
/// `resetTimer()` in the header and write callbacks); in a loaded full run a test's turn to release can
/// come later than that. So the server sends the status line at once and a header line every
/// `heldHeartbeat`, then the rest of the head and the body on release.
@Suite("The loopback server's held answers")
struct LoopbackHeldAnswerTests {
    @Test("A held answer sends its status line at once and a header line every heartbeat, the rest on release")
    func heldAnswerTrickles() throws {
        let body = Data("held body".utf8)
        let server = try LoopbackHTTPServer(
            routes: ["/held": .held(gate: "g", status: 200, headers: ["Content-Type": "text/plain"], body: body)],
            heldHeartbeat: .milliseconds(50))
        defer { server.stop() }
        let socket = try RawClient(port: server.port)
        defer { socket.close() }
        try socket.send("GET /held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

        var received = try socket.read { Self.count("X-Held: waiting\r\n", in: $0) >= 2 }
        #expect(received.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(!received.contains("\r\n\r\n"), "the head must stay open while the answer is held")
        #expect(!received.contains("held body"))

        server.release("g")
        received += try socket.read { $0.hasSuffix("held body") }
        #expect(received.contains("Content-Length: 9\r\n"))
        #expect(received.contains("Content-Type: text/plain\r\n\r\nheld body"))
    }

    @Test("An answer never let go finishes its head, then closes with its body missing: URLSession fails, not traps")
    func expiredAnswerFinishesItsHead() async throws {
        // FoundationNetworking traps ("Transfer completed, but there's no response") when a connection
        // closes inside the head; a test process under AddressSanitizer died so.
        let server = try LoopbackHTTPServer(
            routes: ["/held": .held(gate: "never", status: 200, headers: [:], body: Data("body".utf8))],
            maximumHold: .milliseconds(200), heldHeartbeat: .milliseconds(50))
        defer { server.stop() }
        await #expect(throws: (any Error).self) {
            _ = try await URLSession.shared.data(from: server.url("/held"))
        }
        #expect(server.expiredHolds == ["/held"])
    }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}

/// A blocking TCP client for the test above, with a receive timeout so a broken server fails the test
/// rather than hanging it.
private struct RawClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafeBytes(of: &address) { raw in
            Glibc.connect(
                descriptor, raw.bindMemory(to: sockaddr.self).baseAddress, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
        guard connected == 0 else {
            _ = Glibc.close(descriptor)
            throw Failure(description: "connect: errno \(errno)")
        }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
            throw Failure(description: "send: errno \(errno)")
        }
    }

    /// Reads until `done` holds for what this call read (as UTF-8), or fails on an error, the end of
    /// the stream or the receive timeout.
    func read(until done: (String) -> Bool) throws -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !done(String(decoding: bytes, as: UTF8.self)) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else {
                throw Failure(description: "recv gave \(count) (errno \(errno)) after \(bytes.count) bytes")
            }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func close() { _ = Glibc.close(descriptor) }
}
