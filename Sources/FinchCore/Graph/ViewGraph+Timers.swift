import Foundation

/// Work a view asks to have done at a time on the graph's clock (a caret blinking): the host wakes
/// for it as it wakes for a gesture's time-out (`nextGestureDeadline` includes it), and
/// `advance(to:)` runs the ones whose time has come. Never a wall-clock timer, so tests move past it
/// on the virtual clock. Each scheduled entry is counted in the graph's census until it runs or is
/// cancelled (or the graph goes), so a view that leaves without cancelling its timer shows.
@MainActor
final class GraphTimers {
    private var entries: [(id: Int, time: Double, action: @MainActor () -> Void)] = []
    private var nextID = 0
    private let census: NodeCensus

    init(census: NodeCensus) {
        self.census = census
    }

    isolated deinit {
        census.freed(.timer, count: entries.count)
    }

    /// The earliest time something is scheduled for.
    var next: Double? { entries.map(\.time).min() }

    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        entries.append((nextID, time, action))
        census.made(.timer)
        return nextID
    }

    func cancel(_ id: Int) {
        let before = entries.count
        entries.removeAll { $0.id == id }
        census.freed(.timer, count: before - entries.count)
    }

    /// Forgets everything scheduled (the graph is torn down).
    func cancelAll() {
        census.freed(.timer, count: entries.count)
        entries.removeAll()
    }

    /// Runs (and forgets) every action due by `time`, earliest first; actions they schedule wait.
    func fire(at time: Double) {
        let due = entries.filter { $0.time <= time + deadlineTolerance }.sorted { $0.time < $1.time }
        guard !due.isEmpty else { return }
        entries.removeAll { $0.time <= time + deadlineTolerance }
        census.freed(.timer, count: due.count)
        for entry in due { entry.action() }
    }
}

extension ViewGraph {
    /// Runs `action` when the clock reaches `time`; returns a number to cancel it with.
    @discardableResult
    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        let id = timers.schedule(at: time, action)
        // The host re-reads its next wake (a deadline, not a frame). Not `requestFrame()`: nothing is
        // pending, so no frame comes to end that request, and it would swallow the next change's ask.
        onNeedsUpdate?()
        return id
    }

    func cancelTimer(_ id: Int) {
        timers.cancel(id)
    }
}
