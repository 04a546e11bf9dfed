import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1, for tests and benchmarks that load from "the network" without
/// leaving the machine: it listens on a port the system picks, answers each connection on its own
/// thread with the route registered for the request's path, and closes the connection after answering.
///
/// Routes describe bad servers as well as good ones: a response held until the test releases it (a
/// slow server, with no sleeping on either side), a body cut off half way, a body of any size streamed
/// without being held in memory (its length announced, or ended by closing, or chunked), redirects.
/// Nothing but the loopback address is ever contacted: the server only accepts, and the URLs it hands
/// out name 127.0.0.1.
public final class LoopbackHTTPServer: Sendable {
    /// What the server does for one path.
    public enum Route: Sendable {
        /// Answers with `status`, `headers` and `body` (a `Content-Length` header is added).
        case respond(status: Int, headers: [String: String], body: Data)
        /// As `respond`, once `gate` is opened with `release(_:)` (held at most the server's `maximumHold`).
        /// The status line is sent at once, and a header line every `heldHeartbeat` while it is held.
        case held(gate: String, status: Int, headers: [String: String], body: Data)
        /// Announces `body.count` bytes, sends the first `sentBytes` of them and closes the connection.
        case dropped(body: Data, sentBytes: Int)
        /// Streams `byteCount` bytes of `byte` in chunks; with `announcesLength` false the length is
        /// not sent and the body ends when the connection closes.
        case stream(byteCount: Int, byte: UInt8, announcesLength: Bool)
        /// Redirects (302) to `location`, a path on this server or an absolute URL.
        case redirect(to: String)
        /// Sends the head (announcing `byteCount` bytes, or with `announcesLength` false no length) and
        /// the first `sentBytes` bytes of `byte`, then holds the rest until `gate` is opened (the rest
        /// then follows) or the client hangs up (counted in `hangUps`): a body still being sent, which a
        /// client that gives up on it part way leaves unfinished.
        case stalled(byteCount: Int, sentBytes: Int, announcesLength: Bool, gate: String)
        /// Sends a chunked body (`Transfer-Encoding: chunked`: no length, each 64 KiB chunk sized as it
        /// goes) of `byteCount` bytes: the first `sentBytes`, then the rest once `gate` is opened, or
        /// nothing more when the client hangs up (counted in `hangUps`). To the client, a body that may
        /// never end; to the test, one that ends (`maximumHold` at most).
        case chunked(byteCount: Int, sentBytes: Int, gate: String)

        /// A 200 answer with `body` of `contentType`.
        public static func ok(_ body: Data, contentType: String) -> Route {
            .respond(status: 200, headers: ["Content-Type": contentType], body: body)
        }
    }

    /// The longest a held response waits for its gate by default, so a connection a test forgets to
    /// release still ends; longer than a test waits for a cancelled client to hang up
    /// (`TestTimeouts.hangUp`), so a hold does not expire before the hang-up it is waited on for.
    public static let defaultMaximumHold: Duration = .seconds(600)
    /// The longest a held response waits for its gate on this server.
    public let maximumHold: Duration
    /// How often a held response sends a header line while its gate is shut.
    public let heldHeartbeat: Duration

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    /// Guarded by `LockedState`, not `Mutex`, so ThreadSanitizer sees the lock (see `LockedState`).
    private let state = LockedState(State())
    private let gates = GateTable()

    private struct State {
        var routes: [String: Route] = [:]
        var requests: [String] = []
        var hangUps: [String] = []
        var expiredHolds: [String] = []
        var stopped = false
    }

    /// Listens on 127.0.0.1 at a free port; throws when the socket cannot be made.
    public init(
        routes: [String: Route] = [:], maximumHold: Duration = defaultMaximumHold,
        heldHeartbeat: Duration = .seconds(10)
    ) throws {
        self.maximumHold = maximumHold
        self.heldHeartbeat = heldHeartbeat
        let (descriptor, port) = try Self.listen()
        self.listener = descriptor
        self.port = port
        state.withLock { $0.routes = routes }
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackHTTPServer \(port)"
        thread.start()
    }

    deinit { stop() }

