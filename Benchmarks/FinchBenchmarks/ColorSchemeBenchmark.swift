import Finch
import FinchCore
import Foundation
import LandmarksKit

/// The Landmarks app's window switching between light and dark appearance, as when the desktop's
/// setting changes: the scheme is set on the graph (as `DesktopAppearance` does), and the frame that
/// follows re-evaluates the views, lays out, builds the display list and repaints the whole picture.
@MainActor
enum ColorSchemeBenchmark {
    static func run() -> Timing? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scheme-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let hosted = HostedWindow(
            size: LandmarksBenchmark.window,
            content: ContentView().environmentObject(ModelData(favorites: FavoritesStore(folder: folder))))
        hosted.runFirstIdle()
        var time = 0.0
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for index in 0..<44 {
            time += 1.0 / 60
            let scheme: ColorScheme = index.isMultiple(of: 2) ? .dark : .light
            let duration = clock.measure {
                hosted.graph.systemColorScheme = scheme
                hosted.frame(at: time)
            }
            // The first switches warm caches (dark text colours' layouts, first dark surfaces).
            if index >= 4 { durations.append(duration) }
        }
        return Timing(durations)
    }
}
