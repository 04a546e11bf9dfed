import Foundation

/// How a view enters and leaves the screen when it is inserted or removed in an animated
/// transaction, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    /// What the view looks like at the far end of its insertion (before) or removal (after).
    struct State: Sendable, Equatable {
        var opacity: Double = 1
        var scale = CGSize(width: 1, height: 1)
        var anchor = UnitPoint.center
        /// A fixed offset in points.
        var offset = CGSize.zero
        /// An offset in multiples of the view's own size (slide, move, push).
        var relativeOffset = CGSize.zero

        static let identity = State()

        /// Both states at once: opacities and scales multiply, offsets add.
        func combined(with other: State) -> State {
            State(
                opacity: opacity * other.opacity,
                scale: CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height),
                anchor: other.scale == CGSize(width: 1, height: 1) ? anchor : other.anchor,
                offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
                relativeOffset: CGSize(
                    width: relativeOffset.width + other.relativeOffset.width,
                    height: relativeOffset.height + other.relativeOffset.height))
        }

        /// The numbers that animate between this state and the identity.
        var vector: AnimatableVector {
            AnimatableVector([
                opacity, Double(scale.width), Double(scale.height), Double(offset.width), Double(offset.height),
                Double(relativeOffset.width), Double(relativeOffset.height),
            ])
        }

        /// The drawing effect for a vector shown now, on a view with `frame`.
        static func effect(_ vector: AnimatableVector, anchor: UnitPoint, frame: CGRect) -> RenderEffect {
            let v = vector.values.count == 7 ? vector.values : State.identity.vector.values
            let scale = Transform2D.about(anchor.point(in: frame), .scale(x: v[1], y: v[2]))
            let dx = v[3] + v[5] * Double(frame.width)
            let dy = v[4] + v[6] * Double(frame.height)
            return RenderEffect(
                transform: scale.concatenating(.translation(x: dx, y: dy)), opacity: min(max(v[0], 0), 1))
        }
    }

    let insertion: State
    let removal: State
    /// A transition made of two view modifiers (`.modifier(active:identity:)`): on insertion the view
    /// is built with `active`, then at once with `identity`, and the modifiers' animatable values move.
    var modifiers: ModifierPair?
    /// An animation the transition brings with it (`.animation(_:)`), used instead of the transaction's.
    var animation: Animation?

    init(insertion: State, removal: State) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(insertion: State(opacity: 0), removal: State(opacity: 0))

    /// Grows from (almost) nothing and shrinks back, about the centre.
    public static var scale: AnyTransition { scale(scale: 1e-5, anchor: .center) }

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let state = State(scale: CGSize(width: scale, height: scale), anchor: anchor)
        return AnyTransition(insertion: state, removal: state)
    }

    /// Comes in from the leading edge and leaves toward the trailing edge, by the view's own width.
    public static let slide = AnyTransition(
        insertion: State(relativeOffset: CGSize(width: -1, height: 0)),
        removal: State(relativeOffset: CGSize(width: 1, height: 0)))

    /// Comes in from and leaves toward `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        let state = State(relativeOffset: edge.unitOffset)
        return AnyTransition(insertion: state, removal: state)
    }

    /// Comes in from `edge` and leaves toward the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite = CGSize(width: -edge.unitOffset.width, height: -edge.unitOffset.height)
        return AnyTransition(
            insertion: State(opacity: 0, relativeOffset: edge.unitOffset),
            removal: State(opacity: 0, relativeOffset: opposite))
    }

    public static func offset(_ offset: CGSize) -> AnyTransition {
        let state = State(offset: offset)
        return AnyTransition(insertion: state, removal: state)
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// No visible change: the view appears and disappears at once (but waits for the animation).
    public static let identity = AnyTransition(insertion: .identity, removal: .identity)

    /// True when neither insertion nor removal changes anything.
    var isIdentity: Bool { insertion == .identity && removal == .identity && modifiers == nil }

    /// `insertion`'s way in and `removal`'s way out; a modifier transition on either side takes part only
    /// on its own side (on the other its identity is applied, so the view's structure stays the same).
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var result = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        result.modifiers = ModifierPair.nested(
            insertion.modifiers?.restricted(to: .inserting), removal.modifiers?.restricted(to: .removing))
        return result
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        var result = AnyTransition(
            insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
        result.modifiers = ModifierPair.nested(modifiers, other.modifiers)
        result.animation = other.animation ?? animation
        return result
    }

    /// A transition between two states of a view modifier, as SwiftUI's `AnyTransition.modifier`: `active`
    /// where an inserted view starts and where a removed one ends, `identity` while it is shown.
    ///
    /// Nonisolated, as SwiftUI's, so apps build it in `static var`s and helpers: the modifiers are only
    /// applied on the main actor, by a closure that takes them over (`sending`; an app's modifier, a
    /// main-actor struct, is `Sendable` and passes as it is).
    public static func modifier<E: ViewModifier>(active: sending E, identity: sending E) -> AnyTransition {
        var transition = AnyTransition(insertion: .identity, removal: .identity)
        transition.modifiers = ModifierPair { phase, content, inputs in
            applyModifier(phase == .identity ? identity : active, in: inputs, content: content)
        }
        return transition
    }

    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }
}

extension Edge {
    /// The direction of this edge in multiples of a view's size.
    var unitOffset: CGSize {
        switch self {
        case .top: return CGSize(width: 0, height: -1)
        case .bottom: return CGSize(width: 0, height: 1)
        case .leading: return CGSize(width: -1, height: 0)
        case .trailing: return CGSize(width: 1, height: 0)
        }
    }
}

/// Where a view with a modifier transition stands: being inserted, shown, or being removed.
enum TransitionModifierPhase: Sendable {
    case inserting, identity, removing
}

/// Applies a modifier transition's modifiers for a phase to content.
///
/// The closure is main-actor isolated, so it may hold the (main-actor) modifiers it applies and still be
/// shared: it only ever runs on the main actor.
struct ModifierPair: Sendable {
    let apply:
        @MainActor @Sendable (TransitionModifierPhase, @escaping (ViewInputs) -> [LayoutNode], ViewInputs) ->
            ViewOutputs

    /// This pair for `phase` only: in the other phases its identity is applied.
    func restricted(to phase: TransitionModifierPhase) -> ModifierPair {
        ModifierPair { shown, content, inputs in apply(shown == phase ? phase : .identity, content, inputs) }
    }

    /// `outer` applied around `inner` (each in a node of its own), or whichever there is.
    static func nested(_ outer: ModifierPair?, _ inner: ModifierPair?) -> ModifierPair? {
        guard let outer, let inner else { return outer ?? inner }
        return ModifierPair { phase, content, inputs in
            outer.apply(
                phase,
                { innerInputs in
                    innerInputs.build(
                        _TransitionModifierContent(pair: inner, phase: phase, content: content), identity: .index(4))
                }, inputs)
        }
    }
}
