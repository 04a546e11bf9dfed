import Foundation

/// How a view's gesture competes with the gestures of the views around it.
@usableFromInline
enum GesturePriority {
    /// `.gesture`: a subview's gesture goes first.
    case normal
    /// `.highPriorityGesture`: goes before the subviews' gestures.
    case high
    /// `.simultaneousGesture`: recognised alongside the others, never competing.
    case simultaneous
}

/// The gesture of one gesture modifier, kept in the modifier's graph node's storage, so
/// it is the same object through re-evaluations: the latest gesture value makes the recognizer
/// when a press begins, and the running recognizer lives on until its gesture is done.
@MainActor
final class GestureHandler: NodeStorageKey {
    typealias Value = GestureHandler

    var priority = GesturePriority.normal
    var mask = GestureMask.all
    /// True for a scroll view's drag: once it moves past its threshold it takes the touch from the
    /// taps and long presses inside (as a scroll view cancels its content's touches), but not from
    /// drags and other continuous gestures inside, which keep their turn.
    var isScrollPan = false
    /// True for a drag source's recognizer (`onDrag`): once a drag starts it takes the touch from the taps
    /// and long presses inside, as a scroll view's drag does.
    var isDragSource = false
    /// The current gesture of a gesture modifier, whose recognizer `makeRecognizer(reportingTo:)` makes.
    /// Kept as a value, not in a closure that makes its recognizer: that closure's context was an
    /// allocation per gesture of every view built (two per emoji of a document).
    var gesture: (any Gesture)?
    /// Makes the recognizer when there is no `gesture` (a scroll view's pan, a drag source's).
    var make: (@escaping (GestureOutput<Void>) -> Void) -> any AnyGestureRecognizer = { _ in
        GestureRecognizer<Void>()
    }

    /// A fresh recognizer for the current gesture, reporting to `sink` with values erased.
    func makeRecognizer(reportingTo sink: @escaping (GestureOutput<Void>) -> Void) -> any AnyGestureRecognizer {
        guard let gesture else { return make(sink) }
        return Self.recognizer(for: gesture, reportingTo: sink)
    }

    private static func recognizer<G: Gesture>(
        for gesture: G, reportingTo sink: @escaping (GestureOutput<Void>) -> Void
    ) -> any AnyGestureRecognizer {
        let recognizer = FinchCore.makeRecognizer(for: gesture)
        recognizer.output = { sink($0.map { _ in () }) }
        return recognizer
    }
}

/// Marks where a gesture is attached: hit testing finds these on the path to the touched view. (A
/// gesture modifier attaches its handler to its content's nodes instead: `GestureAttachment`; a drag
/// source and a text's links still wrap.)
final class GestureNode: WrapperNode {
    let handler: GestureHandler

    init(child: LayoutNode, handler: GestureHandler) {
        self.handler = handler
        super.init(child: child)
    }
}

/// `.gesture`, `.highPriorityGesture` and `.simultaneousGesture`.
public struct _GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask

    @usableFromInline
    init(gesture: G, priority: GesturePriority, mask: GestureMask) {
        self.gesture = gesture
        self.priority = priority
        self.mask = mask
    }

    public func body(content: Content) -> Never { fatalBody() }

    /// Applied in the node of the wrapping modifier around it, if any (see `ViewNode+WrappedInPlace.swift`):
    /// its handler is then kept there, by level.
    public static var _mayWrapInPlace: Bool { true }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let handler = node.stored(GestureHandler.self, level: inputs.wrapLevel) { GestureHandler() }
        handler.priority = priority
        handler.mask = mask
        handler.gesture = gesture
        return GestureAttachment(handler).outputs(wrapping: content(inputs.outsideStack))
    }
}

extension View {
    /// Attaches `gesture`; a subview's gesture on the same touch wins over it.
    @inlinable
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` ahead of the subviews' gestures.
    @inlinable
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture` to be recognised alongside any other gesture on the same touch.
    @inlinable
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>>
    {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Runs `action` after `count` taps.
    @inlinable
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>>
    {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` when a press has been held `minimumDuration` seconds without moving more than
    /// `maximumDistance`; `onPressingChanged` is told true when the press begins and false when it
    /// ends (recognised, released or moved away).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5,
        maximumDistance: CGFloat = 10,
        perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            _PressingGesture(
                base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                action: action, onPressingChanged: onPressingChanged))
    }
}

/// A long press reporting its pressing state, for `onLongPressGesture`.
struct _PressingGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never

    let base: LongPressGesture
    let action: @MainActor () -> Void
    let onPressingChanged: (@MainActor (Bool) -> Void)?

    var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Bool> {
        let (action, pressing) = (self.action, self.onPressingChanged)
        return WrappingRecognizer(base: base.makeRecognizer()) { report in
            var report = report
            switch report.phase {
            case .changed: report.effects.append { pressing?(true) }
            case .ended:
                report.effects.append {
                    pressing?(false)
                    action()
                }
            case .failed: report.effects.append { pressing?(false) }
            }
            return report
        }
    }
}
