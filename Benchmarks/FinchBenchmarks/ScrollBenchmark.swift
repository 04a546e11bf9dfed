import Finch
import FinchCairo
import FinchCore

/// Scrolling a lazy list: the frame cost must not grow with the number of rows.
@MainActor
enum ScrollBenchmark {
    static let window = CGSize(width: 300, height: 600)

    struct Row: View {
        let index: Int

        var body: some View { Text("Row \(index)").frame(height: 30) }
    }

    struct List: View {
        let count: Int

        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<count, id: \.self) { Row(index: $0) }
                }
            }
        }
    }

    struct Result {
        let frame: Timing
        let parts: (layout: Double, list: Double, paint: Double)
    }

    /// 100 frames (after 20 to warm up), each scrolling by 50 pt, then update, layout, display list and paint at 1×.
    static func run(rows: Int) -> Result {
        let renderer = CairoBackend.shared.renderer
        let graph = ViewGraph(root: List(count: rows), services: CairoBackend.shared.services)
        graph.layout(in: window)
        let clock = ContinuousClock()
        let point = CGPoint(x: window.width / 2, y: window.height / 2)
        var durations: [Duration] = []
        var parts: [(Duration, Duration, Duration)] = []
        // At an end the direction turns, so every frame scrolls (the 100-row list is 3,800 pt long).
        var step: CGFloat = 50
        for frame in 0..<120 {
            var list = DisplayList()
            let layout = clock.measure {
                if graph.scroll(at: point, by: CGSize(width: 0, height: step)) == .zero {
                    step = -step
                    graph.scroll(at: point, by: CGSize(width: 0, height: step))
                }
                graph.update()
                graph.layout(in: window)
            }
            let build = clock.measure { list = graph.displayList }
            let paint = clock.measure { renderer.paint(list, size: window, scale: 1) }
            // The first 20 frames warm up.
            guard frame >= 20 else { continue }
            durations.append(layout + build + paint)
            parts.append((layout, build, paint))
        }
        func median(_ values: [Duration]) -> Double { Timing(values).median }
        return Result(
            frame: Timing(durations),
            parts: (median(parts.map(\.0)), median(parts.map(\.1)), median(parts.map(\.2))))
    }
}
