import Foundation

/// What moves on the graph's clock, so the host knows whether to draw another frame and the clock's
/// step knows what to move: running animated values, nodes whose bodies read animated values (evaluated
/// again each frame), and scroll views whose offset glides.
@MainActor
final class AnimationRegistry {
    private var running: [ObjectIdentifier: any AnimatedSlot] = [:]
    private var animatingBodies: [ObjectIdentifier: (node: WeakViewNode, slot: any AnimatedSlot)] = [:]
    private var gliding: [WeakLayoutNode] = []
    /// `withAnimation(completion:)`'s completions waiting on the animations their changes started.
    private var completions: [AnimationCompletion] = []

    /// True while some value is still moving at `time`.
    func isRunning(at time: Double) -> Bool {
        running.values.contains { $0.isRunning(at: time) }
            || animatingBodies.values.contains { $0.node.node != nil && $0.slot.isRunning(at: time) }
    }

    func started(_ slot: any AnimatedSlot) {
        running[ObjectIdentifier(slot)] = slot
    }

    /// Forgets the values that finished by `time`.
    func finish(at time: Double) {
        running = running.filter { $0.value.isRunning(at: time) }
    }

    /// An unmounted node's animations stop with it: a repeating one would otherwise keep the window
    /// drawing frames, and itself alive, for ever.
    func forget(_ node: ViewNode) {
        for value in node.animatedValues.values { running[ObjectIdentifier(value)] = nil }
        for value in node.frameAnimations.values { running[ObjectIdentifier(value)] = nil }
        animatingBodies[ObjectIdentifier(node)] = nil
    }

    /// Re-evaluates `node` on every frame while `slot` animates (its body reads the animated value).
    func animateBody(of node: ViewNode, while slot: any AnimatedSlot) {
        animatingBodies[ObjectIdentifier(node)] = (WeakViewNode(node), slot)
    }

    /// The nodes to evaluate at `time`: each registered one, once more after its animation ends (to
    /// show the final value); then finished ones are forgotten, so a long game does not evaluate every
    /// card that ever animated on every frame.
    func bodiesDue(at time: Double) -> [ViewNode] {
        var due: [ViewNode] = []
        for (key, entry) in animatingBodies {
            guard let node = entry.node.node else {
                animatingBodies[key] = nil
                continue
            }
            due.append(node)
            if !entry.slot.isRunning(at: time) { animatingBodies[key] = nil }
        }
        return due
    }

    /// `node`'s scroll offset glides: it is told every frame until the glide ends.
    func glide(_ node: ScrollViewNode) {
        guard !gliding.contains(where: { $0.node === node }) else { return }
        gliding.append(WeakLayoutNode(node))
    }

    /// Moves each gliding scroll view a frame on; those whose glide ended are forgotten.
    func stepGlides() {
        gliding.removeAll { ($0.node as? ScrollViewNode)?.animationFrame() != true }
    }

    /// The completions of a transaction whose changes are applied now: each waits for the animations
    /// they start (`AnimationCompletion.track`).
    func awaitCompletions(_ waiting: [AnimationCompletion]) {
        for completion in waiting where !completions.contains(where: { $0 === completion }) {
            completions.append(completion)
        }
    }

    /// True while a completion waits: frames go on until it is called.
    var hasPendingCompletions: Bool { !completions.isEmpty }

    /// The completions whose animations have all stopped by `time`, no longer waiting.
    func completionsDue(at time: Double) -> [AnimationCompletion] {
        guard !completions.isEmpty else { return [] }
        var due: [AnimationCompletion] = []
        completions.removeAll { completion in
            guard completion.isFinished(at: time) else { return false }
            due.append(completion)
            return true
        }
        return due
    }

    /// Stops everything (the graph is torn down).
    func removeAll() {
        running.removeAll()
        animatingBodies.removeAll()
        gliding.removeAll()
        completions.removeAll()
    }
}
