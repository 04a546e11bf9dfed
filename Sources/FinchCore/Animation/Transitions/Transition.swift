import Foundation

/// iOS 17's transition protocol: a view's look in each `TransitionPhase`, as a body over its content.
/// `.transition(_:)` takes one, as it takes an `AnyTransition`, and `AnyTransition(_:)` wraps one.
///
/// Nonisolated, as SwiftUI's, so transitions are made in `static var`s and helpers; only `body` runs on
/// the main actor. A custom transition is applied as a modifier transition: its body with `.willAppear`
/// where an inserted view starts, `.identity` while it is shown and `.didDisappear` where a removed one
/// ends, its modifiers' values animating between them. The built-in ones (`.opacity`, `.scale`, `.slide`,
/// `.move(edge:)`, `.push(from:)`, `.offset`, `.identity`, `AsymmetricTransition`) animate as the
/// `AnyTransition`s of the same names.
public protocol Transition {
    associatedtype Body: View
    /// What the body is given: the transitioned view.
    typealias Content = PlaceholderContentView<Self>

    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does, for those who ask (`hasMotion` for reduced motion).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Where a transitioned view is: about to appear, shown, or gone.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 shown, 1 after disappearing (a transition's sign for directions).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether it moves or scales the view (a fade does not).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A `Transition` at one phase, as a view modifier: its body over the content.
public struct _TransitionPhaseModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    public func body(content: Content) -> some View {
        transition.body(content: PlaceholderContentView(modifierContentGeneration: content.generation), phase: phase)
    }
}

/// Transitions Finch animates as an `AnyTransition` of its own (the built-in ones and their combinations).
protocol AnyTransitionConvertible {
    var anyTransition: AnyTransition { get }
}

extension AnyTransition {
    /// `transition` as an `AnyTransition`: the built-in ones as the transitions of the same names, others
    /// through their bodies at each phase.
    public init<T: Transition>(_ transition: T) {
        if let known = transition as? any AnyTransitionConvertible {
            self = known.anyTransition
            return
        }
        let kept = MainActorBound(transition)
        var phased = AnyTransition(insertion: .identity, removal: .identity)
        phased.modifiers = ModifierPair { phase, content, inputs in
            let modifier = _TransitionPhaseModifier(transition: kept.value, phase: phase.transitionPhase)
            return applyModifier(modifier, in: inputs, content: content)
        }
        self = phased
    }
}

/// A transition value handed to the main-actor closure that applies it (docs/unsafety.md): copied in when
/// the `AnyTransition` is made, never changed, read only inside that closure on the main actor. Apple's
/// `Transition` is not `Sendable` either, and apps build transitions in nonisolated `static var`s.
struct MainActorBound<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension TransitionModifierPhase {
    var transitionPhase: TransitionPhase {
        switch self {
        case .inserting: .willAppear
        case .identity: .identity
        case .removing: .didDisappear
        }
    }
}

extension View {
    /// How this view enters and leaves, as an iOS 17 `Transition`.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}
