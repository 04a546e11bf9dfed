import Foundation

/// What the next update has to build, and in which transaction: Flutter's `BuildOwner` for a view graph.
///
/// Its one job is the change queue: the root view's builder and whether it must run again, the batches
/// of changes recorded since the last update (one per transaction, in the order they were made), the
/// nodes the running update re-evaluates, the transaction of that update, and whether the host was
/// already asked for the frame that will apply them. The graph applies the batches (`performUpdate`);
/// this keeps them.
@MainActor
final class BuildOwner {
    /// Builds the root view's nodes (replaced by `ViewGraph.setRootView`).
    var evaluateRoot: (ViewInputs) -> [LayoutNode]
    /// Whether the next update builds the root again (a new root view or environment).
    var rootNeedsEvaluation = true
    /// Nodes to evaluate in the update pass running now, by identity.
    var invalidated: [ObjectIdentifier: ViewNode] = [:]
    /// Changes made since the last update, one batch per transaction, in the order they were made.
    var pendingBatches: [ChangeBatch] = []
    /// Set when a model change evaluated the pending batches between frames (`invalidate(_:forModelChangeIn:)`):
    /// what they built is placed before the next update applies anything, so newer changes animate from it.
    var placesBeforeNextUpdate = false
    /// Counts updates and layouts, so per-pass information (transactions) can tell old from new.
    var updateCount = 0
    /// The transaction of the update in progress (the state changes' `withAnimation`, if any).
    var currentTransaction = Transaction()
    /// Whether any view ever changed the transaction for its subtree (`.animation`, `.transaction`);
    /// until one does, a change in a transaction without animation animates nothing anywhere.
    var hasTransactionTransforms = false
    /// True once the graph asked its host for a frame and the frame's update has not yet begun: later
    /// changes ride on that frame instead of asking again (see `ViewGraph.requestFrame()`).
    var frameRequested = false

    init(evaluateRoot: @escaping (ViewInputs) -> [LayoutNode]) {
        self.evaluateRoot = evaluateRoot
    }

    /// Whether a frame moved now may animate: cheap to ask for every node a scrolled list moves.
    var frameChangesMayAnimate: Bool { hasTransactionTransforms || currentTransaction.animation != nil }

    /// True when a change is recorded for the next update (presentations aside).
    var hasPendingChanges: Bool { rootNeedsEvaluation || !pendingBatches.isEmpty || !invalidated.isEmpty }

    /// Marks `node` for evaluation in the update pass running now.
    func markInvalidated(_ node: ViewNode) {
        node.isInvalidated = true
        invalidated[ObjectIdentifier(node)] = node
    }

    /// Takes the oldest pending batch, or nil when none is left.
    func takeNextBatch() -> ChangeBatch? {
        pendingBatches.isEmpty ? nil : pendingBatches.removeFirst()
    }

    /// Takes the invalidated nodes, parents first.
    func takeInvalidated() -> [ViewNode] {
        let nodes = invalidated.values.sorted { $0.depth < $1.depth }
        invalidated.removeAll()
        return nodes
    }

    /// Starts the update of one batch (or of the root): a new pass, in `transaction`.
    func beginUpdate(with transaction: Transaction) {
        updateCount += 1
        currentTransaction = transaction
    }

    /// The layout after an update consumes its transaction, so a later layout for another reason (a
    /// resized window) does not animate; what a model change evaluated early is placed now.
    func endLayout() {
        placesBeforeNextUpdate = false
        updateCount += 1
        currentTransaction = Transaction()
    }

    /// Adds to the last batch when it has the same animation (and the same `disablesAnimations`), else to a new one.
    func batch(for transaction: Transaction, _ change: (inout ChangeBatch) -> Void) {
        // A completion waiting on the transaction's animations is now this graph's to call.
        for completion in transaction.animationCompletions { completion.claim() }
        if let last = pendingBatches.indices.last, pendingBatches[last].transaction.animation == transaction.animation,
            pendingBatches[last].transaction.disablesAnimations == transaction.disablesAnimations
        {
            let waiting = pendingBatches[last].transaction.animationCompletions
            for completion in transaction.animationCompletions where !waiting.contains(where: { $0 === completion }) {
                pendingBatches[last].transaction[AnimationCompletionsKey.self].append(completion)
            }
            change(&pendingBatches[last])
        } else {
            var batch = ChangeBatch(transaction: transaction)
            change(&batch)
            pendingBatches.append(batch)
        }
    }

    /// Forgets every change (the graph is torn down).
    func removeAll() {
        invalidated.removeAll()
        pendingBatches.removeAll()
    }
}
