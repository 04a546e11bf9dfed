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

    /// Switches the layout six times and times every 1/60 s frame as a window runs it, at 1×.
    static func run() -> AnimatedFrames {
        let control = Switch()
        let hosted = HostedWindow(size: window, content: Tiles(control: control))
        return hosted.timeAnimatedChanges(rounds: 6, animation: .linear(duration: 0.5)) { control.toggle?() }
    }
}
