import Finch
import FinchTesting
import Foundation
import Synchronization
import Testing

/// The loopback server every network test starts for itself, with one route per kind of answer.
enum Loopback {
    static let imageSize = (width: 40, height: 30)

    /// A 40 × 30 opaque red PNG.
    static let png: Data = {
        let (width, height) = imageSize
        let red: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]  // premultiplied ARGB, little-endian words
        let bytes = [UInt8]((0..<(width * height)).flatMap { _ in red })
        let pixels = PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
        return pixels.flatMap { UIImage(pixelBuffer: $0).pngData() } ?? Data()
    }()

    /// `maximumHold`: how long `/slow.png` may wait for its gate (a test that cancels it waits longer
    /// than the default when the machine is slow, as under AddressSanitizer).
    static func server(maximumHold: Duration = LoopbackHTTPServer.defaultMaximumHold) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(
            routes: [
                "/image.png": .ok(png, contentType: "image/png"),
                "/other.png": .ok(png, contentType: "image/png"),
                "/slow.png": .held(gate: "slow", status: 200, headers: ["Content-Type": "image/png"], body: png),
                "/text.txt": .ok(Data("hello, loopback".utf8), contentType: "text/plain"),
                "/dropped": .dropped(body: Data(repeating: 7, count: 256 * 1024), sentBytes: 100 * 1024),
                "/huge": .stream(byteCount: 50 * 1024 * 1024, byte: 0x89, announcesLength: true),
                "/huge-unannounced": .stream(byteCount: 50 * 1024 * 1024, byte: 0x89, announcesLength: false),
                "/loop": .redirect(to: "/loop"),
                "/moved.png": .redirect(to: "/image.png"),
            ], maximumHold: maximumHold)
    }
}

/// Waits (no sleeping) until `condition` holds, for at most `seconds` of real time: work finished on
/// a background queue reaches the main actor through the main queue, which runs while this waits.
@MainActor
func waitUntil(_ what: String, seconds: Double = 60, _ condition: () -> Bool) async {
    let held = await MainQueue.wait(seconds: seconds, until: condition)
    if !held { Issue.record("\(what) did not happen within \(seconds) s") }
}

/// As `waitUntil`, moving `window`'s virtual clock a frame per turn so its changes are drawn.
@MainActor
func waitUntil(_ what: String, in window: TestWindow, seconds: Double = 60, _ condition: () -> Bool) async {
    let held = await MainQueue.wait(seconds: seconds, eachTurn: { window.advance(by: 1.0 / 60) }, until: condition)
    if !held {
        Issue.record("\(what) did not happen within \(seconds) s; the window shows:\n\(window.displayList.dump())")
    }
}

/// A value set from another thread, read on the main actor.
final class Latch<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    init() {}
    func set(_ value: Value) { stored.withLock { $0 = value } }
    var value: Value? { stored.withLock { $0 } }
}

/// True on the main queue. (Not `Thread.isMainThread`: under the test runner the main queue may be
/// drained by a thread other than the process's first.)
func isMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