    /// The URL of `path` (which starts with "/") on this server.
    ///
    /// It carries the server's own query (`?server=…`, ignored when routing), so no two servers' URLs are
    /// equal even when a later server is given a port an earlier one had: what is cached by URL (decoded
    /// images) never crosses from one test's server to another's.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)?server=\(instance)")
            ?? URL(fileURLWithPath: "/invalid-loopback-path")
    }

    /// Tells this server's URLs from those of servers that had its port before.
    private let instance = UUID().uuidString

    /// Adds or replaces the route for `path`.
    public func setRoute(_ path: String, _ route: Route) {
        state.withLock { $0.routes[path] = route }
    }

    /// The paths requested so far, in the order their requests arrived.
    public var requests: [String] { state.withLock { $0.requests } }

    /// The paths of held requests whose client closed the connection before the response was released
    /// (a cancelled download), in the order that was noticed.
    public var hangUps: [String] { state.withLock { $0.hangUps } }

    /// The paths of held requests whose gate stayed shut past `maximumHold`: the server closed them
    /// without an answer (not a hang-up: on a machine slow enough for this, a test's premise failed).
    public var expiredHolds: [String] { state.withLock { $0.expiredHolds } }

    /// How many requests asked for `path`.
    public func requestCount(_ path: String) -> Int { requests.count { $0 == path } }

    /// Lets the responses held on `gate` go (now and from now on).
    public func release(_ gate: String) { gates.open(gate) }

    /// Stops accepting; connections being answered finish on their own.
    public func stop() {
        let wasRunning = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped
        }
        guard wasRunning else { return }
        gates.openAll()
        // Shutting the listening socket down wakes the thread blocked in `accept`.
        _ = shutdown(listener, Int32(SHUT_RDWR))
        _ = close(listener)
    }

    // MARK: Sockets

    struct SocketError: Error, CustomStringConvertible {
        let description: String
    }

    private static func listen() throws -> (Int32, UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError(description: "socket: errno \(errno)") }
        var reuse: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafeBytes(of: &address) { raw in
            bind(descriptor, raw.bindMemory(to: sockaddr.self).baseAddress, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
        guard bound == 0, Glibc.listen(descriptor, 128) == 0 else {
            _ = close(descriptor)
            throw SocketError(description: "bind or listen on 127.0.0.1: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutableBytes(of: &address) { raw in
            getsockname(descriptor, raw.bindMemory(to: sockaddr.self).baseAddress, &length)
        }
        guard named == 0 else {
            _ = close(descriptor)
            throw SocketError(description: "getsockname: errno \(errno)")
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in
                answer(connection)
                _ = close(connection)
            }
            thread.start()
        }
    }

    private func answer(_ connection: Int32) {
        guard let path = Self.readRequestPath(connection) else { return }
        let route = state.withLock { state in
            state.requests.append(path)
            return state.routes[path]
        }
        let writer = ConnectionWriter(descriptor: connection)
        guard let route else {
            writer.respond(status: 404, headers: ["Content-Type": "text/plain"], body: Data("not found\n".utf8))
            return
        }
        switch route {
        case .respond(let status, let headers, let body):
            writer.respond(status: status, headers: headers, body: body)
        case .held(let gate, let status, let headers, let body):
            // The status line goes at once and a header line every few seconds while the gate is shut,
            // as a slow server's trickle: URLSession gives up on a request after 60 s with no byte
            // (its default `timeoutIntervalForRequest`), and in a loaded full run a test's turn to
            // release the gate can come later than that (`MainQueue` explains why).
            writer.statusLine(status)
            let outcome = gates.wait(
                gate, atMost: maximumHold, abandoned: { Self.peerHasClosed(connection) },
                every: heldHeartbeat, heartbeat: { writer.send(Data("X-Held: waiting\r\n".utf8)) })
            // Whatever happens, the head is finished: FoundationNetworking traps ("Transfer completed,
            // but there's no response") on a connection that closes inside the head. An answer not let
            // go closes with its announced body missing, which the client reports as a lost connection.
            writer.headerLines(headers, length: body.count)
            switch outcome {
            case .released: writer.send(body)
            case .abandoned: state.withLock { $0.hangUps.append(path) }
            case .expired: state.withLock { $0.expiredHolds.append(path) }
            }
        case .dropped(let body, let sentBytes):
            writer.head(status: 200, headers: ["Content-Type": "application/octet-stream"], length: body.count)
            writer.send(body.prefix(max(0, min(sentBytes, body.count))))
        case .stream(let byteCount, let byte, let announcesLength):
            writer.head(
                status: 200, headers: ["Content-Type": "application/octet-stream"],
                length: announcesLength ? byteCount : nil)
            writer.stream(byteCount: byteCount, byte: byte)
        case .redirect(let location):
            let target = location.hasPrefix("/") ? url(location).absoluteString : location
            writer.respond(status: 302, headers: ["Location": target], body: Data())
        case .stalled(let byteCount, let sentBytes, let announcesLength, let gate):
            writer.head(
                status: 200, headers: ["Content-Type": "application/octet-stream"],
                length: announcesLength ? byteCount : nil)
            let sent = max(0, min(sentBytes, byteCount))
            writer.stream(byteCount: sent, byte: 0x41)
            // No heartbeat: inside the body, any byte sent would be part of it.
            let outcome = gates.wait(
                gate, atMost: maximumHold, abandoned: { Self.peerHasClosed(connection) },
                every: maximumHold, heartbeat: {})
            switch outcome {
            case .released: writer.stream(byteCount: byteCount - sent, byte: 0x41)
            case .abandoned: state.withLock { $0.hangUps.append(path) }
            case .expired: state.withLock { $0.expiredHolds.append(path) }
            }
        case .chunked(let byteCount, let sentBytes, let gate):
            answerChunked(writer, path: path, byteCount: byteCount, sentBytes: sentBytes, gate: gate)
        }
    }

    /// The `.chunked` route: its head and first chunks, then the rest (and the last, empty chunk) once
    /// `gate` opens; a client that hangs up first is counted.
    private func answerChunked(_ writer: ConnectionWriter, path: String, byteCount: Int, sentBytes: Int, gate: String) {
        writer.head(
            status: 200, headers: ["Content-Type": "application/octet-stream", "Transfer-Encoding": "chunked"],
            length: nil)
        let sent = max(0, min(sentBytes, byteCount))
        guard writer.streamChunks(byteCount: sent) else { return state.withLock { $0.hangUps.append(path) } }
        // No heartbeat: inside the body, any byte sent would be part of it.
        let outcome = gates.wait(
            gate, atMost: maximumHold, abandoned: { Self.peerHasClosed(writer.descriptor) },
            every: maximumHold, heartbeat: {})
        switch outcome {
        case .released:
            guard writer.streamChunks(byteCount: byteCount - sent) else {
                return state.withLock { $0.hangUps.append(path) }
            }
            writer.send(Data("0\r\n\r\n".utf8))
        case .abandoned: state.withLock { $0.hangUps.append(path) }
        case .expired: state.withLock { $0.expiredHolds.append(path) }
        }
    }

    /// True once the client has closed its end (a read would find the end of the stream).
    private static func peerHasClosed(_ connection: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(connection, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// The path of the request line, after reading the whole head (a request body is not read).
    private static func readRequestPath(_ connection: Int32) -> String? {
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while head.count < 64 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            head.append(contentsOf: buffer[0..<count])
            if head.count >= 4, head.indices.dropLast(3).contains(where: { head[$0..<$0 + 4].elementsEqual(end) }) {
                break
            }
        }
        let line = String(decoding: head.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        // Routed by path alone: the query is the server's instance (see `url(_:)`) or the client's own.
        return String(parts[1].prefix { $0 != "?" })
    }
}

/// Writes a response to one connection, ignoring a peer that has gone (`MSG_NOSIGNAL`: a peer that hangs
/// up mid-write must not kill the test process with SIGPIPE).
private struct ConnectionWriter {
    let descriptor: Int32

    func respond(status: Int, headers: [String: String], body: Data) {
        head(status: status, headers: headers, length: body.count)
        send(body)
    }

    func head(status: Int, headers: [String: String], length: Int?) {
        statusLine(status)
        headerLines(headers, length: length)
    }

    func statusLine(_ status: Int) {
        send(Data("HTTP/1.1 \(status) \(Self.reason(status))\r\n".utf8))
    }

    /// The rest of the head after the status line, ending with the empty line.
    func headerLines(_ headers: [String: String], length: Int?) {
        var lines = ["Connection: close"]
        if let length { lines.append("Content-Length: \(length)") }
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        send(Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
    }

    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let written = Glibc.send(descriptor, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Sends `byteCount` bytes of "A" as HTTP chunks of 64 KiB at most; false when the peer has gone.
    func streamChunks(byteCount: Int) -> Bool {
        let chunk = Data(repeating: 0x41, count: 64 * 1024)
        var left = byteCount
        while left > 0 {
            let part = chunk.prefix(left)
            let size = Data((String(part.count, radix: 16) + "\r\n").utf8)
            guard send(size), send(part), send(Data("\r\n".utf8)) else { return false }
            left -= part.count
        }
        return true
    }

    func stream(byteCount: Int, byte: UInt8) {
        let chunk = Data(repeating: byte, count: 64 * 1024)
        var left = byteCount
        while left > 0 {
            guard send(chunk.prefix(left)) else { return }
            left -= min(left, chunk.count)
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 302: return "Found"
        case 404: return "Not Found"
        case 500: return "Internal Server Error"
        default: return "Status"
        }
    }
}

/// Named gates held responses wait on; opening one lets its waiters and later arrivals through.
private final class GateTable: Sendable {
    private let open = LockedState(Set<String>())
    private let allOpen = Atomic<Bool>(false)
    private let condition = NSCondition()

    enum Outcome {
        case released, abandoned, expired
    }

    /// Waits until `gate` opens, `abandoned` says the waiter is gone (asked every few milliseconds), or
    /// `limit` passes, calling `heartbeat` every `interval` meanwhile.
    func wait(
        _ gate: String, atMost limit: Duration, abandoned: () -> Bool, every interval: Duration,
        heartbeat: () -> Void
    ) -> Outcome {
        let deadline = Date().addingTimeInterval(Self.seconds(limit))
        var nextBeat = Date().addingTimeInterval(Self.seconds(interval))
        condition.lock()
        defer { condition.unlock() }
        while !isOpen(gate) {
            if abandoned() { return .abandoned }
            if Date() >= deadline { return .expired }
            if Date() >= nextBeat {
                heartbeat()
                nextBeat = Date().addingTimeInterval(Self.seconds(interval))
            }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.005)))
        }
        return .released
    }

    func open(_ gate: String) {
        condition.lock()
        open.withLock { _ = $0.insert(gate) }
        condition.broadcast()
        condition.unlock()
    }

    func openAll() {
        condition.lock()
        allOpen.store(true, ordering: .sequentiallyConsistent)
        condition.broadcast()
        condition.unlock()
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func isOpen(_ gate: String) -> Bool {
        allOpen.load(ordering: .sequentiallyConsistent) || open.withLock { $0.contains(gate) }
    }
}
