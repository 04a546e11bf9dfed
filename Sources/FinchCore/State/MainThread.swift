import Foundation

/// Runs model-change notifications on the main actor, whichever thread the change came from.
///
/// On the main queue the work runs at once; from elsewhere it is queued on the main queue, so a
/// model changed off the main actor never races with the view graph. The main actor runs its
/// jobs on the main dispatch queue, but not always on the main thread (the Swift Testing runner
/// drains it from another thread), so the check asks the queue, not `Thread.isMainThread`.
enum MainThread {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True when the caller runs on the main queue, and so on the main actor.
    static var isMainQueue: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `body` with `value` on the main actor, where the caller is (checked: it traps otherwise).
    ///
    /// For non-isolated code that only the main actor reaches but Swift cannot prove it (a state
    /// location's accessors: the class hierarchy of locations is not isolated). `value` is not sent
    /// anywhere: the caller runs on the main actor, so what it holds is already the main actor's, which
    /// the runtime check makes sure of before `body` sees it. The one unchecked copy of the state code.
    static func assumeIsolated<T>(_ value: T, _ body: @MainActor (T) -> Void) {
        nonisolated(unsafe) let value = value
        MainActor.assumeIsolated { body(value) }
    }

    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isMainQueue {
            MainActor.assumeIsolated { work() }
        } else {
            // A main-actor task rather than a bare main-queue block: work that releases layout nodes runs
            // as a job of the main actor, so their (main-actor) deinits run at once, not a turn later.
            Task { @MainActor in work() }
        }
    }
}

/// A weak reference to a graph node that can cross threads (main-actor isolated, so it is `Sendable`);
/// it is only dereferenced on the main actor.
@MainActor
final class WeakNode {
    private weak var node: ViewNode?
    /// Whether the node's graph is still there: while the graph deinitializes, its views' teardown can
    /// make a model send a change to a node not yet unmounted, whose unowned `graph` must then not be
    /// followed. Not a weak reference to the graph (see `GraphLiveness`).
    private let liveness: GraphLiveness

    init(_ node: ViewNode) {
        self.node = node
        self.liveness = node.graph.liveness
    }

    /// Marks the node for re-evaluation at the next update, for a model's change.
    func invalidate() {
        guard !liveness.isGone, let node else { return }
        node.graph.invalidate(node, forModelChangeIn: Transaction.current)
    }

    /// Records a state write of the node's, applied by the next update (at once if the node is gone).
    func record(_ write: @escaping () -> Void) {
        guard !liveness.isGone, let node else { return write() }
        node.graph.record(write: write, of: node)
    }
}
