import Foundation
import Testing

@testable import FinchCore

@MainActor
final class EventLog {
    var events: [String] = []
}

private struct Shown: View {
    let log: EventLog
    let name: String

    var body: some View {
        Text(name)
            .onAppear { log.events.append("appear \(name)") }
            .onDisappear { log.events.append("disappear \(name)") }
    }
}

private struct Switcher: View {
    let log: EventLog
    let probe: Probe<Binding<Bool>>
    @State private var showFirst = true

    var body: some View {
        let _ = (probe.value = $showFirst)
        if showFirst {
            Shown(log: log, name: "first")
        } else {
            Shown(log: log, name: "second")
        }
    }
}

private struct Watcher: View {
    let log: EventLog
    let probe: Probe<Binding<Int>>
    let initial: Bool
    @State private var value = 0

    var body: some View {
        let _ = (probe.value = $value)
        Text("value \(value)")
            .onChange(of: value, initial: initial) { old, new in log.events.append("\(old)->\(new)") }
    }
}

private struct Tasked: View {
    let log: EventLog
    let probe: Probe<Binding<Int>>
    @State private var id = 0

    var body: some View {
        let _ = (probe.value = $id)
        Text("task \(id)")
            .task(id: id) {
                log.events.append("start \(id)")
                await withTaskCancellationHandler {
                    await Task.yield()
                } onCancel: {
                }
                if Task.isCancelled { log.events.append("cancelled \(id)") }
            }
    }
}

/// Shows a view with a `.task` while `shown` is true.
private struct TaskedWhenShown: View {
    let log: EventLog
    let probe: Probe<Binding<Bool>>
    @State private var shown = false

    var body: some View {
        let _ = (probe.value = $shown)
        if shown {
            Text("tasked").task { log.events.append("start") }
        }
    }
}

private struct Receiving: View {
    let log: EventLog
    let subject: PassthroughSubject<String, Never>

    var body: some View {
        Text("receiver").onReceive(subject) { log.events.append("got \($0)") }
    }
}

@MainActor
@Suite("onAppear, onDisappear, onChange, task and onReceive follow the view's lifetime")
struct LifecycleTests {
    @Test("Switching a branch makes one view disappear and the other appear, once each")
    func appearAndDisappear() throws {
        let log = EventLog()
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Switcher(log: log, probe: probe), in: CGSize(width: 100, height: 50))
        #expect(log.events == ["appear first"])
        graph.layout(in: CGSize(width: 100, height: 50))
        #expect(log.events == ["appear first"])
        try #require(probe.value).wrappedValue = false
        graph.update()
        #expect(log.events == ["appear first", "disappear first", "appear second"])
    }

    @Test("onChange reports old and new values after a change, and at first when initial")
    func onChange() throws {
        let log = EventLog()
        let probe = Probe<Binding<Int>>()
        let graph = layout(Watcher(log: log, probe: probe, initial: false), in: CGSize(width: 100, height: 50))
        #expect(log.events.isEmpty)
        try #require(probe.value).wrappedValue = 4
        graph.update()
        #expect(log.events == ["0->4"])

        let initialLog = EventLog()
        _ = layout(Watcher(log: initialLog, probe: probe, initial: true), in: CGSize(width: 100, height: 50))
        #expect(initialLog.events == ["0->0"])
    }

    @Test("task starts on appear and restarts when its id changes, cancelling the old one")
    func taskLifetime() async throws {
        let log = EventLog()
        let probe = Probe<Binding<Int>>()
        let graph = layout(Tasked(log: log, probe: probe), in: CGSize(width: 100, height: 50))
        for _ in 0..<20 where !log.events.contains("start 0") { await Task.yield() }
        #expect(log.events.first == "start 0")
        try #require(probe.value).wrappedValue = 1
        graph.update()
        for _ in 0..<20 where !log.events.contains("start 1") { await Task.yield() }
        #expect(log.events.contains("start 1"))
    }

    @Test("A task whose view is removed before its start runs never starts")
    func taskOfRemovedViewNeverStarts() async throws {
        let log = EventLog()
        let probe = Probe<Binding<Bool>>()
        let graph = layout(TaskedWhenShown(log: log, probe: probe), in: CGSize(width: 100, height: 50))
        let shown = try #require(probe.value)
        // Two batches (the second disables animations), applied in one update: the first builds the view
        // and queues its task's start, the second removes it before the queued start runs.
        shown.wrappedValue = true
        var immediate = Transaction()
        immediate.disablesAnimations = true
        withTransaction(immediate) { shown.wrappedValue = false }
        graph.layout(in: CGSize(width: 100, height: 50))
        for _ in 0..<20 { await Task.yield() }
        #expect(log.events.isEmpty)
        // The same view left in the tree starts its task: the test above can see a start.
        shown.wrappedValue = true
        graph.layout(in: CGSize(width: 100, height: 50))
        for _ in 0..<20 where log.events.isEmpty { await Task.yield() }
        #expect(log.events == ["start"])
    }

    @Test("onReceive gets every value while the view exists, and none after it is gone")
    func onReceive() {
        let log = EventLog()
        let subject = PassthroughSubject<String, Never>()
        var graph: ViewGraph? = layout(Receiving(log: log, subject: subject), in: CGSize(width: 100, height: 50))
        subject.send("a")
        subject.send("b")
        #expect(log.events == ["got a", "got b"])
        #expect(graph != nil)
        graph = nil
        subject.send("c")
        #expect(log.events == ["got a", "got b"])
    }
}

@MainActor
@Test("onChange(of:) an optional value set from the start does not report at first (node storage of optionals)")
func optionalChangeNotReportedAtFirst() {
    let log = EventLog()
    let view = Text("x").onChange(of: Optional(5)) { old, new in
        log.events.append("\(String(describing: old))->\(String(describing: new))")
    }
    _ = layout(view, in: CGSize(width: 100, height: 50))
    #expect(log.events.isEmpty)
}
