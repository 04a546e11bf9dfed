import Finch
import FinchCairo
@_spi(Testing) import FinchCore

/// Building and laying out a tree of about 1,000 views in a 400×700 window, measuring text with Pango.
@MainActor
enum LayoutBenchmark {
    static let rows = 20
    static let columns = 6
    static let window = CGSize(width: 400, height: 700)

    /// Views per cell (VStack, Text, RoundedRectangle, its fill, frame, Circle, frame, padding, flexible frame)
    /// minus the fill, which SwiftUI counts with its shape: 8. Each row adds an HStack and its padding; the
    /// root VStack is one more.
    static var viewCount: Int { rows * (columns * 8 + 2) + 1 }

    struct Cell: View {
        let index: Int

        var body: some View {
            VStack(spacing: 1) {
                Text("Item \(index)").font(.caption)
                RoundedRectangle(cornerRadius: 2).fill(Color.blue).frame(height: 4)
                Circle().frame(width: 6, height: 6)
            }
            .padding(2)
            .frame(maxWidth: .infinity)
        }
    }

    struct Tree: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<LayoutBenchmark.rows) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<LayoutBenchmark.columns) { column in
                            Cell(index: row * LayoutBenchmark.columns + column)
                        }
                    }
                    .padding(1)
                }
            }
        }
    }

    /// One build and layout, as a window does when it first shows the view.
    static func buildAndLayOut() {
        let graph = ViewGraph(root: Tree(), services: CairoBackend.shared.services)
        graph.layout(in: window)
    }

    /// The first run (fonts and text measurements not yet cached), then warm runs.
    static func run() -> (cold: Double, warm: Timing) {
        let cold = measureOnce(buildAndLayOut)
        let warm = measure(buildAndLayOut)
        return (cold, warm)
    }

    /// A full layout pass over the built tree with every cached size forgotten: what a window pays
    /// when its size changes (Pango's own measurement cache stays warm, as it would in an app).
    static func layoutPass() -> Timing {
        let graph = ViewGraph(root: Tree(), services: CairoBackend.shared.services)
        graph.layout(in: window)
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for run in 0..<220 {
            graph.debugClearLayoutCaches()
            let duration = clock.measure { graph.layout(in: window) }
            if run >= 20 { durations.append(duration) }
        }
        return Timing(durations)
    }
}
