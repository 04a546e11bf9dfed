import Foundation
import Testing

@testable import FinchCore

/// Each row's `@State` binding, by the row's id.
@MainActor
private final class RowBindings {
    var byID: [Int: Binding<Int>] = [:]
}

private struct CountedRow: View {
    let id: Int
    let bindings: RowBindings
    @State private var count = 0

    var body: some View {
        let _ = (bindings.byID[id] = $count)
        Text("row \(id): \(count)")
    }
}

private struct Rows: View {
    let bindings: RowBindings
    let idsProbe: Probe<Binding<[Int]>>
    @State private var ids: [Int]

    init(bindings: RowBindings, idsProbe: Probe<Binding<[Int]>>, ids: [Int] = [1, 2, 3]) {
        self.bindings = bindings
        self.idsProbe = idsProbe
        _ids = State(initialValue: ids)
    }

    var body: some View {
        let _ = (idsProbe.value = $ids)
        VStack(spacing: 0) {
            ForEach(ids, id: \.self) { id in CountedRow(id: id, bindings: bindings) }
        }
    }
}

/// A node finds its children by a scan while it has a few and through a dictionary past eight
/// (`ViewNode.keyedChildrenThreshold`); state must follow identity the same way in both, and across
/// the change from one to the other in the middle of an evaluation.
@MainActor
@Suite("Children are found by identity whether a node has a few or many")
struct ChildLookupTests {
    private func texts(_ graph: ViewGraph, _ candidates: [String]) -> [String] {
        candidates.filter { !graph.frames(ofText: $0).isEmpty }
    }

    @Test("Reordered, grown past the threshold, shrunk below it and duplicated: each row keeps its state")
    func stateFollowsIdentity() throws {
        let bindings = RowBindings()
        let idsProbe = Probe<Binding<[Int]>>()
        let size = CGSize(width: 200, height: 2000)
        let graph = layout(Rows(bindings: bindings, idsProbe: idsProbe), in: size)
        try #require(bindings.byID[2]).wrappedValue = 7
        graph.layout(in: size)
        #expect(texts(graph, ["row 2: 7", "row 2: 0"]) == ["row 2: 7"])

        // Reordered among few children: found by key, not by position.
        try #require(idsProbe.value).wrappedValue = [3, 2, 1]
        graph.layout(in: size)
        #expect(texts(graph, ["row 2: 7", "row 2: 0"]) == ["row 2: 7"])

        // Grown to twenty: the dictionary is made in the middle of the evaluation.
        try #require(idsProbe.value).wrappedValue = Array((1...20).reversed())
        graph.layout(in: size)
        #expect(texts(graph, ["row 2: 7", "row 15: 0", "row 20: 0"]) == ["row 2: 7", "row 15: 0", "row 20: 0"])
        try #require(bindings.byID[15]).wrappedValue = 4
        graph.layout(in: size)

        // Shrunk to two: the rows that stay keep their state, the others go.
        try #require(idsProbe.value).wrappedValue = [15, 2]
        graph.layout(in: size)
        #expect(texts(graph, ["row 15: 4", "row 2: 7", "row 1: 0", "row 20: 0"]) == ["row 15: 4", "row 2: 7"])

        // A repeated id gets a node of its own, with fresh state.
        try #require(idsProbe.value).wrappedValue = [15, 2, 2]
        graph.layout(in: size)
        #expect(graph.frames(ofText: "row 2: 7").count == 1)
        #expect(graph.frames(ofText: "row 2: 0").count == 1)

        // Grown again from few to many, a row that left comes back new.
        try #require(idsProbe.value).wrappedValue = Array(1...12)
        graph.layout(in: size)
        #expect(
            texts(graph, ["row 2: 7", "row 15: 4", "row 1: 0", "row 12: 0"]) == ["row 2: 7", "row 1: 0", "row 12: 0"])
    }

    @Test("A first build of many rows makes them without look-ups; a repeated id there still gets its own node")
    func firstBuildOfManyRows() throws {
        let bindings = RowBindings()
        let idsProbe = Probe<Binding<[Int]>>()
        let size = CGSize(width: 200, height: 2000)
        // Twenty rows, 5 twice: the first build checks the ids as they come and makes the repeated one
        // through a look-up by key, which makes the key index in the middle of the evaluation.
        let first = Array(1...10) + [5] + Array(11...20)
        let graph = layout(Rows(bindings: bindings, idsProbe: idsProbe, ids: first), in: size)
        #expect(graph.frames(ofText: "row 5: 0").count == 2)
        #expect(graph.frames(ofText: "row 20: 0").count == 1)
        try #require(bindings.byID[18]).wrappedValue = 3
        graph.layout(in: size)

        // Reordered and shortened: found by key in an index made from the first build's children.
        try #require(idsProbe.value).wrappedValue = [20, 18, 1]
        graph.layout(in: size)
        let shown = texts(graph, ["row 20: 0", "row 18: 3", "row 1: 0", "row 5: 0"])
        #expect(shown == ["row 20: 0", "row 18: 3", "row 1: 0"])
    }
}
