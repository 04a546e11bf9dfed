import EmojiArtKit
import Finch
import FinchCairo
import FinchCore
import Foundation

/// EmojiArt's four costs (issue 25): a pinch-zoom frame over 500 emoji and a 12-megapixel picture, a
/// 12-megapixel picture dropped from another program until its first frame, opening a document of
/// 10,000 emoji to its first frame, and the main-thread time of saving that document. Frames are those
/// of an 800 × 700 window at 60 Hz on a virtual clock, timed in real time (update, layout, display list,
/// paint).
@MainActor
enum EmojiArtBenchmark {
    static let size = CGSize(width: 800, height: 700)
    static let frameBudget = 1000.0 / 60

    struct PinchResult {
        let median: Double
        let worst: Double
        let frames: Int
        /// The same frames in the main thread's CPU time.
        let cpuMedian: Double
        let cpuWorst: Double
    }

    struct DropResult {
        /// The drop itself on the main thread (targeting, starting the load).
        let drop: Double
        /// The longest frame's work, and the longest time from one frame's start to the next (16.7 ms
        /// when nothing held the main thread up), until the frame that first drew the picture.
        let longestFrame: Double
        let longestGap: Double
        /// From the drop to the end of the first frame drawing the picture, and that frame's work.
        let toFirstFrame: Double
        let firstFrame: Double
        let lateFrames: Int
        /// The same in the main thread's CPU time (the longest gap's is what the main thread ran from one
        /// frame's start to the next: the frame and whatever the run loop delivered), which the other work
        /// sharing this machine's cores does not lengthen.
        let longestFrameCPU: Double
        let longestGapCPU: Double
        let firstFrameCPU: Double
    }

    struct DocumentResult {
        /// Opening the file (read, decoded, the document made) through the first frame, the first time
        /// and the median of the later times.
        let firstOpen: Double
        let open: Timing
        /// The first open in the main thread's CPU time.
        let firstOpenCPU: Double
        /// One save (snapshot, encode, write) on the main thread, and its median in CPU time.
        let save: Timing
        let saveCPU: Double
        let fileBytes: Int
        /// A frame of the open document with nothing changed, for the late-frame sum.
        let idleFrame: Double
    }

    /// A 4000 × 3000 JPEG, made once.
    static let picture = ProfileImageBenchmark.photoJPEG(width: 4000, height: 3000)

    // MARK: Pinch

    /// Pinches the canvas from 1× to 2.5× and back over 2 s of frames (the picture zoomed to fit first).
    static func pinch(emojiCount: Int = 500) -> PinchResult? {
        guard let picture else { return nil }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = EmojiArtBenchmarkScenes.canvas(
            emojiCount: emojiCount, backgroundImageData: picture, imagesFolder: folder)
        let hosted = HostedWindow(size: size, content: canvas.view)
        hosted.runFirstIdle()
        var time = 0.0
        for _ in 0..<10 {
            time += 1.0 / 60
            hosted.frame(at: time)
        }
        guard canvas.hasBackgroundImage else { return nil }
        let graph = hosted.graph
        let centre = CGPoint(x: 400, y: 300)
        graph.handle(MagnifyEvent(phase: .began, location: centre, scale: 1, time: time))
        let clock = ContinuousClock()
        var durations: [Duration] = []
        var cpu: [Double] = []
        let count = 120
        for frame in 1...count {
            time += 1.0 / 60
            let progress = Double(frame) / Double(count)
            let scale = 1 + 1.5 * sin(progress * .pi)
            let began = clock.now
            let cpuBegan = ThreadCPUTime.milliseconds()
            graph.handle(MagnifyEvent(phase: .changed, location: centre, scale: scale, time: time))
            _ = hosted.timedFrame(at: time)
            cpu.append(ThreadCPUTime.milliseconds() - cpuBegan)
            durations.append(clock.now - began)
        }
        graph.handle(MagnifyEvent(phase: .ended, location: centre, scale: 1, time: time + 1.0 / 60))
        let sorted = durations.map(Timing.milliseconds).sorted()
        let sortedCPU = cpu.sorted()
        return PinchResult(
            median: sorted[sorted.count / 2], worst: sorted.last ?? 0, frames: sorted.count,
            cpuMedian: sortedCPU[sortedCPU.count / 2], cpuWorst: sortedCPU.last ?? 0)
    }

    // MARK: Drop

