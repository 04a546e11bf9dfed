import Foundation
import Testing

@testable import FinchCore

struct CountingChild: View {
    let label: String
    let probe: Probe<Binding<Int>>
    @State private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("\(label) \(count)")
    }
}

struct LifetimeParent: View {
    let probe: Probe<Binding<Int>>
    let parentProbe: Probe<Binding<Int>>
    let mode: Mode
    @State private var generation = 0

    enum Mode {
        case plain, identified, branching, geometryReader
    }

    var body: some View {
        let _ = (parentProbe.value = $generation)
        switch mode {
        case .plain:
            CountingChild(label: "child", probe: probe)
        case .identified:
            CountingChild(label: "child", probe: probe).id(generation)
        case .branching:
            if generation.isMultiple(of: 2) {
                CountingChild(label: "child", probe: probe)
            } else {
                CountingChild(label: "child", probe: probe)
            }
        case .geometryReader:
            // Built at placement, after the evaluation: the evaluation must not drop it.
            GeometryReader { _ in CountingChild(label: "child", probe: probe) }
        }
    }
}

final class Model: ObservableObject {
    nonisolated(unsafe) static var made = 0
    @Published var value = 0

    init() {
        Model.made += 1
    }
}

struct OwningView: View {
    @StateObject private var model = Model()
    let parentProbe: Probe<Model>

    var body: some View {
        let _ = (parentProbe.value = model)
        Text("model \(model.value)")
    }
}

struct OwnerParent: View {
    let probe: Probe<Binding<Int>>
    let modelProbe: Probe<Model>
    @State private var tick = 0

    var body: some View {
        let _ = (probe.value = $tick)
        VStack {
            Text("tick \(tick)")
            OwningView(parentProbe: modelProbe)
        }
    }
}

struct FollowingView: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("follows \(model.value)")
    }
}

@MainActor
@Suite("State lives exactly as long as its view's identity")
struct StateLifetimeTests {
    func run(_ mode: LifetimeParent.Mode) throws -> (after: [String], graph: ViewGraph) {
        let child = Probe<Binding<Int>>()
        let parent = Probe<Binding<Int>>()
        let graph = layout(
            LifetimeParent(probe: child, parentProbe: parent, mode: mode), in: CGSize(width: 200, height: 50))
        try #require(child.value).wrappedValue = 5
        graph.update()
        #expect(graph.frames(ofText: "child 5").count == 1)
        try #require(parent.value).wrappedValue = 1
        graph.layout(in: CGSize(width: 200, height: 50))
        var texts: [String] = []
        for candidate in ["child 0", "child 5"] where !graph.frames(ofText: candidate).isEmpty {
            texts.append(candidate)
        }
        return (texts, graph)
    }

    @Test("@State is kept when the parent re-evaluates")
    func keptAcrossParentUpdate() throws {
        #expect(try run(.plain).after == ["child 5"])
    }

    @Test("@State inside a GeometryReader is kept when the parent re-evaluates")
    func keptInsideGeometryReader() throws {
        #expect(try run(.geometryReader).after == ["child 5"])
    }

    @Test("@State is reset when .id changes")
    func resetByID() throws {
        #expect(try run(.identified).after == ["child 0"])
    }

    @Test("@State is reset when an if/else switches branch")
    func resetByBranch() throws {
        #expect(try run(.branching).after == ["child 0"])
    }

    @Test("@StateObject is made once per identity, however often the parent re-evaluates")
    func stateObjectOnce() throws {
        Model.made = 0
        let probe = Probe<Binding<Int>>()
        let modelProbe = Probe<Model>()
        let graph = layout(OwnerParent(probe: probe, modelProbe: modelProbe), in: CGSize(width: 200, height: 100))
        let first = try #require(modelProbe.value)
        for tick in 1...3 {
            try #require(probe.value).wrappedValue = tick
            graph.update()
        }
        #expect(Model.made == 1)
        #expect(modelProbe.value === first)
        first.value = 9
        graph.layout(in: CGSize(width: 200, height: 100))
        #expect(graph.frames(ofText: "model 9").count == 1)
    }

    @Test("@ObservedObject follows the object it is given, not the one before")
    func observedObjectFollows() {
        let first = Model()
        let second = Model()
        let graph = ViewGraph(root: FollowingView(model: first), services: fakeServices())
        graph.layout(in: CGSize(width: 200, height: 50))
        first.value = 1
        #expect(graph.needsUpdate)
        graph.update()

        let replaced = ViewGraph(root: FollowingView(model: second), services: fakeServices())
        replaced.layout(in: CGSize(width: 200, height: 50))
        first.value = 2
        #expect(!replaced.needsUpdate)
        second.value = 3
        #expect(replaced.needsUpdate)
        replaced.layout(in: CGSize(width: 200, height: 50))
        #expect(replaced.frames(ofText: "follows 3").count == 1)
    }

    @Test("A model changed on another thread is applied on the main actor")
    func changeFromAnotherThread() async {
        let model = Model()
        let graph = ViewGraph(root: FollowingView(model: model), services: fakeServices())
        graph.layout(in: CGSize(width: 200, height: 50))
        nonisolated(unsafe) let shared = model
        await Task.detached { shared.value = 7 }.value
        // The notification was queued on the main queue; let it run (bounded, no sleeping).
        for _ in 0..<100 where !graph.needsUpdate { await Task.yield() }
        #expect(graph.needsUpdate)
        graph.layout(in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "follows 7").count == 1)
    }
}
