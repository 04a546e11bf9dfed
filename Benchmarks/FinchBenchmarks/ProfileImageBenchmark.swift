import Finch
import FinchCairo
import Foundation

/// ProfileImage's two costs (issue 7): a 12-megapixel camera JPEG picked and shown as the 100-pt avatar
/// (time to `.success` and to the first frame showing it, and peak memory), and the picker's grid of
/// 200 pictures (thumbnails decoded off the main thread while the grid scrolls: the longest frame).
///
/// The avatar path is the app's: an item provider for the file, `loadObject(ofClass: UIImage.self)` on a
/// background queue, `Image(uiImage:)` resizable, filled, 100×100, clipped to a circle.
@MainActor
enum ProfileImageBenchmark {
    struct AvatarResult {
        let toSuccess: Double
        let toFirstFrame: Double
        let secondFrame: Double
        let residentBefore: Int
        let peak: Int
        let decodedSize: CGSize
    }

    struct GridResult {
        /// Each frame's own work (update, layout, paint).
        let frames: Timing
        /// The longest time from one frame's start to the next (16.7 ms when none is held up).
        let longest: Double
        /// Frames that started more than 25 ms after the one before (one refresh missed).
        let lateFrames: Int
        let thumbnailsSeen: Int
        let seconds: Double
    }

    /// A photo-like picture (gradients and noise, so JPEG has detail to keep), encoded at quality 0.85.
    static func photoJPEG(width: Int, height: Int) -> Data? {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = UInt32((seed >> 16) & 0x1F)
                let red = UInt32(x * 255 / width) / 2 + noise * 3
                let green = UInt32(y * 255 / height) / 2 + noise * 2
                let blue = UInt32((x + y) * 255 / (width + height)) / 2 + noise * 4
                let word = 0xFF00_0000 | min(red, 255) << 16 | min(green, 255) << 8 | min(blue, 255)
                withUnsafeBytes(of: word) { word in
                    for index in 0..<4 { bytes[(y * width + x) * 4 + index] = word[index] }
                }
            }
        }
        guard let buffer = PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes) else {
            return nil
        }
        return PixbufEncoder.encode(buffer, as: .jpeg(quality: 0.85))
    }

    /// Writes the 12-megapixel JPEG the avatar benchmark picks; measure it in a fresh process
    /// (`avatar-measure`), so making the picture does not count in the peak memory.
    static func writeAvatarJPEG() -> URL? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("finch-12mp-\(getpid()).jpg")
        guard let jpeg = photoJPEG(width: 4000, height: 3000), (try? jpeg.write(to: file)) != nil else { return nil }
        return file
    }

    static func avatar(file: URL) -> AvatarResult? {
        guard let provider = NSItemProvider(contentsOf: file) else { return nil }
        let before = Memory.resident()
        let clock = ContinuousClock()
        let start = clock.now
        let loaded = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var picked: UIImage?
        provider.loadObject(ofClass: UIImage.self) { image, _ in
            picked = image as? UIImage
            loaded.signal()
        }
        loaded.wait()
        let success = clock.now
        guard let image = picked else { return nil }
        let view = Image(uiImage: image).resizable().scaledToFill().frame(width: 100, height: 100)
            .clipShape(Circle())
        let graph = ViewGraph(root: view, services: CairoBackend.shared.services)
        let window = CGSize(width: 390, height: 600)
        graph.layout(in: window)
        CairoBackend.shared.renderer.paint(graph.displayList, size: window, scale: 2)
        let firstFrame = clock.now
        graph.layout(in: window)
        CairoBackend.shared.renderer.paint(graph.displayList, size: window, scale: 2)
        let secondFrame = clock.now
        return AvatarResult(
            toSuccess: milliseconds(success - start), toFirstFrame: milliseconds(firstFrame - start),
            secondFrame: milliseconds(secondFrame - firstFrame), residentBefore: before, peak: Memory.peak(),
            decodedSize: image.size)
    }

    /// The picker over 200 pictures (3-megapixel JPEGs), scrolled from top to bottom at 60 frames a
    /// second while the main run loop delivers the thumbnails decoded in the background.
    static func grid() -> GridResult? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-pictures-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let jpeg = photoJPEG(width: 2000, height: 1500) else { return nil }
        for index in 0..<200 {
            try? jpeg.write(to: folder.appendingPathComponent(String(format: "photo-%03d.jpg", index)))
        }
        let window = CGSize(width: 390, height: 600)
        let hosted = HostedWindow(size: window, content: PhotoPickerView(folder: folder) { _ in })
        let graph = hosted.graph
        let clock = ContinuousClock()
        let start = clock.now
        var work: [Duration] = []
        var longestGap = Duration.zero
        var lateFrames = 0
        var seen = Set<ObjectIdentifier>()
        var time = 0.0
        var deadline = Date()
        var lastStart = clock.now
        // 60 frames a second for 12 s of real time: between frames the main run loop delivers the
        // thumbnails decoded in the background, as GTK's main loop would.
        for frame in 0..<(60 * 12) {
            deadline += 1.0 / 60
            RunLoop.main.run(until: deadline)
            let began = clock.now
            if frame > 0 {
                longestGap = max(longestGap, began - lastStart)
                if began - lastStart > .milliseconds(25) { lateFrames += 1 }
            }
            lastStart = began
            time += 1.0 / 60
            if frame < 60 * 8 {
                let scroll = ScrollEvent(
                    location: CGPoint(x: 195, y: 300), delta: CGSize(width: 0, height: 20), time: time)
                _ = graph.handle(scroll)
            }
            hosted.frame(at: time)
            work.append(clock.now - began)
            collectPixelBuffers(hosted.host.paint().items, into: &seen)
        }
        return GridResult(
            frames: Timing(work), longest: milliseconds(longestGap), lateFrames: lateFrames,
            thumbnailsSeen: seen.count,
            seconds: milliseconds(clock.now - start) / 1000)
    }

    private static func collectPixelBuffers(_ items: [DisplayItem], into seen: inout Set<ObjectIdentifier>) {
        for item in items {
            switch item {
            case .image(let run): if case .pixels(let buffer) = run.source { seen.insert(ObjectIdentifier(buffer)) }
            case .group(let group): collectPixelBuffers(group.children, into: &seen)
            default: break
            }
        }
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

/// This process's memory, from /proc (Linux), in megabytes.
enum Memory {
    static func resident() -> Int { field("VmRSS:") }
    /// The high-water mark of resident memory since the process started.
    static func peak() -> Int { field("VmHWM:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes / 1024
    }
}
