import Foundation

/// What is moving a scroll view, as SwiftUI's iOS 18 `ScrollPhase` (given to `.onScrollPhaseChange`).
public enum ScrollPhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// A touch is down but has not scrolled yet (Finch's drags report `.interacting` once they scroll).
    case tracking
    /// A drag scrolls it.
    case interacting
    /// Coasting after a drag (Finch does not coast).
    case decelerating
    /// Gliding by program: a settle after a drag, `scrollTo` or a scroll position in `withAnimation`.
    case animating

    /// True for every phase but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// One `.onScrollPhaseChange` action, kept by its modifier's graph node.
@MainActor
final class ScrollPhaseObserver: Sendable {
    var action: ((ScrollPhase, ScrollPhase) -> Void)?
}

private struct ScrollPhaseObserversKey: EnvironmentKey {
    static let defaultValue: [ScrollPhaseObserver] = []
}

extension EnvironmentValues {
    /// The `.onScrollPhaseChange` observers waiting for the nearest scroll view inside.
    var scrollPhaseObservers: [ScrollPhaseObserver] {
        get { self[ScrollPhaseObserversKey.self] }
        set { self[ScrollPhaseObserversKey.self] = newValue }
    }
}

extension View {
    /// Calls `action` with the old and the new phase whenever the phase of the scroll view this modifies
    /// (or the nearest one inside) changes: `.interacting` while a drag scrolls it, `.animating` while
    /// it glides (a settle, an animated `scrollTo`), `.idle` at rest. Wheel scrolling reports no phase.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> some View
    {
        modifier(_ScrollPhaseChangeModifier(action: action))
    }
}

/// Hands the scroll view inside an observer kept by this modifier's graph node.
public struct _ScrollPhaseChangeModifier: ViewModifier, PrimitiveModifier {
    let action: (ScrollPhase, ScrollPhase) -> Void

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let observer = inputs.node.stored(ObserverKey.self) { ScrollPhaseObserver() }
        observer.action = action
        var inner = inputs
        inner.environment.scrollPhaseObservers.append(observer)
        return .concatenated(content(inner))
    }

    private enum ObserverKey: NodeStorageKey {
        typealias Value = ScrollPhaseObserver
    }
}
