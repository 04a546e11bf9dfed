import Foundation

/// Runs model-change notifications on the main actor, whichever thread the change came from.
///
/// On the main thread the work runs at once; from another thread it is queued on the main
/// queue, so a model changed off the main thread never races with the view graph.
enum MainThread {
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { work() }
        }
    }
}

/// A weak reference to a graph node that can cross threads; it is only dereferenced on the main actor.
final class WeakNode: @unchecked Sendable {
    // Written once at creation and read only on the main actor (inside `MainThread.run`).
    private weak var node: ViewNode?

    @MainActor init(_ node: ViewNode) {
        self.node = node
    }

    /// Marks the node for re-evaluation at the next update.
    @MainActor func invalidate() {
        guard let node else { return }
        node.graph.invalidate(node)
    }
}
