import Foundation

/// Where a view with `.scrollTransition` is relative to its scroll view's visible region, as SwiftUI's.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Entering or leaving at the top (or leading) edge.
    case topLeading
    /// Inside the visible region (past the configuration's threshold).
    case identity
    /// Entering or leaving at the bottom (or trailing) edge.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a `.scrollTransition` moves between its phases, as SwiftUI's.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        /// The effect follows the scroll, interpolated between identity and the edge phase.
        case interactive
        /// The effect jumps between phases, gliding with the animation.
        case animated(Animation)
        case identity
    }

    /// How much of the view must be visible for the identity phase.
    public struct Threshold: Sendable {
        /// The fraction of the view (0...1; of the container, for a view longer than it) that is visible.
        let visibleFraction: Double

        /// Wholly visible (the default).
        public static var visible: Threshold { Threshold(visibleFraction: 1) }
        /// Visible at all.
        public static var hidden: Threshold { Threshold(visibleFraction: 0) }

        /// `amount` of the view visible (0...1).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visibleFraction: amount.isFinite ? min(max(amount, 0), 1) : 1)
        }
    }

    let mode: Mode
    var threshold: Threshold = .visible

    /// The effect interpolated as the view scrolls into (and out of) the visible region: wholly
    /// inside, the identity; wholly outside, the edge phase; in between, that far between the effects.
    public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration(mode: .interactive) }

    /// The effect changes once the view crosses the threshold, animated with iOS 17's `.bouncy`, as
    /// SwiftUI's `.animated`.
    public static var animated: ScrollTransitionConfiguration { animated(.bouncy) }

    public static func animated(_ animation: Animation = .bouncy) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// No effect: every phase is drawn as the identity.
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(mode: .identity) }

    /// This configuration with the identity phase from `threshold` on.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }
}

extension View {
    /// Applies `transition`'s effect for the phase the view is in relative to its scroll view's visible
    /// region (identity when wholly inside), along `axis` (nil: the scroll view's axis, vertical when it
    /// scrolls both). Drawn after layout, as `.visualEffect`; layout is unchanged.
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(nil) { node, inputs in
            ScrollTransitionNode(
                child: node, environment: inputs.environment, configuration: configuration, axis: axis
            ) { phase in
                transition(EmptyVisualEffect(), phase).visualEffectSteps
            }
        }
    }
}
