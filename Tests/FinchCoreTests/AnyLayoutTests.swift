import Foundation
import Testing

@testable import FinchCore

/// A count kept in the child's own state, shown as text.
private struct Tally: View {
    let probe: Probe<Binding<Int>>
    @State private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("count \(count)").frame(width: 20, height: 10)
    }
}

/// A red square, a tally and a blue bar, in a row while wide and a column otherwise, through one
/// `AnyLayout`; or, as the control, through `if` and `else` around an `HStack` and a `VStack`.
private struct Switchable: View {
    let log: EventLog
    let isWide: Probe<Binding<Bool>>
    let tally: Probe<Binding<Int>>
    var erased = true
    var withSpacer = false
    @State private var wide = true

    var body: some View {
        let _ = (isWide.value = $wide)
        if erased {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout { children }
        } else if wide {
            HStack(spacing: 0) { children }
        } else {
            VStack(spacing: 0) { children }
        }
    }

    @ViewBuilder private var children: some View {
        Color.red.frame(width: 10, height: 10)
            .onAppear { log.events.append("appear red") }
            .onDisappear { log.events.append("disappear red") }
        if withSpacer { Spacer(minLength: 0) }
        Tally(probe: tally)
        Color.blue.frame(width: 20, height: 10)
    }
}

@MainActor
@Suite("AnyLayout: one container whatever layout it holds")
struct AnyLayoutTests {
    @Test("It lays out as the layout it holds")
    func asHeld() {
        let row = AnyLayout(HStackLayout(spacing: 2)) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 5)
        }
        #expect(
            ViewGraph(root: row, services: fakeServices()).sizeThatFits(.unspecified) == CGSize(width: 32, height: 10))
        let column = AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 5)
        }
        let graph = layout(column, in: CGSize(width: 20, height: 17))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 12, width: 20, height: 5))
    }

    @Test("Switching the layout keeps the children: no disappearing, their state kept")
    func keepsIdentity() throws {
        let log = EventLog()
        let isWide = Probe<Binding<Bool>>()
        let tally = Probe<Binding<Int>>()
        let graph = layout(Switchable(log: log, isWide: isWide, tally: tally), in: CGSize(width: 50, height: 10))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 30, y: 0, width: 20, height: 10))
        try #require(tally.value).wrappedValue = 3
        graph.update()
        try #require(isWide.value).wrappedValue = false
        graph.update()
        graph.layout(in: CGSize(width: 20, height: 30))
        #expect(rect(of: .red, in: graph) == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(graph.frames(ofText: "count 3").count == 1)
        #expect(log.events == ["appear red"])
    }

    @Test("The control: an if/else between two stacks makes new children, which lose their state")
    func branchesDoNot() throws {
        let log = EventLog()
        let isWide = Probe<Binding<Bool>>()
        let tally = Probe<Binding<Int>>()
        let graph = layout(
            Switchable(log: log, isWide: isWide, tally: tally, erased: false), in: CGSize(width: 50, height: 10))
        try #require(tally.value).wrappedValue = 3
        graph.update()
        try #require(isWide.value).wrappedValue = false
        graph.update()
        graph.layout(in: CGSize(width: 20, height: 30))
        #expect(graph.frames(ofText: "count 0").count == 1)
        #expect(log.events.filter { $0 == "appear red" }.count == 2)
        #expect(log.events.contains("disappear red"))
    }

    @Test("A spacer inside grows along the held layout's axis")
    func spacerAxis() throws {
        let isWide = Probe<Binding<Bool>>()
        let graph = layout(
            Switchable(log: EventLog(), isWide: isWide, tally: Probe(), withSpacer: true),
            in: CGSize(width: 100, height: 10))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 80, y: 0, width: 20, height: 10))
        try #require(isWide.value).wrappedValue = false
        graph.update()
        graph.layout(in: CGSize(width: 20, height: 100))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 0, y: 90, width: 20, height: 10))
    }
}
