import Finch
import FinchCairo
import Foundation

/// Lists and navigation as a window runs them (`HostedWindow`): scrolling a `List` at 60 Hz, and
/// tapping a row of a navigation stack's list, then the frames of the push.
@MainActor
enum ListBenchmark {
    static let window = CGSize(width: 390, height: 700)

    struct Rows: View {
        let count: Int

        var body: some View {
            List(0..<count) { Text("Row \($0)") }
        }
    }

    /// A plain list of 100 sections of 100 rows under a large title: the title scrolls away and each
    /// header is pinned in turn.
    struct TitledSections: View {
        var body: some View {
            NavigationStack {
                List {
                    ForEach(0..<100) { section in
                        Section {
                            ForEach(0..<100) { Text("Row \(section).\($0)") }
                        } header: {
                            Text("Section \(section)")
                        }
                    }
                }
                .listStyle(.plain)
                .navigationTitle("Rows")
            }
        }
    }

    struct Links: View {
        var body: some View {
            NavigationStack {
                List(0..<200) { number in
                    NavigationLink("Row \(number)") {
                        VStack {
                            Text("Page \(number)")
                            ForEach(0..<20) { Text("Line \($0)") }
                        }
                        .navigationTitle("Row \(number)")
                    }
                }
                .navigationTitle("Rows")
            }
        }
    }

    /// 100 frames (after 20 to warm up) of a `count`-row list scrolled by 50 pt each, turning at the ends.
    static func scroll(rows count: Int) -> Timing {
        scroll(Rows(count: count))
    }

    /// 100 frames (after 20 to warm up) of `content` scrolled by 50 pt each, turning at the ends.
    static func scroll<Content: View>(_ content: Content) -> Timing {
        let hosted = HostedWindow(size: window, content: content)
        var time = hosted.graph.time
        let point = CGPoint(x: window.width / 2, y: window.height / 2)
        var step: CGFloat = 50
        var durations: [Duration] = []
        for frame in 0..<120 {
            if hosted.graph.scroll(at: point, by: CGSize(width: 0, height: step)) == .zero {
                step = -step
                hosted.graph.scroll(at: point, by: CGSize(width: 0, height: step))
            }
            time += 1.0 / 60
            let (update, build, paint) = hosted.frame(at: time)
            if frame >= 20 { durations.append(update + build + paint) }
        }
        return Timing(durations)
    }

    struct PushResult {
        /// The first frame after a tap on a row: the page is made and starts to slide.
        let tapToFirstFrame: Timing
        /// The frames of the slide at 60 Hz.
        let animationFrame: Timing
        /// The median of each of the 30 frames after the first, over the pushes, and of its parts
        /// (update and layout, display list, paint): which frames of a slide are slow, and why.
        let byFrame: [(total: Double, update: Double, list: Double, paint: Double)]
    }

    /// Ten pushes of a row's page, each followed by its slide and a pop.
    static func push() -> PushResult {
        let hosted = HostedWindow(size: window, content: Links())
        var time = hosted.graph.time
        // The list's title arrives a frame after its rows.
        time += 1.0 / 60
        hosted.frame(at: time)
        var taps: [Duration] = []
        var frames: [Duration] = []
        var parts = [[(Duration, Duration, Duration)]](repeating: [], count: 30)
        for round in 0..<11 {
            guard let row = hosted.graph.frames(ofText: "Row \(round)").first else { break }
            let point = CGPoint(x: row.midX, y: row.midY)
            time += 1.0 / 60
            hosted.graph.handle(PointerEvent(phase: .began, location: point, time: time))
            hosted.graph.handle(PointerEvent(phase: .ended, location: point, time: time))
            let first = hosted.frame(at: time)
            if round > 0 { taps.append(first.update + first.list + first.paint) }
            for index in 0..<30 {
                time += 1.0 / 60
                let (update, build, paint) = round > 0 ? hosted.timedFrame(at: time) : hosted.frame(at: time)
                if round > 0 {
                    frames.append(update + build + paint)
                    parts[index].append((update, build, paint))
                }
            }
            _ = hosted.graph.handle(KeyEvent(phase: .down, characters: "", keyCode: 0xff1b, modifiers: [], time: time))
            // The pop starts in the frame that applies it, and has slid away a second later.
            hosted.frame(at: time)
            time += 1
            hosted.frame(at: time)
        }
        let byFrame = parts.map { frame in
            (
                Timing(frame.map { $0.0 + $0.1 + $0.2 }).median, Timing(frame.map(\.0)).median,
                Timing(frame.map(\.1)).median, Timing(frame.map(\.2)).median
            )
        }
        return PushResult(tapToFirstFrame: Timing(taps), animationFrame: Timing(frames), byFrame: byFrame)
    }
}
