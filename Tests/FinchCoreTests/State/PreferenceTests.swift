import Foundation
import Testing

@testable import FinchCore

private struct WidthSum: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
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
}
