import Foundation

/// One transition in, another out (iOS 17), as `AnyTransition.asymmetric(insertion:removal:)`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, AnyTransitionConvertible {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The insertion's body where the view appears, the removal's where it goes: each side shows its
    /// identity in the other phases, so the view's structure never changes.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(_TransitionPhaseModifier(transition: insertion, phase: phase == .willAppear ? phase : .identity))
            .modifier(_TransitionPhaseModifier(transition: removal, phase: phase == .didDisappear ? phase : .identity))
    }

    var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
    }
}

extension Transition {
    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition, run by `animation` whatever the transaction's.
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }
}

/// Two transitions at once (`Transition.combined(with:)`).
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition, AnyTransitionConvertible {
    let first: First
    let second: Second

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(_TransitionPhaseModifier(transition: first, phase: phase))
            .modifier(_TransitionPhaseModifier(transition: second, phase: phase))
    }

    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// A transition with an animation of its own (`Transition.animation(_:)`).
public struct _AnimatedTransition<Base: Transition>: Transition, AnyTransitionConvertible {
    let base: Base
    let animation: Animation?

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionPhaseModifier(transition: base, phase: phase))
    }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}

extension Transition {
    public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R) -> Self
    where Self == AsymmetricTransition<I, R> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
