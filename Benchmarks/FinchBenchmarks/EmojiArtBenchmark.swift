import EmojiArtKit
import Finch
import FinchCairo
import FinchCore
import Foundation

/// EmojiArt's four costs (issue 25): a pinch-zoom frame over 500 emoji and a 12-megapixel picture, a
/// 12-megapixel picture dropped from another program until its first frame, opening a document of
/// 10,000 emoji to its first frame, and the main thread's share of saving that document (the file is
/// made and written on the save queue) with the frames drawn meanwhile. Frames are those
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
        /// Which frame of the pinch was the worst (1 is the first), and its parts.
        let worstFrame: Int
        let worstParts: (update: Double, list: Double, paint: Double)
        /// The median of each part of the frames in real time: update and layout, display list, paint.
        let update: Double
        let list: Double
        let paint: Double
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

    /// One open's parts, in milliseconds: the file read and decoded into a document, then the window's
    /// first frame (update and layout, display list, paint).
    struct OpenPhases {
        var read = 0.0
        var update = 0.0
        var list = 0.0
        var paint = 0.0
    }

    struct DocumentResult {
        /// Opening the file (read, decoded, the document made) through the first frame, the first time
        /// and the median of the later times.
        let firstOpen: Double
        let open: Timing
        /// The first open's parts, and the median of each part over the later opens.
        let firstPhases: OpenPhases
        let laterPhases: OpenPhases
        /// The first open in the main thread's CPU time.
        let firstOpenCPU: Double
        /// What the first open added to the process: resident memory (bytes), page faults, and the
        /// kernel's CPU time (ms) serving them, which later opens into freed memory no longer pay.
        let firstOpenMemory: (residentBytes: Int, pageFaults: Int, kernelCPU: Double)
        /// A background save (an autosave, Ctrl+S): the main thread's share (taking the snapshot and
        /// queuing the write, then applying the result), and that share's median in CPU time.
        let saveMainThread: Timing
        let saveMainThreadCPU: Double
        /// From the start of a background save to its file written, the median.
        let saveWritten: Double
        /// The frames drawn at 60 Hz in real time while saves were written: how many, the longest one's
        /// work, the longest time from one frame's start to the next (16.7 ms when nothing held the main
        /// thread up), and how many started late (as the drop part counts them).
        let framesDuringSave: Int
        let longestFrameDuringSave: Double
        let longestGapDuringSave: Double
        let lateFramesDuringSave: Int
        /// A save the caller waits for (a close, a quit, Save As): all of it holds the main thread.
        let blockingSave: Timing
        let fileBytes: Int
        /// A frame of the open document with nothing changed, for the late-frame sum.
        let idleFrame: Double
        /// What the open window's graph holds: view nodes, layout nodes and animated values.
        let census: (viewNodes: Int, layoutNodes: Int, animations: Int)
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
        // The document decodes its picture on its file queue (as a read document does) and sets it on the
        // main queue: frames run, with the main run loop between them, until it is there (10 s at most).
        let deadline = Date().addingTimeInterval(10)
        var frames = 0
        while frames < 10 || (!canvas.hasBackgroundImage && Date() < deadline) {
            time += 1.0 / 60
            hosted.frame(at: time)
            frames += 1
            RunLoop.main.run(until: Date().addingTimeInterval(0.001))
        }
        guard canvas.hasBackgroundImage else { return nil }
        for _ in 0..<10 {
            time += 1.0 / 60
            hosted.frame(at: time)
        }
        let graph = hosted.graph
        let centre = CGPoint(x: 400, y: 300)
        graph.handle(MagnifyEvent(phase: .began, location: centre, scale: 1, time: time))
        let clock = ContinuousClock()
        var durations: [Duration] = []
        var cpu: [Double] = []
        var parts: (update: [Double], list: [Double], paint: [Double]) = ([], [], [])
        let count = 120
        for frame in 1...count {
            time += 1.0 / 60
            let progress = Double(frame) / Double(count)
            let scale = 1 + 1.5 * sin(progress * .pi)
            let began = clock.now
            let cpuBegan = ThreadCPUTime.milliseconds()
            graph.handle(MagnifyEvent(phase: .changed, location: centre, scale: scale, time: time))
            let part = hosted.timedFrame(at: time)
            parts.update.append(Timing.milliseconds(part.update))
            parts.list.append(Timing.milliseconds(part.list))
            parts.paint.append(Timing.milliseconds(part.paint))
            cpu.append(ThreadCPUTime.milliseconds() - cpuBegan)
            durations.append(clock.now - began)
        }
        graph.handle(MagnifyEvent(phase: .ended, location: centre, scale: 1, time: time + 1.0 / 60))
        let sorted = durations.map(Timing.milliseconds).sorted()
        let sortedCPU = cpu.sorted()
        let worstIndex = durations.indices.max { durations[$0] < durations[$1] } ?? 0
        return PinchResult(
            median: sorted[sorted.count / 2], worst: sorted.last ?? 0, frames: sorted.count,
            cpuMedian: sortedCPU[sortedCPU.count / 2], cpuWorst: sortedCPU.last ?? 0,
            worstFrame: worstIndex + 1,
            worstParts: (parts.update[worstIndex], parts.list[worstIndex], parts.paint[worstIndex]),
            update: median(parts.update), list: median(parts.list), paint: median(parts.paint))
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
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
        var phases: [OpenPhases] = []
        var firstOpenCPU = 0.0
        var firstOpenMemory = (residentBytes: 0, pageFaults: 0, kernelCPU: 0.0)
        var last: (session: DocumentSession, window: HostedWindow)?
        let clock = ContinuousClock()
        for run in 0..<6 {
            let file = folder.appendingPathComponent("art \(run).emojiart")
            guard (try? json.write(to: file)) != nil else { return nil }
            var opened: (session: DocumentSession, window: HostedWindow)?
            let cpuBegan = ThreadCPUTime.milliseconds()
            let usageBefore = ProcessUsage.now()
            var read = Duration.zero
            opens.append(clock.measure { opened = openWindow(file, controller: controller, read: &read) })
            if run == 0 {
                firstOpenCPU = ThreadCPUTime.milliseconds() - cpuBegan
                let usageAfter = ProcessUsage.now()
                firstOpenMemory = (
                    usageAfter.residentBytes - usageBefore.residentBytes,
                    usageAfter.pageFaults - usageBefore.pageFaults,
                    usageAfter.kernelCPU - usageBefore.kernelCPU
                )
            }
            guard let opened else { return nil }
            let frame = opened.window.firstFrame
            phases.append(
                OpenPhases(
                    read: Timing.milliseconds(read), update: Timing.milliseconds(frame.update),
                    list: Timing.milliseconds(frame.list), paint: Timing.milliseconds(frame.paint)))
            if let last { try? controller.close(last.session) }
            last = opened
        }
        guard let (session, window) = last else { return nil }
        let census = window.graph.census
        let counts = (census.live(.viewNode), census.live(.layoutNode), census.live(.animation))
        var time = 0.0
        let idle = measure(warmUp: 5, iterations: 30) {
            time += 1.0 / 60
            window.frame(at: time)
        }
        var blocking: [Duration] = []
        for run in 0..<10 {
            let file = folder.appendingPathComponent("saved \(run % 2).emojiart")
            blocking.append(clock.measure { try? controller.save(session, to: file) })
        }
        let background = backgroundSaves(of: session, in: window, controller: controller, time: &time)
        let saved = folder.appendingPathComponent("saved 0.emojiart")
        let bytes = (try? FileManager.default.attributesOfItem(atPath: saved.path)[.size] as? Int) ?? 0
        return DocumentResult(
            firstOpen: Timing.milliseconds(opens[0]), open: Timing(Array(opens.dropFirst())),
            firstPhases: phases[0], laterPhases: medians(of: phases.dropFirst()),
            firstOpenCPU: firstOpenCPU, firstOpenMemory: firstOpenMemory, saveMainThread: Timing(background.shares),
            saveMainThreadCPU: background.sharesCPU.sorted()[background.sharesCPU.count / 2],
            saveWritten: background.written.sorted()[background.written.count / 2],
            framesDuringSave: background.frames.count, longestFrameDuringSave: background.frames.max() ?? 0,
            longestGapDuringSave: background.longestGap, lateFramesDuringSave: background.lateFrames,
            blockingSave: Timing(blocking),
            fileBytes: bytes, idleFrame: idle.median, census: counts)
    }

    /// One cold open of a 10,000-emoji document to its first frame, and nothing else: what a profiler
    /// looks at when the first open of a process is the question (`FinchBenchmarks emojiart open`).
    static func openOnce(emojiCount: Int = 10_000) -> (milliseconds: Double, phases: OpenPhases)? {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = SceneGraph(app: EmojiArtBenchmarkScenes.DocumentApp(), services: CairoBackend.shared.services)
        let file = folder.appendingPathComponent("art.emojiart")
        guard let group = scenes.windows.first?.documentGroup,
            let json = try? EmojiArtBenchmarkScenes.documentJSON(emojiCount: emojiCount),
            (try? json.write(to: file)) != nil
        else { return nil }
        let controller = DocumentController(
            definition: group, appName: "EmojiArtBenchmark", untitledFolder: folder, now: { 0 })
        var read = Duration.zero
        var opened: (session: DocumentSession, window: HostedWindow)?
        let began = monotonicSeconds()
        let took = ContinuousClock().measure { opened = openWindow(file, controller: controller, read: &read) }
        // When it ran on CLOCK_MONOTONIC, the clock `perf record --clockid monotonic` stamps samples with.
        print(String(format: "  ran from %.6f to %.6f s (CLOCK_MONOTONIC)", began, monotonicSeconds()))
        guard let frame = opened?.window.firstFrame else { return nil }
        let phases = OpenPhases(
            read: Timing.milliseconds(read), update: Timing.milliseconds(frame.update),
            list: Timing.milliseconds(frame.list), paint: Timing.milliseconds(frame.paint))
        return (Timing.milliseconds(took), phases)
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Opens `file` and its window to the first frame: what an open times. A function of its own, so that a
    /// profiler can count only the opens, one by one (`valgrind --tool=callgrind
    /// --toggle-collect='*openWindow*' --dump-after='*openWindow*'`).
    @inline(never)
    private static func openWindow(
        _ file: URL, controller: DocumentController, read: inout Duration
    ) -> (session: DocumentSession, window: HostedWindow)? {
        let clock = ContinuousClock()
        let began = clock.now
        guard let session = try? controller.open(file).get() else { return nil }
        read = clock.now - began
        return (session, HostedWindow(size: size, content: session.rootView))
    }

    /// Ten background saves of the edited document, each as an autosave or Ctrl+S makes it, with frames
    /// drawn at 60 Hz in real time on the main thread (whose run loop applies the result) until its file
    /// is written.
    private static func backgroundSaves(
        of session: DocumentSession, in window: HostedWindow, controller: DocumentController, time: inout Double
    ) -> BackgroundSaves {
        let clock = ContinuousClock()
        var result = BackgroundSaves()
        var loop = FrameLoop(clock: clock)
        loop.time = time
        for _ in 0..<10 {
            markEdited(session)
            let began = clock.now
            let cpuBegan = ThreadCPUTime.milliseconds()
            controller.saveInBackground(session)
            var share = clock.now - began
            var cpu = ThreadCPUTime.milliseconds() - cpuBegan
            while controller.hasUnfinishedSaves {
                loop.waitForNextFrame()
                let frameTime = loop.time
                result.frames.append(Timing.milliseconds(clock.measure { window.frame(at: frameTime) }))
            }
            result.written.append(Timing.milliseconds(clock.now - began))
            // Applying the result, when the run loop has not already (it then costs next to nothing).
            let applyBegan = ThreadCPUTime.milliseconds()
            share += clock.measure { controller.finishSaves() }
            cpu += ThreadCPUTime.milliseconds() - applyBegan
            result.shares.append(share)
            result.sharesCPU.append(cpu)
        }
        time = loop.time
        result.longestGap = Timing.milliseconds(loop.longestGap)
        result.lateFrames = loop.lateFrames
        return result
    }

    private struct BackgroundSaves {
        var shares: [Duration] = []
        var sharesCPU: [Double] = []
        var written: [Double] = []
        var frames: [Double] = []
        var longestGap = 0.0
        var lateFrames = 0
    }

    /// Marks the document edited as one intent would (one undo group), so the next save writes it.
    private static func markEdited(_ session: DocumentSession) {
        let manager = session.undoManager
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: session) { _ in }
        manager.endUndoGrouping()
    }

    /// Each part's median over `phases`.
    private static func medians(of phases: ArraySlice<OpenPhases>) -> OpenPhases {
        func median(_ part: KeyPath<OpenPhases, Double>) -> Double {
            let sorted = phases.map { $0[keyPath: part] }.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        return OpenPhases(read: median(\.read), update: median(\.update), list: median(\.list), paint: median(\.paint))
    }

    private static func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-emojiart-bench-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
