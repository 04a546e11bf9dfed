import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FinchCore

/// Captures values from inside bodies so tests can act on them (a tap stand-in until gestures exist).
@MainActor
final class Probe<Value> {
    var value: Value?
}

// MARK: ObservableObject-backed list

final class RowStore: ObservableObject {
    struct Row: Identifiable, Equatable {
        let id: Int
        var isOn: Bool
    }

    @Published var rows = (0..<100).map { Row(id: $0, isOn: false) }
}

struct StoreRowView: View {
    let row: RowStore.Row
    @Binding var isOn: Bool

    var body: some View {
        Text(isOn ? "on \(row.id)" : "off \(row.id)")
    }
}

struct StoreListView: View {
    @ObservedObject var store: RowStore
    let probe: Probe<Binding<Bool>>

    var body: some View {
        let _ = (probe.value = $store.rows[5].isOn)
        VStack {
            ForEach(store.rows.indices, id: \.self) { index in
                StoreRowView(row: store.rows[index], isOn: $store.rows[index].isOn)
            }
        }
    }
}

// MARK: @Observable-backed list

@Observable
final class ObservableRow {
    let id: Int
    var isOn = false

    init(id: Int) {
        self.id = id
    }
}

@Observable
final class ObservableRowStore {
    var rows = (0..<100).map { ObservableRow(id: $0) }
}

struct ObservableRowView: View {
    let row: ObservableRow

    var body: some View {
        Text(row.isOn ? "on \(row.id)" : "off \(row.id)")
    }
}

struct ObservableListView: View {
    let store: ObservableRowStore

    var body: some View {
        VStack {
            ForEach(store.rows, id: \.id) { row in
                ObservableRowView(row: row)
            }
        }
    }
}

// MARK: Sibling state

struct CounterView: View {
    let probe: Probe<Binding<Int>>
    @State private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("count \(count)")
    }
}

struct QuietView: View {
    var body: some View { Text("quiet") }
}

struct SiblingsView: View {
    let probe: Probe<Binding<Int>>

    var body: some View {
        HStack {
            CounterView(probe: probe)
            QuietView()
        }
    }
}

@MainActor
@Suite("A change re-evaluates only the views that read it")
struct FineGrainedUpdateTests {
    @Test("Toggling one row of an ObservableObject list re-evaluates the list once and one row")
    func observableObjectList() throws {
        let store = RowStore()
        let probe = Probe<Binding<Bool>>()
        let graph = layout(StoreListView(store: store, probe: probe), in: CGSize(width: 300, height: 3000))
        #expect(graph.debugBodyEvaluationCount(of: StoreRowView.self) == 100)
        graph.debugResetBodyEvaluationCounts()

        try #require(probe.value).wrappedValue = true
        #expect(graph.needsUpdate)
        graph.layout(in: CGSize(width: 300, height: 3000))

        #expect(graph.debugBodyEvaluationCount(of: StoreListView.self) == 1)
        #expect(graph.debugBodyEvaluationCount(of: StoreRowView.self) == 1)
        #expect(graph.frames(ofText: "on 5").count == 1)
        #expect(store.rows[5].isOn)
    }

    @Test("Toggling one @Observable row re-evaluates only that row")
    func observableList() {
        let store = ObservableRowStore()
        let graph = layout(ObservableListView(store: store), in: CGSize(width: 300, height: 3000))
        graph.debugResetBodyEvaluationCounts()

        store.rows[7].isOn = true
        #expect(graph.needsUpdate)
        graph.layout(in: CGSize(width: 300, height: 3000))

        #expect(graph.debugBodyEvaluationCount(of: ObservableListView.self) == 0)
        #expect(graph.debugBodyEvaluationCount(of: ObservableRowView.self) == 1)
        #expect(graph.frames(ofText: "on 7").count == 1)
    }

    @Test("A sibling's @State change re-evaluates only its owner")
    func siblingState() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(SiblingsView(probe: probe), in: CGSize(width: 300, height: 100))
        graph.debugResetBodyEvaluationCounts()

        try #require(probe.value).wrappedValue = 3
        graph.layout(in: CGSize(width: 300, height: 100))

        #expect(graph.debugBodyEvaluationCount(of: CounterView.self) == 1)
        #expect(graph.debugBodyEvaluationCount(of: QuietView.self) == 0)
        #expect(graph.debugBodyEvaluationCount(of: SiblingsView.self) == 0)
        #expect(graph.frames(ofText: "count 3").count == 1)
    }

    @Test("Several changes in one turn are handled in one update")
    func coalescing() throws {
        let probe = Probe<Binding<Int>>()
        var requests = 0
        let graph = layout(SiblingsView(probe: probe), in: CGSize(width: 300, height: 100))
        graph.onNeedsUpdate = { requests += 1 }
        graph.debugResetBodyEvaluationCounts()
        let binding = try #require(probe.value)
        binding.wrappedValue = 1
        binding.wrappedValue = 2
        binding.wrappedValue = 3
        #expect(requests == 1)
        graph.update()
        #expect(graph.debugBodyEvaluationCount(of: CounterView.self) == 1)
        #expect(!graph.needsUpdate)
    }

    @Test("Writing an equal value to @State changes nothing")
    func equalWrite() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(SiblingsView(probe: probe), in: CGSize(width: 300, height: 100))
        try #require(probe.value).wrappedValue = 0
        #expect(!graph.needsUpdate)
    }
}
