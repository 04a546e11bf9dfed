import Foundation

/// Repeating ticks on a graph's clock, for a timer publisher a view receives from: each tick is due
/// one interval after the last was due (so late frames do not make the ticks drift), and sends the
/// date the graph's clock stands for.
@MainActor
enum ClockTicks {
    static func start(
        every interval: TimeInterval, in graph: ViewGraph, _ send: @escaping @MainActor (Date) -> Void
    ) -> AnyCancellable {
        let state = TickState()
        let handle = GraphHandle(graph)
        let step = interval.isFinite && interval > 0 ? interval : 1
        func schedule(at due: Double) {
            guard let graph = handle.graph else { return }
            state.timer = graph.schedule(at: due) {
                state.timer = nil
                guard let graph = handle.graph else { return }
                send(graph.now)
                schedule(at: max(due + step, graph.time))
            }
        }
        schedule(at: graph.time + step)
        // Cancelled where views are torn down: on the main actor.
        return AnyCancellable {
            MainActor.assumeIsolated {
                if let id = state.timer { handle.graph?.cancelTimer(id) }
                state.timer = nil
            }
        }
    }

    /// The timer waiting for the next tick.
    private final class TickState {
        var timer: Int?
    }
}
