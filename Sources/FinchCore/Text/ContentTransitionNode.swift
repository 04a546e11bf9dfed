import Foundation

/// A text whose characters changed in an animated transaction, drawn through its content transition
/// (`contentTransition(_:)`): the old text goes as the new one comes, over the transaction's animation.
///
/// It lays out as the new text (the layout changes at once, as SwiftUI's does) and draws the old one
/// at the same origin, at its own size, until the transition ends:
/// - `.opacity` and `.interpolate`: the old text fades out as the new one fades in (Finch draws
///   `.interpolate` as the crossfade: it has no glyph outlines to morph).
/// - `.numericText`: the characters that changed move up and fade out while the new ones rise into
///   place from below (down and from above when counting down); the ones the two texts share at their
///   start and end stay still (`RollingCharacters`). A text of several lines or styles rolls whole.
///   Finch's choices, not measured against iOS: they move by 60 % of the text's height, with no blur.
final class ContentTransitionNode: WrapperNode {
    /// The old text, in an effect that fades (and moves) it out.
    let outgoing: EffectNode
    /// The text the transition ends on, without its effect.
    let incoming: TextNode
    /// How far the transition is: 0 when it starts, 1 when it ends.
    let progress: AnimatedValue<Double>
    /// The transition drawn (kept while it runs, as the environment may change meanwhile).
    let kind: ContentTransition.Kind
    private let clock: GraphClock
    /// For a roll on one line of one style, the shared characters still and the changed ones rolling.
    private let characters: RollingCharacters?
    /// Whether the new text sits on one line as laid out (else it rolls whole).
    private var isOneLine = false

    /// How far a rolling text moves, as a fraction of its height.
    static let rollDistance = 0.6

    init(
        incoming: TextNode, outgoing: TextNode, progress: AnimatedValue<Double>, clock: GraphClock,
        kind: ContentTransition.Kind
    ) {
        let roll = Self.roll(for: kind)
        self.incoming = incoming
        self.outgoing = Self.leaving(outgoing, progress: progress, clock: clock, roll: roll)
        self.progress = progress
        self.kind = kind
        self.clock = clock
        characters =
            roll == 0
            ? nil : RollingCharacters(from: outgoing, to: incoming, progress: progress, clock: clock, roll: roll)
        super.init(child: Self.arriving(incoming, progress: progress, clock: clock, roll: roll))
        self.outgoing.parent = self
        characters?.reparent(to: self)
        followMoves()
    }

    /// The texts (and their effects and pieces) are no view's own nodes: they are drawn where this node
    /// is while it glides (a text changing as its container moves goes along, as it does unwrapped).
    private func followMoves() {
        for effect in [child, outgoing] {
            effect.follow(self)
            (effect as? WrapperNode)?.child.follow(effect)
        }
        characters?.follow(self)
    }

    /// `text` going: it moves `roll` × `rollDistance` of its height up (down when negative) and fades out.
    static func leaving(_ text: LayoutNode, progress: AnimatedValue<Double>, clock: GraphClock, roll: Double)
        -> EffectNode
    {
        EffectNode(child: text, movesGeometry: false) { frame in
            let shown = progress.value(at: clock.time)
            let distance = frame.height * rollDistance * roll
            return RenderEffect(transform: .translation(x: 0, y: -distance * shown), opacity: 1 - shown)
        }
    }

    /// `text` coming: from as far below (above when `roll` is negative) into place, fading in.
    static func arriving(_ text: LayoutNode, progress: AnimatedValue<Double>, clock: GraphClock, roll: Double)
        -> EffectNode
    {
        EffectNode(child: text, movesGeometry: false) { frame in
            let shown = progress.value(at: clock.time)
            let distance = frame.height * rollDistance * roll
            return RenderEffect(transform: .translation(x: 0, y: distance * (1 - shown)), opacity: shown)
        }
    }

