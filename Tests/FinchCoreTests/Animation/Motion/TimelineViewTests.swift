import Foundation
import Testing

@testable import FinchCore

/// Shows the seconds since `start` of the timeline's date, to the millisecond.
private struct Clock<S: TimelineSchedule>: View {
    let schedule: S
    let start: Date

    var body: some View {
        TimelineView(schedule) { context in
            let elapsed = context.date.timeIntervalSince(start)
            Text("t=\(Int((elapsed * 1000).rounded())) \(context.cadence == .live ? "live" : "slow")")
        }
    }
}

@MainActor
@Suite("TimelineView shows its schedule's dates on the graph's clock")
struct TimelineViewTests {
    let size = CGSize(width: 300, height: 100)
    /// 30 s into a minute.
    let start = Date(timeIntervalSinceReferenceDate: 600_030)

    func graph<S: TimelineSchedule>(_ schedule: S) -> ViewGraph {
        let graph = ViewGraph(root: Clock(schedule: schedule, start: start), services: fakeServices())
        graph.now = start
        graph.layout(in: size)
        return graph
    }

    func shows(_ text: String, in graph: ViewGraph, at time: Double) -> Bool {
        graph.frame(at: time, in: size)
        return graph.frames(ofText: text).count == 1
    }

    @Test("periodic(from:by:) shows the last period's date, and moves at each period")
    func periodic() {
        let graph = graph(.periodic(from: start, by: 1))
        #expect(graph.frames(ofText: "t=0 live").count == 1)
        #expect(shows("t=0 live", in: graph, at: 0.9))
        #expect(shows("t=1000 live", in: graph, at: 1))
        #expect(shows("t=3000 live", in: graph, at: 3.5))
    }

    @Test("everyMinute shows the start of the minute, then of the next one")
    func everyMinute() {
        let graph = graph(.everyMinute)
        #expect(graph.frames(ofText: "t=-30000 live").count == 1)
        #expect(shows("t=-30000 live", in: graph, at: 29))
        #expect(shows("t=30000 live", in: graph, at: 30))
        #expect(shows("t=90000 live", in: graph, at: 95))
    }

    @Test("explicit dates: now before the first, then each date, and the last stays")
    func explicit() {
        let graph = graph(.explicit([start.addingTimeInterval(0.5), start.addingTimeInterval(2)]))
        #expect(graph.frames(ofText: "t=0 live").count == 1)
        #expect(shows("t=500 live", in: graph, at: 0.5))
        #expect(shows("t=2000 live", in: graph, at: 2))
        #expect(shows("t=2000 live", in: graph, at: 10))
        #expect(graph.timers.next == nil)
    }

    @Test("animation shows every frame's date; a minimum interval spaces them; paused stays")
    func animation() {
        let live = graph(.animation)
        for frame in 1...30 { live.frame(at: Double(frame) / 60, in: size) }
        // At most one frame late: the entry due at a frame may wait for the next (see the report).
        let shown = (0...1000).first { live.frames(ofText: "t=\($0) live").count == 1 }
        #expect(shown.map { (483...500).contains($0) } == true)
        let spaced = graph(.animation(minimumInterval: 0.25))
        for frame in 1...30 { spaced.frame(at: Double(frame) / 60, in: size) }
        #expect(spaced.frames(ofText: "t=500 live").count == 1)
        spaced.frame(at: 0.7, in: size)
        #expect(spaced.frames(ofText: "t=500 live").count == 1)
        #expect(shows("t=750 live", in: spaced, at: 0.75))
        let paused = graph(.animation(paused: true))
        #expect(shows("t=0 live", in: paused, at: 2))
        #expect(paused.timers.next == nil)
    }
}
