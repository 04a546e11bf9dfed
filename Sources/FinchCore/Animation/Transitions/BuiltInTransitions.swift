import Foundation

// iOS 17's built-in transitions as `Transition` values. Each draws as the `AnyTransition` of the same name
// (Finch's transition effect, which also works on removal); their bodies say the same with modifiers, for
// code that calls them.

/// No change: the view appears and disappears at once.
public struct IdentityTransition: Transition, AnyTransitionConvertible {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .identity }
}

/// Fades in and out.
public struct OpacityTransition: Transition, AnyTransitionConvertible {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .opacity }
}

/// Grows from `scale` and shrinks back to it, about `anchor`.
public struct ScaleTransition: Transition, AnyTransitionConvertible {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
    var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

/// Comes in from and leaves toward an edge, by the view's own size.
public struct MoveTransition: Transition, AnyTransitionConvertible {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeShift(offset: phase.isIdentity ? .zero : edge.unitOffset))
    }
    var anyTransition: AnyTransition { .move(edge: edge) }
}

/// Comes in from an edge and leaves toward the opposite one, fading.
public struct PushTransition: Transition, AnyTransitionConvertible {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let direction = CGSize(
            width: edge.unitOffset.width * -phase.value, height: edge.unitOffset.height * -phase.value)
        return content.modifier(_RelativeShift(offset: direction)).opacity(phase.isIdentity ? 1 : 0)
    }
    var anyTransition: AnyTransition { .push(from: edge) }
}

/// Comes in from the leading edge and leaves toward the trailing one.
public struct SlideTransition: Transition, AnyTransitionConvertible {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_RelativeShift(offset: CGSize(width: phase.value, height: 0)))
    }
    var anyTransition: AnyTransition { .slide }
}

/// Comes in from and leaves toward a fixed offset.
public struct OffsetTransition: Transition, AnyTransitionConvertible {
    public var offset: CGSize

    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
    var anyTransition: AnyTransition { .offset(offset) }
}

/// Moves a view by multiples of its own size (a transition body's way to say "by my width").
public struct _RelativeShift: ViewModifier {
    let offset: CGSize

    public func body(content: Content) -> some View {
        content.visualEffect { effect, proxy in
            effect.offset(x: offset.width * proxy.size.width, y: offset.height * proxy.size.height)
        }
    }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
