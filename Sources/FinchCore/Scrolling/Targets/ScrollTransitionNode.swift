import Foundation

/// The node of `.scrollTransition`: an effect node whose effect is the app's closure for the phase the
/// view is in, from where its laid-out frame sits in the nearest scroll view's visible region.
///
/// SwiftUI's `VisualEffect` is `Animatable` and interpolated between the phases' effects; Finch's is
/// not, so the two effects' steps are mixed one by one (`VisualEffectStep.mixed`). Drawn again every
/// frame, since a scroll moves the view without marking it.
final class ScrollTransitionNode: EffectNode {
    private let environment: EnvironmentValues
    private let configuration: ScrollTransitionConfiguration
    private let axis: Axis?
    private let effects: @MainActor (ScrollTransitionPhase) -> [VisualEffectStep]
    /// For `.animated`: the position shown (−1…1), gliding to each new phase.
    private var animatedPosition: AnimatedValue<Double>?

    init(
        child: LayoutNode, environment: EnvironmentValues, configuration: ScrollTransitionConfiguration,
        axis: Axis?, effects: @escaping @MainActor (ScrollTransitionPhase) -> [VisualEffectStep]
    ) {
        self.environment = environment
        self.configuration = configuration
        self.axis = axis
        self.effects = effects
        let link = ScrollTransitionNodeLink()
        super.init(child: child) { frame in link.node?.resolvedEffect(in: frame) ?? RenderEffect() }
        link.node = self
    }

    override var paintsEveryFrame: Bool { true }

    private func resolvedEffect(in frame: CGRect) -> RenderEffect {
        let position = shownPosition()
        let identity = effects(.identity)
        let steps: [VisualEffectStep]
        if position == 0 {
            steps = identity
        } else {
            let edge = effects(position < 0 ? .topLeading : .bottomTrailing)
            steps = VisualEffectStep.mixed(identity, edge, amount: abs(position))
        }
        return VisualEffectNode.resolve(steps, in: frame, environment: environment)
    }

    /// The position drawn: interactive, where the view is; animated, gliding to its phase's value.
    private func shownPosition() -> Double {
        switch configuration.mode {
        case .identity:
            return 0
        case .interactive:
            return position()
        case .animated(let animation):
            // The new phase is noticed when the view is drawn (each frame of a scroll), and its glide
            // starts then.
            let phase = position()
            let target: Double = phase == 0 ? 0 : (phase < 0 ? -1 : 1)
            guard let graph = owner?.graph else { return target }
            guard let value = animatedPosition else {
                animatedPosition = AnimatedValue(target, census: census)
                return target
            }
            if value.setTarget(target, animation: animation, time: graph.time) { graph.animationStarted(value) }
            return value.value(at: graph.time)
        }
    }

    /// Where the view is (−1…1) along the transition's axis: 0 wholly visible (past the threshold),
    /// ±1 wholly outside, in between by how much of it shows; negative on the top / leading side.
    /// Outside a scroll view, the identity.
    func position() -> Double {
        var ancestor = parent
        while let node = ancestor, !(node is ScrollViewNode) { ancestor = node.parent }
        guard let scroll = ancestor as? ScrollViewNode else { return 0 }
        let axis = self.axis ?? (scroll.axes == .horizontal ? .horizontal : .vertical)
        let visible = scroll.visibleRect
        let view = frame
        let start = max(view.origin[axis], visible.origin[axis])
        let end = min(view.origin[axis] + view.size[axis], visible.origin[axis] + visible.size[axis])
        let length = min(view.size[axis], visible.size[axis])
        let fraction = length > 0 ? Double(max(0, end - start) / length) : 1
        let threshold = configuration.threshold.visibleFraction
        guard fraction < threshold, threshold > 0 else { return 0 }
        // A linear interpolation: Apple does not document the curve (Finch's choice, pinned by a test).
        let amount = min(1, (threshold - fraction) / threshold)
        let before = view.middle(along: axis) < visible.middle(along: axis)
        return before ? -amount : amount
    }
}

/// The node a scroll transition's effect resolves against, set once the node exists.
@MainActor
private final class ScrollTransitionNodeLink {
    weak var node: ScrollTransitionNode?
}
