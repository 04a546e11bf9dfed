import Foundation

/// Where a `TimelineView` stands in its schedule: the entry shown, the next one, the rest of the
/// entries, and the timer that evaluates the view again at the next one. Kept in the view's node, so
/// each evaluation walks only the entries that came since the last one.
@MainActor
final class TimelineProgress {
    /// Entries this close after the clock's date count as come (a timer fires at the entry's time, and
    /// converting between clock and date may leave it a hair short).
    static let tolerance: TimeInterval = 1e-6
    /// The most entries skipped in one evaluation (a schedule far in the past).
    static let maximumSkipped = 100_000

    private var next: () -> Date?
    /// What the schedule was, to start again when a new one differs (paused, another interval).
    private let description: String
    private(set) var current: Date?
    private(set) var upcoming: Date?
    private var timer: Int?

    init<S: TimelineSchedule>(schedule: S, start: Date) {
        var iterator = schedule.entries(from: start, mode: .normal).makeIterator()
        next = { iterator.next() }
        description = String(describing: schedule)
        upcoming = next()
    }

    /// The node's progress through `schedule`, made the first time (or again for another schedule).
    static func progress<S: TimelineSchedule>(of node: ViewNode, schedule: S, now: Date) -> TimelineProgress {
        if let kept = node[TimelineProgressKey.self], kept.description == String(describing: schedule) {
            return kept
        }
        node[TimelineProgressKey.self]?.cancelTimer(in: node.graph)
        let made = TimelineProgress(schedule: schedule, start: now)
        let handle = GraphHandle(node.graph)
        node.addTeardownAction { [weak made] in
            if let graph = handle.graph { made?.cancelTimer(in: graph) }
        }
        node[TimelineProgressKey.self] = made
        return made
    }

    /// Moves past the entries due by `now`; returns the date to show (the last due entry, or `now`
    /// before the first).
    func advance(to now: Date) -> Date {
        var skipped = 0
        while let entry = upcoming, entry.timeIntervalSince(now) <= Self.tolerance, skipped < Self.maximumSkipped {
            current = entry
            upcoming = next()
            skipped += 1
        }
        return current ?? now
    }

    /// Asks for `node` to be evaluated again at `date` on the graph's clock (nil: never).
    func wake(_ node: ViewNode, at date: Date?, now: Date) {
        let graph = node.graph
        cancelTimer(in: graph)
        guard let date else { return }
        let delay = max(date.timeIntervalSince(now), 0)
        timer = graph.schedule(at: graph.time + delay) { [weak node, weak self] in
            self?.timer = nil
            guard let node, node.isAttached else { return }
            node.graph.invalidate(node)
        }
    }

    func cancelTimer(in graph: ViewGraph) {
        if let timer { graph.cancelTimer(timer) }
        timer = nil
    }
}

/// A `TimelineView`'s progress, in its node.
enum TimelineProgressKey: NodeStorageKey {
    typealias Value = TimelineProgress
}
