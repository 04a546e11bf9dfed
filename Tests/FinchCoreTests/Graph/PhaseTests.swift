import Foundation
import Testing

@testable import FinchCore

/// A frame runs update, layout and paint; what may happen in each is checked. These are tests of the
/// checks themselves: they record what the debug assertion would have reported.
@MainActor
@Suite("Phases: no state write while painting, no body outside an update or a layout callback", .serialized)
struct PhaseTests {
    /// A shape that writes state whenever its path is asked for (which painting does): a bug.
    private struct WritingShape: Shape {
        let counter: Binding<Int>

        func path(in rect: CGRect) -> Path {
            counter.wrappedValue += 1
            return Path(rect)
        }
    }

    private struct Painter: View {
        @State private var paths = 0

        var body: some View {
            WritingShape(counter: $paths).fill(Color.red).frame(width: 20, height: 20)
        }
    }

    private struct Plain: View {
        var body: some View { Text("plain") }
    }

    /// The violations reported while `body` runs.
    private func violations(during body: () -> Void) -> [String] {
        var reported: [String] = []
        ViewGraph.phaseViolationHandler = { reported.append($0) }
        defer { ViewGraph.phaseViolationHandler = nil }
        body()
        return reported
    }

    @Test("A state write while painting is reported")
    func stateWriteDuringPaint() {
        let graph = layout(Painter(), in: CGSize(width: 100, height: 100))
        let reported = violations { _ = graph.displayList }
        #expect(reported.contains { $0.contains("written while painting") })
    }

    @Test("A body evaluated while painting is reported")
    func bodyDuringPaint() throws {
        let graph = layout(Plain(), in: CGSize(width: 100, height: 100))
        let node = try #require(graph.rootViewNode.children.first)
        let reported = violations { graph.run(in: .paint) { node.reevaluate() } }
        #expect(reported.contains { $0.contains("evaluated during paint") })
    }

    @Test("A body evaluated during layout outside a layout callback is reported; inside one it is not")
    func bodyDuringLayout() throws {
        let graph = layout(Plain(), in: CGSize(width: 100, height: 100))
        let node = try #require(graph.rootViewNode.children.first)
        let outside = violations { graph.run(in: .layout) { node.reevaluate() } }
        #expect(outside.contains { $0.contains("evaluated during layout") })
        let inside = violations { graph.run(in: .layout) { graph.performLayoutCallback { node.reevaluate() } } }
        #expect(inside.isEmpty)
    }

    @Test("Ordinary frames report nothing: updates, layouts with geometry readers and lazy stacks, painting")
    func ordinaryFramesAreClean() {
        let reported = violations {
            let graph = layout(
                ScrollView {
                    LazyVStack { ForEach(0..<50) { Text("Row \($0)") } }
                    GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
                }, in: CGSize(width: 100, height: 100))
            _ = graph.displayList
        }
        #expect(reported.isEmpty)
    }

    @Test("Without a handler, a state write while painting stops a debug build (the assertion itself)")
    func assertionStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let graph = layout(Painter(), in: CGSize(width: 100, height: 100))
                _ = graph.displayList
            }
        }
    }

    @Test("A state write is applied by the next update, never inside the setter")
    func writesWaitForTheUpdate() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe), in: CGSize(width: 100, height: 100))
        let count = try #require(probe.value)
        graph.debugResetBodyEvaluationCounts()
        count.wrappedValue = 5
        // The writer reads back what it wrote; no body ran yet.
        #expect(count.wrappedValue == 5)
        #expect(graph.debugBodyEvaluationCount(of: Counter.self) == 0)
        #expect(graph.needsUpdate)
        graph.update()
        #expect(graph.debugBodyEvaluationCount(of: Counter.self) == 1)
        #expect(probe.value?.wrappedValue == 5)
    }

    private struct Counter: View {
        let probe: Probe<Binding<Int>>
        @State private var count = 0

        var body: some View {
            let _ = (probe.value = $count)
            Text("\(count)")
        }
    }
}
