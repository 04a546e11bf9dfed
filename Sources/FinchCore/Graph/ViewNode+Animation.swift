import Foundation

/// The animated values a view owns (effects, shape data, frames of its layout nodes) and the
/// transaction that applies to it.
extension ViewNode {
    var hasFrameAnimations: Bool {
        guard let animationState else { return false }
        return !animationState.frameAnimations.isEmpty
    }

    func placedFrame(_ ordinal: Int) -> CGRect? {
        if ordinal == 0 { return firstPlacedFrame }
        guard ordinal > 0, let later = multiples?.laterPlacedFrames, ordinal - 1 < later.count else { return nil }
        return later[ordinal - 1]
    }

    func setPlacedFrame(_ frame: CGRect, ordinal: Int) {
        guard ordinal > 0 else {
            if ordinal == 0 { firstPlacedFrame = frame }
            return
        }
        let multiples = madeMultiples()
        // Grown once to the size needed (a chain's wrappers are placed from the outermost in, numbered up).
        if multiples.laterPlacedFrames.count < ordinal { multiples.laterPlacedFrames.reserveCapacity(ordinal) }
        while multiples.laterPlacedFrames.count < ordinal { multiples.laterPlacedFrames.append(nil) }
        multiples.laterPlacedFrames[ordinal - 1] = frame
    }

    func frameAnimation(_ ordinal: Int) -> AnimatedValue<AnimatableVector>? {
        animationState?.frameAnimations[ordinal]
    }

    /// Forgets the animation of frame `ordinal` (its node follows a geometry group instead).
    func dropFrameAnimation(_ ordinal: Int) {
        animationState?.frameAnimations[ordinal] = nil
    }

    /// The animation of frame `ordinal`, moved from `previous` to `frame` with the transaction's animation.
    func animatedFrame(
        _ ordinal: Int, from previous: CGRect, to frame: CGRect, transaction: Transaction
    ) -> AnimatedValue<AnimatableVector> {
        let state = madeAnimationState()
        let value = state.frameAnimations[ordinal] ?? AnimatedValue(previous.animatableVector, census: census)
        state.frameAnimations[ordinal] = value
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        if value.setTarget(frame.animatableVector, animation: animation, time: graph.time) {
            graph.animationStarted(value)
        }
        return value
    }

    /// The animated value in slot `key`, moved to `target` with the transaction's animation.
    func animatedValue<V: VectorArithmetic>(
        _ key: AnimationSlot, target: V, transaction: @autoclosure () -> Transaction
    ) -> AnimatedValue<V> {
        let stored = firstAnimatedValue?.slot == key ? firstAnimatedValue?.value : animationState?.animatedValues[key]
        // Cast only when there is one: a cast to `AnimatedValue<V>` asks for its metadata even of nil.
        if let stored, let existing = stored as? AnimatedValue<V> {
            guard existing.target != target else { return existing }
            let transaction = transaction()
            let animation = transaction.disablesAnimations ? nil : transaction.animation
            if existing.setTarget(target, animation: animation, time: graph.time) { graph.animationStarted(existing) }
            return existing
        }
        let value = AnimatedValueClasses.make(target, census: census)
        if firstAnimatedValue == nil || firstAnimatedValue?.slot == key {
            firstAnimatedValue = (key, value)
        } else {
            madeAnimationState().animatedValues[key] = value
        }
        return value
    }

    /// The transaction that applies to this node now: the update's, changed by the modifiers above it.
    ///
    /// What reaches the node is cached per update or layout, so asking for many nodes (every row a
    /// scrolled list moves) walks each ancestor once, not once per node.
    func effectiveTransaction() -> Transaction {
        var transaction: Transaction
        if let last = lastTransaction, last.update == graph.build.updateCount {
            transaction = last.transaction
        } else {
            transaction = parent?.effectiveTransaction() ?? graph.build.currentTransaction
            lastTransaction = (graph.build.updateCount, transaction)
        }
        animationState?.transactionTransform?(&transaction)
        return transaction
    }
}
