import Finch
import FinchCairo
@_spi(Testing) import FinchCore
import Foundation
import Observation

/// Changing one row of a long list: the cost of the update must not grow with the list.
@MainActor
enum UpdateBenchmark {
    final class Store: ObservableObject {
        struct Row: Identifiable, Equatable {
            let id: Int
            var isOn = false
        }

        @Published var rows: [Row]

        init(count: Int) {
            rows = (0..<count).map { Row(id: $0) }
        }
    }

    struct StoreRow: View {
        let row: Store.Row
        @Binding var isOn: Bool

        var body: some View { Text(isOn ? "on" : "off") }
    }

    struct StoreList: View {
        @ObservedObject var store: Store
        /// In a scroll view's lazy stack instead of an eager stack.
        var lazy = false

        var body: some View {
            if lazy {
                ScrollView { LazyVStack { rows } }
            } else {
                VStack { rows }
            }
        }

        private var rows: some View {
            ForEach(store.rows.indices, id: \.self) { index in
                StoreRow(row: store.rows[index], isOn: $store.rows[index].isOn)
            }
        }
    }

    @Observable
    final class ObservableRow {
        var isOn = false
    }

    struct ObservableRowView: View {
        let row: ObservableRow

        var body: some View { Text(row.isOn ? "on" : "off") }
    }

    struct ObservableList: View {
        let rows: [ObservableRow]

        var body: some View {
            VStack {
                ForEach(rows.indices, id: \.self) { ObservableRowView(row: rows[$0]) }
            }
        }
    }

    struct Result {
        let rows: Int
        let update: Timing
        let layout: Timing
        /// Row bodies evaluated per change; nil in a release build, which does not count them.
        let bodies: Int?
    }

    /// Toggles row 5 of an `ObservableObject` list again and again: update, then layout.
    static func observableObject(rows: Int, lazy: Bool = false) -> Result {
        let store = Store(count: rows)
        let graph = ViewGraph(root: StoreList(store: store, lazy: lazy), services: CairoBackend.shared.services)
        graph.layout(in: CGSize(width: 400, height: 700))
        return run(rows: rows, graph: graph, bodyType: StoreRow.self) { store.rows[5].isOn.toggle() }
    }

    /// Whole frames of a window showing an eager `count`-row list, toggling row 5 before each: update,
    /// layout, display list and paint into the window's retained picture, as a GTK window runs them.
    /// The median per row is the cost of each unchanged row in a frame.
    static func wholeFrames(rows count: Int) -> Timing {
        let store = Store(count: count)
        let hosted = HostedWindow(size: CGSize(width: 400, height: 700), content: StoreList(store: store))
        var time = hosted.graph.time
        var frames: [Duration] = []
        for round in 0..<60 {
            store.rows[5].isOn.toggle()
            time += 1.0 / 60
            let (update, list, paint) = round < 10 ? hosted.frame(at: time) : hosted.timedFrame(at: time)
            if round >= 10 { frames.append(update + list + paint) }
        }
        return Timing(frames)
    }

    /// Toggles one `@Observable` row: only that row's body runs.
    static func observation(rows count: Int) -> Result {
        let rows = (0..<count).map { _ in ObservableRow() }
        let graph = ViewGraph(root: ObservableList(rows: rows), services: CairoBackend.shared.services)
        graph.layout(in: CGSize(width: 400, height: 700))
        return run(rows: count, graph: graph, bodyType: ObservableRowView.self) { rows[5].isOn.toggle() }
    }

    private static func run<V: View>(rows: Int, graph: ViewGraph, bodyType: V.Type, change: () -> Void) -> Result {
        let clock = ContinuousClock()
        var updates: [Duration] = []
        var layouts: [Duration] = []
        graph.debugResetBodyEvaluationCounts()
        let iterations = 50
        for _ in 0..<iterations {
            change()
            updates.append(clock.measure { graph.update() })
            layouts.append(clock.measure { graph.layout(in: CGSize(width: 400, height: 700)) })
        }
        let bodies =
            ViewGraph.countsBodyEvaluations ? graph.debugBodyEvaluationCount(of: bodyType) / iterations : nil
        return Result(rows: rows, update: Timing(updates), layout: Timing(layouts), bodies: bodies)
    }

    /// Resident memory growth per graph node for a 10,000-row list (view nodes, layout nodes, text caches).
    /// Also the heap bytes of each view node object with its side records (`debugViewNodeObjectBytes`).
    static func bytesPerNode() -> (bytes: Int, nodes: Int, viewNodeObject: Int) {
        let before = ResidentMemory.bytes()
        let store = Store(count: 10_000)
        let graph = ViewGraph(root: StoreList(store: store), services: CairoBackend.shared.services)
        graph.layout(in: CGSize(width: 400, height: 700))
        let after = ResidentMemory.bytes()
        let nodes = graph.debugNodeCount
        return ((after - before) / max(nodes, 1), nodes, graph.debugViewNodeObjectBytes)
    }

}
