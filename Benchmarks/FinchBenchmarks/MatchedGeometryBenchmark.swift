import Finch
import FinchCairo

/// Fifty tiles that each move, matched by id, from a grid into a list and back (a 0.5 s linear
/// `matchedGeometryEffect` transition) in a 400×700 window: the cost of each frame.
@MainActor
enum MatchedGeometryBenchmark {
    static let window = CGSize(width: 400, height: 700)
    static let count = 50

    @MainActor
    final class Switch {
        var toggle: (() -> Void)?
    }

    struct Tiles: View {
        let control: Switch
        @Namespace private var namespace
        @State private var asList = false

        var body: some View {
            let _ = (control.toggle = { asList.toggle() })
            if asList {
                VStack(spacing: 2) {
                    ForEach(0..<count, id: \.self) { index in
                        tile(index).frame(width: 380, height: 11)
                    }
                }
            } else {
                VStack(spacing: 4) {
                    ForEach(0..<10, id: \.self) { row in
                        HStack(spacing: 4) {
                            ForEach(0..<5, id: \.self) { column in
                                tile(row * 5 + column).frame(width: 70, height: 60)
                            }
                        }
                    }
                }
            }
        }

        func tile(_ index: Int) -> some View {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color(hue: Double(index) / Double(count), saturation: 0.6, brightness: 0.9))
                .matchedGeometryEffect(id: index, in: namespace)
        }
    }

    struct Result {
        let frame: Timing
        let frames: Int
        /// The median frame's parts: update and layout, building the display list, painting.
        let parts: (update: Double, list: Double, paint: Double)
    }

    /// Switches the layout six times and times every 1/60 s frame as a window runs it, at 1×.
    static func run() -> Result {
        let control = Switch()
        let hosted = HostedWindow(size: window, content: Tiles(control: control))
        let graph = hosted.graph
        var durations: [Duration] = []
        var parts: [(Duration, Duration, Duration)] = []
        for round in 0..<6 {
            withAnimation(.linear(duration: 0.5)) { control.toggle?() }
            var time = graph.time
            while hosted.host.needsFrame {
                time += 1.0 / 60
                let (update, build, paint) = round > 0 ? hosted.timedFrame(at: time) : hosted.frame(at: time)
                durations.append(update + build + paint)
                parts.append((update, build, paint))
            }
            if round == 0 {
                durations.removeAll()
                parts.removeAll()
            }
        }
        func median(_ values: [Duration]) -> Double { Timing(values).median }
        return Result(
            frame: Timing(durations), frames: durations.count,
            parts: (median(parts.map(\.0)), median(parts.map(\.1)), median(parts.map(\.2))))
    }
}
