import Foundation

/// Time and animation: the clock moves only through `advance(to:)`; removed views leaving through
/// their transitions are kept and drawn until their removal ends.
extension ViewGraph {
    /// True while some value is still moving: the host should draw another frame.
    ///
    /// Asking changes nothing in the tree (finished removals are unmounted by `advance(to:)`).
    public var hasRunningAnimations: Bool {
        animations.isRunning(at: time) || leaving.contains { $0.value.isRunning(at: time) }
    }

    /// True when the next frame would differ from the last: a change is pending or something animates.
    public var needsFrame: Bool {
        needsUpdate || pipeline.needsDisplay || hasRunningAnimations || dragAndDrop.needsFrame(at: time)
            || animations.hasPendingCompletions
    }

    /// Keeps a removed view drawn where it was, moving toward its removal state, until that animation ends.
    /// `area` is where the transition was set, when inside the removed view (its scale anchor); nil: the view.
    func keepWhileLeaving(_ node: ViewNode, transition: AnyTransition, animation: Animation, area: CGRect? = nil) {
        let value = AnimatedValue(AnyTransition.State.identity.vector, census: census)
        value.setTarget(transition.removal.vector, animation: animation, time: time)
        animationStarted(value)
        // Where the view was, read before its nodes are wrapped (wrapping re-parents them).
        let place = LeavingAnchor(of: node)
        node.beginLeaving()
        let anchor = transition.removal.anchor
        // The clock, not the graph (see `_AnimatableEffect`).
        let clock = self.clock
        let drawn = node.outputs.map { output in
            EffectNode(child: output) { frame in
                AnyTransition.State.effect(value.value(at: clock.time), anchor: anchor, frame: area ?? frame)
            }
        }
        // The effect nodes draw the removed view's last layout; nothing lays them out again.
        for (effect, output) in zip(drawn, node.outputs) { effect.adoptFrame(of: output) }
        leaving.append(LeavingView(node: node, value: value, drawn: drawn, anchor: place))
    }

    /// Keeps a removed view drawn, at its last frames (`places`: its layout nodes' origins and proposals
    /// before the removal), while its modifier transition (already evaluated with `active`) animates;
    /// `transitionNode`'s current nodes are what is drawn.
    func keepWhileLeaving(
        _ node: ViewNode, modifierTransition transitionNode: ViewNode, at places: [(CGPoint, ProposedViewSize)],
        animation: Animation
    ) {
        let clock = AnimatedValue(0.0, census: census)
        clock.setTarget(1, animation: animation, time: time)
        animationStarted(clock)
        let frames = places
        node.beginLeaving()
        leaving.append(
            LeavingView(node: node, value: clock, drawn: [], anchor: LeavingAnchor(of: node)) { [weak transitionNode] in
                let current = transitionNode?.outputs ?? []
                for (output, placement) in zip(current, frames) { output.place(at: placement.0, proposal: placement.1) }
                return current
            })
    }

    /// Unmounts removed views whose removal has finished, and forgets finished animations.
    func finishAnimations() {
        let done = leaving.filter { !$0.value.isRunning(at: time) }
        if !done.isEmpty {
            leaving.removeAll { !$0.value.isRunning(at: time) }
            for view in done { view.node.unmount() }
        }
        animations.finish(at: time)
    }

    /// An unmounted node's animations stop with it (see `AnimationRegistry.forget`).
    func forgetAnimations(of node: ViewNode) {
        animations.forget(node)
    }

    func animationStarted(_ slot: any AnimatedSlot) {
        animations.started(slot)
        for completion in build.currentTransaction.animationCompletions { completion.track(slot) }
    }

    /// Re-evaluates `node` on every frame while `slot` animates (its body reads the animated value).
    func animateBody(of node: ViewNode, while slot: any AnimatedSlot) {
        animations.animateBody(of: node, while: slot)
    }

    /// Moves the clock to `time`: finished animations end, gliding scroll views step, gesture deadlines
    /// and timers due fire, and views whose bodies read animated values are invalidated (without
    /// starting new animations). Nothing is updated or laid out here: what this changes, and changes
    /// made before, are applied by the frame's update (`FrameHost.renderFrame(at:)`), at the new time.
    public func advance(to time: Double) {
        withCensus { performAdvance(to: time) }
    }

    private func performAdvance(to time: Double) {
        self.time = max(self.time, time)
        finishAnimations()
        // After the removals ended: a completion may read the tree they left.
        for completion in animations.completionsDue(at: self.time) { completion.run() }
        animations.stepGlides()
        inputRouter.fireDeadlines(at: self.time)
        timers.fire(at: self.time)
        let due = animations.bodiesDue(at: self.time)
        guard !due.isEmpty else { return }
        var still = Transaction()
        still.disablesAnimations = true
        for node in due { invalidate(node, transaction: still) }
    }
}