    /// Which way the texts move: 1 up, -1 down, 0 in place (a crossfade).
    private static func roll(for kind: ContentTransition.Kind) -> Double {
        switch kind {
        case .identity, .opacity, .interpolate: 0
        case .numericText(let countsDown): countsDown ? -1 : 1
        }
    }

    /// The old text sits where the new one does, at the size it takes for the same proposal.
    override func placeChildren() {
        super.placeChildren()
        outgoing.place(at: frame.origin, proposal: placedProposal)
        guard let characters else { return }
        isOneLine = incoming.frame.width >= incoming.sizeThatFits(.unspecified).width - 0.5
        if isOneLine { characters.place(at: incoming.frame.origin) }
    }

    /// The old text under the new one (its effect draws nothing once it has faded out); for a roll of
    /// some characters, those pieces until it ends.
    override func render(into items: inout [DisplayItem]) {
        if let characters, isOneLine, progress.value(at: clock.time) < 1 {
            characters.render(into: &items)
            return
        }
        outgoing.renderTree(into: &items)
        child.renderTree(into: &items)
    }

    /// `text` as its node draws it now that `inputs` make it: through a transition from what the node
    /// drew before when its characters changed in an animated transaction (by default a crossfade, as
    /// SwiftUI's environment defaults to `.opacity`; none under `.identity`), else as it is (a
    /// transition still running goes on, now toward `text`). A text built outside an animation, with
    /// none running, costs a look at its node's last output and nothing more.
    static func drawing(_ text: TextNode, in inputs: ViewInputs) -> LayoutNode {
        let transition = inputs.environment.contentTransition
        guard transition.kind != .identity else { return text }
        let node = inputs.node
        var lastValue: Double?
        if let value = transition.numericValue {
            lastValue = node[NumericTextValueSlot.self]
            node[NumericTextValueSlot.self] = value
        }
        let previous = node.outputs.first
        let running = previous as? ContentTransitionNode
        let animation = inputs.transaction.disablesAnimations ? nil : inputs.transaction.animation
        guard let animation, let before = running?.incoming ?? previous as? TextNode,
            !before.hasSameCharacters(as: text)
        else {
            // Unchanged characters: a transition still running goes on toward the text made now.
            guard let running, running.progress.isRunning(at: node.graph.time),
                let old = running.outgoing.child as? TextNode
            else {
                return text
            }
            return ContentTransitionNode(
                incoming: text, outgoing: old, progress: running.progress, clock: node.graph.clock, kind: running.kind)
        }
        var kind = transition.kind
        if let value = transition.numericValue, let lastValue, value < lastValue {
            kind = .numericText(countsDown: true)
        }
        // From the start whatever was running: the text shown last goes, the new one comes.
        _ = node.animatedValue(.content, target: 0.0, transaction: Transaction())
        let progress = node.animatedValue(.content, target: 1.0, transaction: Transaction(animation: animation))
        let duration = animation.totalDuration
        if duration.isFinite { unwrap(node, at: node.graph.time + max(duration, 0)) }
        return ContentTransitionNode(
            incoming: text, outgoing: before, progress: progress, clock: node.graph.clock, kind: kind)
    }
}

extension ContentTransitionNode {
    /// Evaluates `node` again once its transition has ended (at `time`, or a little after while it still
    /// runs), so it draws its plain text again: nothing of the old text stays once it has gone.
    fileprivate static func unwrap(_ node: ViewNode, at time: Double) {
        node.graph.schedule(at: time) { [weak node] in
            guard let node, node.isAttached, let running = node.outputs.first as? ContentTransitionNode else {
                return
            }
            let graph = node.graph
            guard !running.progress.isRunning(at: graph.time) else {
                unwrap(node, at: graph.time + 0.05)
                return
            }
            var still = Transaction()
            still.disablesAnimations = true
            graph.invalidate(node, transaction: still)
        }
    }
}

/// The value the last `.numericText(value:)` of a text's node named, to tell which way the next rolls.
private enum NumericTextValueSlot: NodeStorageKey {
    typealias Value = Double
}
