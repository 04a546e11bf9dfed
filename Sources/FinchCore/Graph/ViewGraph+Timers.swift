import Foundation

/// Work a view asks to have done at a time on the graph's clock (a caret blinking): the host wakes
/// for it as it wakes for a gesture's time-out (`nextGestureDeadline` includes it), and
/// `advance(to:)` runs the ones whose time has come. Never a wall-clock timer, so tests move past it
/// on the virtual clock.
@MainActor
final class GraphTimers {
    private var entries: [(id: Int, time: Double, action: @MainActor () -> Void)] = []
    private var nextID = 0

    /// The earliest time something is scheduled for.
    var next: Double? { entries.map(\.time).min() }

    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        entries.append((nextID, time, action))
        return nextID
    }

    func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Runs (and forgets) every action due by `time`, earliest first; actions they schedule wait.
    func fire(at time: Double) {
        let due = entries.filter { $0.time <= time + deadlineTolerance }.sorted { $0.time < $1.time }
        guard !due.isEmpty else { return }
        entries.removeAll { $0.time <= time + deadlineTolerance }
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
