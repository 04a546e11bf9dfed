import Foundation
import Testing

@testable import FinchCore

private struct WidthSum: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// Names in tree order.
private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Transforming: View {
    let log: EventLog
    let probe: Probe<Binding<String>>
    @State private var second = "b"

    var body: some View {
        let _ = (probe.value = $second)
        VStack {
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                Text("b").preference(key: Names.self, value: [second])
            }
            .transformPreference(Names.self) { $0 = ["(" + $0.joined(separator: " ") + ")"] }
            Text("c").preference(key: Names.self, value: ["c"])
        }
        .onPreferenceChange(Names.self) { log.events.append($0.joined(separator: ",")) }
    }
}

private struct Reporting: View {
    let log: EventLog
    let probe: Probe<Binding<CGFloat>>
    @State private var extra: CGFloat = 0

    var body: some View {
        let _ = (probe.value = $extra)
        VStack {
            Text("a").preference(key: WidthSum.self, value: 10)
            Text("b").preference(key: WidthSum.self, value: 5 + extra)
        }
        .onPreferenceChange(WidthSum.self) { log.events.append("sum \(Int($0))") }
    }
}

@MainActor
@Suite("Preferences flow up and are read with onPreferenceChange and overlayPreferenceValue")
struct PreferenceTests {
    @Test("Children's values are reduced in order and reported when they change")
    func reduceAndReport() throws {
        let log = EventLog()
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(Reporting(log: log, probe: probe), in: CGSize(width: 100, height: 100))
        #expect(log.events == ["sum 15"])
        try #require(probe.value).wrappedValue = 20
        graph.update()
        #expect(log.events == ["sum 15", "sum 35"])
    }

    @Test("overlayPreferenceValue builds its overlay from the reduced value")
    func overlayValue() {
        let view = VStack {
            Text("x").preference(key: WidthSum.self, value: 3)
            Text("y").preference(key: WidthSum.self, value: 4)
        }
        .overlayPreferenceValue(WidthSum.self) { total in Text("total \(Int(total))") }
        let graph = layout(view, in: CGSize(width: 200, height: 100))
        #expect(graph.frames(ofText: "total 7").count == 1)
    }

    @Test("A value set by a geometry reader's content reaches overlayPreferenceValue, and settles")
    func overlayValueFromGeometryReader() {
        let view = Text("measured")
            .frame(width: 120, height: 30)
            .background(GeometryReader { proxy in Color.clear.preference(key: WidthSum.self, value: proxy.size.width) })
            .overlayPreferenceValue(WidthSum.self) { width in Text("width \(Int(width))") }
        let graph = layout(view, in: CGSize(width: 200, height: 100))
        // The reader's content is built while placing: the layer learns its value after that pass.
        graph.layout(in: CGSize(width: 200, height: 100))
        #expect(graph.frames(ofText: "width 120").count == 1)
        // Settled: a further frame does not evaluate the layer again.
        #expect(!graph.needsUpdate)
        graph.layout(in: CGSize(width: 200, height: 100))
        #expect(graph.frames(ofText: "width 120").count == 1)
        #expect(!graph.needsUpdate)
    }

    @Test("transformPreference changes its content's reduced value, which then counts as one, in order")
    func transformSubtree() throws {
        let log = EventLog()
        let probe = Probe<Binding<String>>()
        let graph = layout(Transforming(log: log, probe: probe), in: CGSize(width: 100, height: 100))
        #expect(log.events == ["(a b),c"])
        // A change below the transform reaches the reader through it, with no new closure.
        try #require(probe.value).wrappedValue = "B"
        graph.update()
        #expect(log.events == ["(a b),c", "(a B),c"])
    }

    @Test("A transform over content that sets nothing starts from defaultValue; nested ones apply inner first")
    func transformFromDefaultAndNested() {
        var seen: [[String]] = []
        let view = VStack {
            Text("x").transformPreference(Names.self) { $0.append("empty") }
            Text("y").preference(key: Names.self, value: ["y"])
                .transformPreference(Names.self) { $0.append("inner") }
                .transformPreference(Names.self) { $0 = $0.map { $0.uppercased() } }
        }
        .onPreferenceChange(Names.self) { seen.append($0) }
        _ = layout(view, in: CGSize(width: 100, height: 100))
        #expect(seen == [["empty", "Y", "INNER"]])
    }
}
