import Foundation

/// Changes made in one transaction, waiting for the next update: the state writes (applied in
/// order when the batch is applied) and the views they and other sources invalidated.
@MainActor
struct ChangeBatch {
    var transaction: Transaction
    var writes: [() -> Void] = []
    var nodes: [ViewNode] = []
}

/// The update phase: pending changes applied batch by batch, invalidated views evaluated parents
/// first, and their new layout nodes re-assembled into their ancestors without evaluating those.
extension ViewGraph {
    /// True when a change is waiting for `update()`.
    public var needsUpdate: Bool {
        build.hasPendingChanges || presentations.changed
    }

    /// Evaluates every invalidated view (parents first) and refreshes the layout tree.
    ///
    /// Changes made in different transactions are applied as separate batches, in order, each laid
    /// out before the next (so `x = 1; withAnimation { x = 0 }` animates from 1, as in SwiftUI).
    /// Appear and change actions run afterwards (in `layout(in:)`, after placement instead).
    public func update() {
        withCensus {
            performUpdate()
            runPendingActions()
        }
    }

    func performUpdate() {
        guard !isTornDown else { return }
        // Changes from here on are not in this update: they ask for the next frame.
        build.frameRequested = false
        // Batches a model change evaluated between frames are placed before anything newer applies.
        if build.placesBeforeNextUpdate, let size = pipeline.lastLayoutSize { placeIntermediate(in: size) }
        guard needsUpdate else { return }
        if build.rootNeedsEvaluation {
            build.rootNeedsEvaluation = false
            build.beginUpdate(with: build.pendingBatches.first?.transaction ?? Transaction())
            run(in: .update) { buildRoot() }
        }
        while let batch = build.takeNextBatch() {
            build.beginUpdate(with: batch.transaction)
            animations.awaitCompletions(batch.transaction.animationCompletions)
            run(in: .update) { apply(batch) }
            // A later batch animates from where this one left things: lay this one out first.
            if !build.pendingBatches.isEmpty, let size = pipeline.lastLayoutSize { placeIntermediate(in: size) }
        }
        if !build.invalidated.isEmpty { run(in: .update) { evaluateInvalidated() } }
        if presentations.changed {
            presentations.changed = false
            refreshRootForPresentations()
        }
        // A `preferredColorScheme` built (or gone) in this pass recolours the whole window in the same
        // frame; once applied the scheme is settled, so this runs at most once more.
        if colorSchemes.effective != environment.colorScheme {
            environment.colorScheme = colorSchemes.effective
            performUpdate()
        }
    }

    private func buildRoot() {
        build.invalidated.removeAll()
        let inputs = ViewInputs(node: rootNode, environment: environment)
        let nodes = rootNode.rebuildChildren(build.evaluateRoot, inputs: inputs)
        rootNode.outputs = nodes
        setRoot(nodes)
        evaluateInvalidated()
    }

    private func apply(_ batch: ChangeBatch) {
        for write in batch.writes { write() }
        for node in batch.nodes where node.isAttached { build.markInvalidated(node) }
        evaluateInvalidated()
    }

    /// Evaluates the invalidated nodes, parents first, until no more are invalidated (a preference
    /// reader or a transition may invalidate others during the pass).
    private func evaluateInvalidated() {
        evaluatingBodies(evaluateUntilSettled)
    }

    private func evaluateUntilSettled() {
        repeat {
            while !build.invalidated.isEmpty {
                for node in build.takeInvalidated() where node.isInvalidated && node.isAttached {
                    let before = node.outputs
                    node.reevaluate()
                    propagate(from: node, replacing: before)
                }
            }
            preferences.check()
        } while !build.invalidated.isEmpty
    }

    /// Re-assembles ancestors whose children's nodes changed, up to the root.
    private func propagate(from node: ViewNode, replacing before: [LayoutNode]) {
        let after = node.outputs
        guard after.count != before.count || zip(after, before).contains(where: { $0 !== $1 }) else { return }
        var patch = OutputPatch(range: 0..<before.count, nodes: after, replacedCount: before.count)
        var current = node
        while let parent = current.parent {
            guard let next = parent.reassemble(child: current, patch: patch) else { return }
            patch = next
            current = parent
        }
        setRoot(rootNode.children.flatMap(\.outputs))
    }

    // MARK: Recording changes

    /// Records a state write: applied (with its view invalidated) by the next update, in the batch of
    /// its transaction, never here. A write inside a phase is a bug (`checkStateWriteAllowed`); in a
    /// release build one during an update still applies at once and joins the pass running.
    func record(write apply: @escaping () -> Void, of node: ViewNode, transaction: Transaction = Transaction.current) {
        guard node.isAttached, !isTornDown else { return apply() }
        checkStateWriteAllowed()
        if pipeline.phase == .update {
            apply()
            build.markInvalidated(node)
            return
        }
        build.batch(for: transaction) { batch in
            batch.writes.append(apply)
            batch.nodes.append(node)
        }
        requestFrame()
    }

    /// Marks a node for re-evaluation, in the batch of `transaction` (in the pass running, during an update).
    func invalidate(_ node: ViewNode, transaction: Transaction = Transaction.current) {
        guard node.isAttached, !isTornDown else { return }
        if pipeline.phase == .update {
            build.markInvalidated(node)
            return
        }
        build.batch(for: transaction) { $0.nodes.append(node) }
        requestFrame()
    }

    /// A model (an `ObservableObject`, an `@Observable`) reports a change before making it and stores
    /// its new value right after, where Finch cannot defer it. When the change comes in another
    /// animation than the changes pending, those are evaluated now, while the model still holds what
    /// they changed, so that `model.x = 1; withAnimation { model.x = 0 }` still animates from 1. Nothing
    /// is laid out here: the next frame places what they built before it applies anything newer
    /// (`placesBeforeNextUpdate`), so the new change animates from there. Only between frames: never
    /// inside a phase.
    func invalidate(_ node: ViewNode, forModelChangeIn transaction: Transaction) {
        if pipeline.phase == .idle, pipeline.layoutCallbackDepth == 0, !build.rootNeedsEvaluation,
            let last = build.pendingBatches.last, last.transaction.animation != transaction.animation
        {
            withCensus(evaluatePendingBatches)
        }
        invalidate(node, transaction: transaction)
    }

    /// Evaluates the pending batches in order, without laying out between them or after (a model
    /// change is waiting to be stored). Batches pending together were already apart in animation; what
    /// the earlier ones moved is then placed with the last one's.
    private func evaluatePendingBatches() {
        while let batch = build.takeNextBatch() {
            build.beginUpdate(with: batch.transaction)
            run(in: .update) { apply(batch) }
        }
        if !build.invalidated.isEmpty { run(in: .update) { evaluateInvalidated() } }
        build.placesBeforeNextUpdate = pipeline.lastLayoutSize != nil
    }
}