    /// Drops the 12-megapixel JPEG's bytes on the canvas of 500 emoji as another program offers a picture
    /// (`image/jpeg`, made into an item provider as the GTK host does), running 60 frames a second in
    /// real time, the main run loop delivering the load between frames, until 30 frames after the
    /// picture is drawn (at most 10 s).
    static func drop(emojiCount: Int = 500) -> DropResult? {
        guard let picture else { return nil }
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = EmojiArtBenchmarkScenes.canvas(
            emojiCount: emojiCount, backgroundImageData: nil, imagesFolder: folder)
        let hosted = HostedWindow(size: size, content: canvas.view)
        hosted.runFirstIdle()
        let clock = ContinuousClock()
        var loop = FrameLoop(clock: clock)
        var dropTook = Duration.zero
        var droppedAt = clock.now
        var toFirstFrame = Duration.zero
        var firstFrame = Duration.zero
        var longestFrame = Duration.zero
        var firstFrameCPU = 0.0
        var longestFrameCPU = 0.0
        var shownFrames = 0
        for frame in 0..<600 {
            loop.waitForNextFrame()
            if frame == 10 {
                droppedAt = clock.now
                dropTook = clock.measure { dropPicture(picture, on: hosted.graph) }
            }
            let hadImage = canvas.hasBackgroundImage
            let cpuBegan = ThreadCPUTime.milliseconds()
            let work = clock.measure { hosted.frame(at: loop.time) }
            let workCPU = ThreadCPUTime.milliseconds() - cpuBegan
            if hadImage && shownFrames == 0 {
                firstFrame = work
                firstFrameCPU = workCPU
                toFirstFrame = clock.now - droppedAt
            }
            if hadImage {
                shownFrames += 1
                if shownFrames > 30 { break }
            } else {
                longestFrame = max(longestFrame, work)
                longestFrameCPU = max(longestFrameCPU, workCPU)
            }
        }
        guard shownFrames > 0 else { return nil }
        return DropResult(
            drop: Timing.milliseconds(dropTook), longestFrame: Timing.milliseconds(max(longestFrame, firstFrame)),
            longestGap: Timing.milliseconds(loop.longestGap), toFirstFrame: Timing.milliseconds(toFirstFrame),
            firstFrame: Timing.milliseconds(firstFrame), lateFrames: loop.lateFrames,
            longestFrameCPU: max(longestFrameCPU, firstFrameCPU), longestGapCPU: loop.longestGapCPU,
            firstFrameCPU: firstFrameCPU)
    }

    private static func dropPicture(_ picture: Data, on graph: ViewGraph) {
        let mime = "image/jpeg"
        graph.dragEntered(offering: DesktopDropFormats.typeIdentifiers(offeredAs: [mime])) {
            let items = (try? DesktopDropFormats.items(from: picture, mimeType: mime)) ?? []
            return items.map { $0.itemProvider() }
        }
        graph.dragMoved(to: CGPoint(x: 400, y: 300))
        graph.drop(at: CGPoint(x: 400, y: 300))
    }

    /// Real-time frames at 60 Hz: waits on the main run loop (which runs what was queued for it) until
    /// the next frame is due, and keeps the longest time between frames' starts.
    struct FrameLoop {
        let clock: ContinuousClock
        var time = 0.0
        var longestGap = Duration.zero
        var lateFrames = 0
        /// The longest gap in the main thread's CPU time.
        var longestGapCPU = 0.0
        private var deadline = Date()
        private var lastStart: ContinuousClock.Instant?
        private var lastStartCPU = 0.0

        init(clock: ContinuousClock) { self.clock = clock }

        mutating func waitForNextFrame() {
            deadline += 1.0 / 60
            RunLoop.main.run(until: deadline)
            let began = clock.now
            let beganCPU = ThreadCPUTime.milliseconds()
            if let lastStart {
                longestGap = max(longestGap, began - lastStart)
                longestGapCPU = max(longestGapCPU, beganCPU - lastStartCPU)
                if began - lastStart > .milliseconds(25) { lateFrames += 1 }
            }
            lastStart = began
            lastStartCPU = beganCPU
            time += 1.0 / 60
        }
    }

    // MARK: Open and save

    /// Writes a document of `emojiCount` emoji, opens it through the document controller into a window
    /// (to its first frame) six times, and saves it ten times to a temporary folder.
    static func document(emojiCount: Int = 10_000) -> DocumentResult? {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = SceneGraph(app: EmojiArtBenchmarkScenes.DocumentApp(), services: CairoBackend.shared.services)
        guard let group = scenes.windows.first?.documentGroup,
            let json = try? EmojiArtBenchmarkScenes.documentJSON(emojiCount: emojiCount)
        else { return nil }
        let controller = DocumentController(
            definition: group, appName: "EmojiArtBenchmark", untitledFolder: folder, now: { 0 })
        var opens: [Duration] = []
        var firstOpenCPU = 0.0
        var last: (session: DocumentSession, window: HostedWindow)?
        let clock = ContinuousClock()
        for run in 0..<6 {
            let file = folder.appendingPathComponent("art \(run).emojiart")
            guard (try? json.write(to: file)) != nil else { return nil }
            var opened: (session: DocumentSession, window: HostedWindow)?
            let cpuBegan = ThreadCPUTime.milliseconds()
            opens.append(
                clock.measure {
                    guard let session = try? controller.open(file).get() else { return }
                    opened = (session, HostedWindow(size: size, content: session.rootView))
                })
            if run == 0 { firstOpenCPU = ThreadCPUTime.milliseconds() - cpuBegan }
            guard let opened else { return nil }
            if let last { try? controller.close(last.session) }
            last = opened
        }
        guard let (session, window) = last else { return nil }
        var time = 0.0
        let idle = measure(warmUp: 5, iterations: 30) {
            time += 1.0 / 60
            window.frame(at: time)
        }
        var saves: [Duration] = []
        var savesCPU: [Double] = []
        for run in 0..<10 {
            let file = folder.appendingPathComponent("saved \(run % 2).emojiart")
            let cpuBegan = ThreadCPUTime.milliseconds()
            saves.append(clock.measure { try? controller.save(session, to: file) })
            savesCPU.append(ThreadCPUTime.milliseconds() - cpuBegan)
        }
        let saved = folder.appendingPathComponent("saved 0.emojiart")
        let bytes = (try? FileManager.default.attributesOfItem(atPath: saved.path)[.size] as? Int) ?? 0
        return DocumentResult(
            firstOpen: Timing.milliseconds(opens[0]), open: Timing(Array(opens.dropFirst())),
            firstOpenCPU: firstOpenCPU, save: Timing(saves), saveCPU: savesCPU.sorted()[savesCPU.count / 2],
            fileBytes: bytes, idleFrame: idle.median)
    }

    private static func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-emojiart-bench-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
