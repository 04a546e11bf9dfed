import FinchCore
import Foundation

/// Synthetic drag and drop: a person dragging with a mouse or a finger, and another program's drag coming
/// in through the host's entry points. Each moves the virtual clock as the real input would take.
extension TestWindow {
    /// How long `touchDragAndDrop` holds the finger still before moving: past the touch hold that lifts a
    /// view for dragging.
    public static let dragHoldDuration = 0.6

    /// Presses the mouse at `start`, moves in a straight line to `end` in 1/60 s steps over `duration`, and
    /// releases there (unless `releasing` is false: the pointer stays down over `end`, for a look at the
    /// drag in progress; `send(.ended, at: end)` drops).
    public func dragAndDrop(
        from start: CGPoint, to end: CGPoint, duration: Double = 0.5, releasing: Bool = true
    ) {
        drag(from: start, to: end, duration: duration, releasing: releasing)
    }

    /// Touches `start`, holds still for `hold` seconds (a touch drag starts after a hold), moves to `end`
    /// in 1/60 s steps over `duration`, and lifts the finger there (unless `releasing` is false).
    public func touchDragAndDrop(
        from start: CGPoint, to end: CGPoint, hold: Double = TestWindow.dragHoldDuration, duration: Double = 0.5,
        releasing: Bool = true
    ) {
        send(.began, at: start, kind: .touch)
        advance(by: hold)
        moveHeldPointer(from: start, to: end, duration: duration, releasing: releasing, kind: .touch)
    }

    /// Moves the pointer already held down (by a drag left unreleased) in a straight line from `start` to
    /// `end` in 1/60 s steps over `duration`, and releases it there unless `releasing` is false.
    public func moveHeldPointer(
        from start: CGPoint, to end: CGPoint, duration: Double = 0.25, releasing: Bool = false,
        kind: PointerKind = .mouse
    ) {
        let steps = max(1, Int((duration / Self.inputStep).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            send(
                .moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), kind: kind)
        }
        if releasing { send(.ended, at: end, kind: kind) }
        render()
    }

    /// Sends one pointer event of `kind` at the current time (pointer 0).
    public func send(_ phase: PointerEvent.Phase, at point: CGPoint, kind: PointerKind) {
        showPendingChanges()
        graph.handle(PointerEvent(phase: phase, location: point, time: graph.time, kind: kind))
    }

    /// Another program's drag carrying `providers` comes in as the GTK host reports one: it enters
    /// offering the providers' types, moves through `points` one frame apart (each answer is in
    /// `operations`), and drops at the last point, or leaves the window when `dropping` is false.
    /// Returns whether a view took the drop. The providers are handed over only at the drop.
    @discardableResult
    public func dragFromOutside(
        providers: [NSItemProvider], through points: [CGPoint], dropping: Bool = true,
        operations: ((DropOperation) -> Void)? = nil
    ) -> Bool {
        var types: [String] = []
        for provider in providers {
            for type in provider.registeredTypeIdentifiers where !types.contains(type) { types.append(type) }
        }
        showPendingChanges()
        graph.dragEntered(offering: types) { providers }
        for point in points {
            advance(by: Self.inputStep)
            let operation = graph.dragMoved(to: point)
            operations?(operation)
        }
        advance(by: Self.inputStep)
        guard dropping, let last = points.last else {
            graph.dragExited()
            render()
            return false
        }
        let taken = graph.drop(at: last)
        render()
        return taken
    }
}
