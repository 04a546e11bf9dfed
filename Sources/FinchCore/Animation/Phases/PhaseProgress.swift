import Foundation

/// Where a phase animator is: the phase shown, the trigger last seen, and the timer that moves it to
/// the next phase when the current step's animation ends. Kept in the animator's node.
@MainActor
final class PhaseProgress {
    private(set) var index = 0
    /// How many phases the run in progress has still to go through (0: at rest on the first).
    private var remaining = 0
    private var lastTrigger: PhaseTrigger?
    private var started = false
    private var timer: Int?

    static func progress(of node: ViewNode) -> PhaseProgress {
        if let kept = node[PhaseProgressKey.self] { return kept }
        let made = PhaseProgress()
        let handle = GraphHandle(node.graph)
        node.addTeardownAction { [weak made] in
            if let graph = handle.graph { made?.cancelTimer(in: graph) }
        }
        node[PhaseProgressKey.self] = made
        return made
    }

    /// Starts a run when the trigger changed (or, without a trigger, when the view first appears):
    /// moves to the second phase and returns the animation to build with; nil when nothing starts.
    func start(
        trigger: PhaseTrigger?, count: Int, node: ViewNode, animation: @escaping (Int) -> Animation?
    ) -> Animation?? {
        defer {
            lastTrigger = trigger
            started = true
        }
        guard count > 1 else { return nil }
        if let trigger {
            guard started, let lastTrigger, !trigger.equals(lastTrigger.value) else { return nil }
            remaining = count
            return step(node: node, count: count, animation: animation)
        }
        guard !started else { return nil }
        // Cycling starts once the first phase is shown: the first step is due now, in the next frame.
        remaining = .max
        schedule(after: 0, node: node, count: count, animation: animation)
        return nil
    }

    /// Moves to the next phase and schedules the one after; returns the step's animation.
    private func step(node: ViewNode, count: Int, animation: @escaping (Int) -> Animation?) -> Animation?? {
        index = (index + 1) % count
        if remaining != .max { remaining -= 1 }
        let stepAnimation = animation(index)
        let graph = node.graph
        cancelTimer(in: graph)
        guard remaining > 0 else { return .some(stepAnimation) }
        let duration = stepAnimation.map { $0.totalDuration } ?? 0
        guard duration.isFinite else { return .some(stepAnimation) }
        schedule(after: duration, node: node, count: count, animation: animation)
        return .some(stepAnimation)
    }

    /// Takes the next step `delay` seconds from now on the graph's clock, in its animation's transaction.
    private func schedule(after delay: Double, node: ViewNode, count: Int, animation: @escaping (Int) -> Animation?) {
        let graph = node.graph
        timer = graph.schedule(at: graph.time + delay) { [weak self, weak node] in
            guard let self, let node, node.isAttached else { return }
            self.timer = nil
            let next = self.step(node: node, count: count, animation: animation)
            node.graph.invalidate(node, transaction: Transaction(animation: next ?? nil))
        }
    }

    func cancelTimer(in graph: ViewGraph) {
        if let timer { graph.cancelTimer(timer) }
        timer = nil
    }
}

/// A phase animator's progress, in its node.
enum PhaseProgressKey: NodeStorageKey {
    typealias Value = PhaseProgress
}
