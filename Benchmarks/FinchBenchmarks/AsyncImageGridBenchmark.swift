import Finch
import FinchCairo
import FinchTesting
import Foundation

/// A grid of 100 `AsyncImage`s loaded from the loopback server, scrolled at 60 Hz: once every picture has
/// loaded (and sits in the decoded-image cache), no frame may be late.
@MainActor
enum AsyncImageGridBenchmark {
    static let count = 100
    static let window = CGSize(width: 390, height: 600)

    struct Grid: View {
        let urls: [URL]

        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                    ForEach(urls, id: \.self) { url in
                        AsyncImage(url: url) { image in
                            image.resizable().scaledToFill()
                        } placeholder: {
                            Color.gray.opacity(0.2)
                        }
                        .frame(width: 90, height: 90)
                        .clipped()
                    }
                }
            }
        }
    }

    struct Result {
        let frames: Timing
        let longestWork: Double
        let longestGap: Double
        let lateFrames: Int
        let timedFrames: Int
        let loadSeconds: Double
        let requests: Int
        let picturesDrawn: Int
    }

    /// 100 distinct 256 × 256 PNGs; the grid is scrolled down and up until all have been requested and
    /// drawn (the load), then for 6 s more at 60 Hz, each frame's work timed (the result).
    static func run() -> Result? {
        guard let png = picture(side: 256) else { return nil }
        var routes: [String: LoopbackHTTPServer.Route] = [:]
        for index in 0..<count { routes["/\(index).png"] = .ok(png, contentType: "image/png") }
        guard let server = try? LoopbackHTTPServer(routes: routes) else { return nil }
        defer { server.stop() }
        let urls = (0..<count).map { server.url("/\($0).png") }
        let hosted = HostedWindow(size: window, content: Grid(urls: urls))
        let clock = ContinuousClock()
        let start = clock.now
        var time = 0.0
        var step: CGFloat = 40
        var deadline = Date()
        var seen = Set<ObjectIdentifier>()
        var loaded: Duration?
        var work: [Duration] = []
        var longestGap = Duration.zero
        var lateFrames = 0
        var lastStart = clock.now
        // At most 20 s of loading, then 6 s of timed scrolling.
        for _ in 0..<(60 * 26) {
            deadline += 1.0 / 60
            // Between frames the main queue delivers the pictures decoded in the background, as GTK's
            // main loop would.
            RunLoop.main.run(until: deadline)
            let began = clock.now
            time += 1.0 / 60
            // At an end the direction turns, so every frame scrolls.
            let point = CGPoint(x: window.width / 2, y: window.height / 2)
            if hosted.graph.scroll(at: point, by: CGSize(width: 0, height: step)) == .zero {
                step = -step
                hosted.graph.scroll(at: point, by: CGSize(width: 0, height: step))
            }
            hosted.frame(at: time)
            if loaded != nil {
                work.append(clock.now - began)
                longestGap = max(longestGap, began - lastStart)
                if began - lastStart > .milliseconds(25) { lateFrames += 1 }
                if work.count == 60 * 6 { break }
            } else {
                collect(hosted.host.paint().items, into: &seen)
                if server.requests.count == count, seen.count >= count { loaded = clock.now - start }
            }
            lastStart = began
        }
        guard let loaded, !work.isEmpty else { return nil }
        return Result(
            frames: Timing(work), longestWork: Timing.milliseconds(work.max() ?? .zero),
            longestGap: Timing.milliseconds(longestGap), lateFrames: lateFrames, timedFrames: work.count,
            loadSeconds: Timing.milliseconds(loaded) / 1000, requests: server.requests.count,
            picturesDrawn: seen.count)
    }

    /// A square PNG with a gradient, so each picture costs what a photo thumbnail does to draw.
    private static func picture(side: Int) -> Data? {
        var bytes = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let offset = (y * side + x) * 4
                bytes[offset] = UInt8(x * 255 / side)
                bytes[offset + 1] = UInt8(y * 255 / side)
                bytes[offset + 2] = 128
            }
        }
        guard let pixels = PixelBuffer(width: side, height: side, stride: side * 4, bytes: bytes) else { return nil }
        return UIImage(pixelBuffer: pixels).pngData()
    }

    private static func collect(_ items: [DisplayItem], into seen: inout Set<ObjectIdentifier>) {
        for item in items {
            switch item {
            case .image(let run): if case .pixels(let buffer) = run.source { seen.insert(ObjectIdentifier(buffer)) }
            case .group(let group): collect(group.children, into: &seen)
            default: break
            }
        }
    }
}
