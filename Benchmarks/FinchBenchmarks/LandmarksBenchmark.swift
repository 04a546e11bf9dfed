import Finch
import FinchCore
import Foundation
import LandmarksKit

/// The Landmarks app in a hosted window of an iPhone's size: its first frame, a tap on a list row to
/// the first frame of the detail page's push (whose map is the process's first the first time), and
/// the memory held once maps have been shown. Run in a process of its own (`landmarks-measure`), so
/// the first map really is the first and the peak memory is the app's.
@MainActor
enum LandmarksBenchmark {
    static let window = CGSize(width: 390, height: 844)

    struct Result {
        /// Making the window and its first frame: the model decoded, the Featured tab drawn.
        let firstFrame: Double
        /// The first tap on a row: the page, its map and the tile archive opened.
        let firstTap: Double
        /// The later taps, one per landmark (the archive open, each map's tiles new).
        let taps: Timing
        let residentBefore: Int
        let peak: Int
    }

    /// The rows of the list, in the order `landmarkData.json` gives them.
    static let rows = [
        "Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail", "St. Mary Lake", "Twin Lake", "Lake McDonald",
        "Charley Rivers", "Icy Bay", "Rainbow Lake", "Hidden Lake", "Chincoteague", "Lake Umbagog",
    ]

    static func run() -> Result? {
        // Favourites go to a folder of the benchmark's own, never the user's.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Memory.resident()
        let clock = ContinuousClock()
        var made: HostedWindow?
        let first = clock.measure {
            made = HostedWindow(
                size: window,
                content: ContentView().environmentObject(ModelData(favorites: FavoritesStore(folder: folder))))
        }
        guard let hosted = made else { return nil }
        // The window is idle once its first frame is up (a person takes far longer to tap than this).
        hosted.runFirstIdle()
        var time = 1.0 / 60
        hosted.frame(at: time)
        guard tap("List", in: hosted, at: &time) != nil else { return nil }
        for _ in 0..<10 {
            time += 1.0 / 60
            hosted.frame(at: time)
        }
        var taps: [Duration] = []
        for name in rows.prefix(8) {
            guard let duration = tap(name, in: hosted, at: &time) else { return nil }
            taps.append(duration)
            for _ in 0..<40 {
                time += 1.0 / 60
                hosted.frame(at: time)
            }
            goBack(in: hosted, at: &time)
        }
        guard let firstTap = taps.first else { return nil }
        return Result(
            firstFrame: Timing.milliseconds(first), firstTap: Timing.milliseconds(firstTap),
            taps: Timing(Array(taps.dropFirst())), residentBefore: before, peak: Memory.peak())
    }

    /// Taps the first drawn `text` and returns how long the frame after it took (nil when not drawn).
    private static func tap(_ text: String, in hosted: HostedWindow, at time: inout Double) -> Duration? {
        guard let frame = hosted.graph.frames(ofText: text).first else { return nil }
        let point = CGPoint(x: frame.midX, y: frame.midY)
        time += 1.0 / 60
        hosted.graph.handle(PointerEvent(phase: .began, location: point, time: time))
        hosted.graph.handle(PointerEvent(phase: .ended, location: point, time: time))
        let parts = hosted.timedFrame(at: time)
        return parts.update + parts.list + parts.paint
    }

    /// Pops the page (Escape, as the back button) and lets the slide end.
    private static func goBack(in hosted: HostedWindow, at time: inout Double) {
        time += 1.0 / 60
        _ = hosted.graph.handle(KeyEvent(phase: .down, characters: "", keyCode: 0xff1b, modifiers: [], time: time))
        for _ in 0..<40 {
            time += 1.0 / 60
            hosted.frame(at: time)
        }
    }
}
