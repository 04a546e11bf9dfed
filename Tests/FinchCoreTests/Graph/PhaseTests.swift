import Foundation
import Testing

@_spi(Testing) @testable import FinchCore

/// A frame runs update, layout and paint; what may happen in each is checked. These are tests of the
/// checks themselves: they record what the debug assertion would have reported.
@MainActor
@Suite("Phases: no state write inside a phase, no body outside an update or a layout callback", .serialized)
struct PhaseTests {
    /// A shape that writes state whenever its path is asked for (which painting does): a bug.
    private struct WritingShape: Shape {
        let counter: Binding<Int>

        func path(in rect: CGRect) -> Path {
            // A shape's path is nonisolated; Finch's painting asks for it on the main actor.
            MainActor.assumeIsolated { counter.wrappedValue += 1 }
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

    /// A body that writes its own state (once: the second evaluation writes the same value).
    private struct BodyWriter: View {
        @State private var touched = false

        var body: some View {
            let _ = (touched = true)
            Text(touched ? "touched" : "untouched")
        }
    }

    /// A layout that counts its placements in a binding (a state write while laying out), and in a
    /// counter of the test's.
    private struct CountingLayout: Layout {
        var placements: Binding<Int>?
        let counter: Probe<Int>

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 50, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            counter.value = (counter.value ?? 0) + 1
            placements?.wrappedValue += 1
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    private struct LayoutWriter: View {
        let counter: Probe<Int>
        @State private var placements = 0

        var body: some View {
            CountingLayout(placements: $placements, counter: counter) { Text("placed") }
        }
    }

    private struct TitleKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }

    /// Writes state from `onPreferenceChange`, `onAppear` and `onChange`: actions, not bodies.
    private struct ActionWriter: View {
        @State private var title = "none"
        @State private var appeared = false
        @State private var changes = 0

        var body: some View {
            VStack {
                Text("title \(title)")
                Text(appeared ? "appeared \(changes)" : "not appeared")
                Color.red.frame(width: 10, height: 10).preference(key: TitleKey.self, value: "Inbox")
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
            .onAppear { appeared = true }
            .onChange(of: appeared) { changes += 1 }
        }
    }

    @Test("A state write from a body during an update is reported")
    func stateWriteDuringUpdate() {
        let reported = violations { _ = layout(BodyWriter(), in: CGSize(width: 100, height: 100)) }
        #expect(reported.contains { $0.contains("written during update") })
    }

    @Test("A state write while laying out (a layout's placement) is reported")
    func stateWriteDuringLayout() {
        let reported = violations {
            _ = layout(LayoutWriter(counter: Probe<Int>()), in: CGSize(width: 100, height: 100))
        }
        #expect(reported.contains { $0.contains("written during layout") })
    }

    @Test("Without a handler, a body writing state stops a debug build (the assertion itself)")
    func assertionStopsBodyWrite() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = layout(BodyWriter(), in: CGSize(width: 100, height: 100)) }
        }
    }

    @Test("Appear, change and preference-change actions write state after the phase: nothing reported")
    func actionsWriteOutsidePhases() {
        var graph: ViewGraph?
        let reported = violations {
            let written = layout(ActionWriter(), in: CGSize(width: 200, height: 100))
            // What the actions wrote is applied by the next frames.
            written.layout(in: CGSize(width: 200, height: 100))
            written.layout(in: CGSize(width: 200, height: 100))
            graph = written
        }
        #expect(reported.isEmpty)
        #expect(graph.map { !$0.frames(ofText: "title Inbox").isEmpty } == true)
        #expect(graph.map { !$0.frames(ofText: "appeared 1").isEmpty } == true)
    }

    private final class Model: ObservableObject {
        @Published var width = 0.0
    }

    private struct ModelWidth: View {
        @ObservedObject var model: Model
        let counter: Probe<Int>

        var body: some View {
            CountingLayout(counter: counter) {
                Color.red.frame(width: model.width, height: 10)
            }
        }
    }

    @Test("A model change in another animation than the pending ones lays nothing out in its setter")
    func modelChangeDoesNotLayOut() {
        let model = Model()
        let counter = Probe<Int>()
        let graph = layout(ModelWidth(model: model, counter: counter), in: CGSize(width: 300, height: 100))
        let placements = counter.value
        model.width = 100
        withAnimation(.linear(duration: 1)) { model.width = 0 }
        #expect(counter.value == placements)
        // The next frame places the first change, then animates from it.
        graph.layout(in: CGSize(width: 300, height: 100))
        graph.advance(to: 0.5)
        graph.layout(in: CGSize(width: 300, height: 100))
        #expect(rect(of: .red, in: graph)?.width == 50)
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
