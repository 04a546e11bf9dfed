import FinchCore
import Foundation

/// Synthetic input: each call sends the events a person would make, moving the virtual clock as
/// long as that takes, and renders afterwards. Events are hit-tested against the last frame, as on a
/// device; changes made since it are first shown in a frame, as a display would have shown them before
/// a person could react.
extension TestWindow {
    /// How long a synthetic tap holds the pointer down.
    public static let tapDuration = 0.05
    /// The pause between the taps of `doubleTap`.
    public static let doubleTapGap = 0.1
    /// The interval between synthetic moves: one frame at 60 Hz.
    public static let inputStep = 1.0 / 60

    /// Presses and releases at `point` (window points), 0.05 s apart.
    public func tap(at point: CGPoint) {
        send(.began, at: point)
        advance(by: Self.tapDuration)
        send(.ended, at: point)
        render()
    }

    /// Taps the middle of the first frame of `text` drawn (`frames(ofText:)`); false, tapping nothing, when no
    /// text is drawn so.
    @discardableResult
    public func tap(onText text: String) -> Bool {
        guard let frame = frames(ofText: text).first else { return false }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }

    /// Presses and releases the secondary (right) button at `point`, 0.05 s apart: opens a context menu.
    public func rightClick(at point: CGPoint) {
        tap(at: point, button: .secondary)
    }

    /// Presses and releases `button` at `point`, 0.05 s apart.
    public func tap(at point: CGPoint, button: PointerButton) {
        send(.began, at: point, button: button)
        advance(by: Self.tapDuration)
        send(.ended, at: point, button: button)
        render()
    }

    /// Moves the pointer to `point` with no button held (nil: out of the window), as a mouse moving over
    /// the window does, then renders: `onHover` views it enters and leaves are told.
    public func hover(at point: CGPoint?) {
        showPendingChanges()
        graph.handleHover(at: point, time: graph.time)
        render()
    }

    /// Asks the window to open `url`, as an app started with a URL is asked (`onOpenURL` handlers are
    /// called), then renders; false when no view handles URLs.
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        showPendingChanges()
        let handled = graph.openURL(url)
        render()
        return handled
    }

    /// Two taps at `point`, 0.1 s apart.
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        advance(by: Self.doubleTapGap)
        tap(at: point)
    }

    /// Holds the pointer down at `point` for `duration` seconds, then releases it.
    public func longPress(at point: CGPoint, duration: Double = 1) {
        send(.began, at: point)
        advance(by: duration)
        send(.ended, at: point)
        render()
    }

    /// Presses at `start`, moves in a straight line to `end` in 1/60 s steps over `duration`, releases
    /// there (unless `releasing` is false: the pointer then stays down, for a look at the dragged state;
    /// `send(.ended, at: end)` lets go).
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25, releasing: Bool = true) {
        send(.began, at: start)
        let steps = max(1, Int((duration / Self.inputStep).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            send(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if releasing { send(.ended, at: end) }
        render()
    }

    /// Pinches about `point` from scale 1 to `scale` in 1/60 s steps over `duration`.
    public func pinch(at point: CGPoint, scale: CGFloat, duration: Double = 0.25) {
        showPendingChanges()
        graph.handle(MagnifyEvent(phase: .began, location: point, scale: 1, time: graph.time))
        let steps = max(1, Int((duration / Self.inputStep).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            graph.handle(MagnifyEvent(phase: .changed, location: point, scale: 1 + (scale - 1) * t, time: graph.time))
        }
        graph.handle(MagnifyEvent(phase: .ended, location: point, scale: scale, time: graph.time))
        render()
    }

    /// Scrolls by `delta` points over `point` (one wheel event), then lets a frame pass.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize, modifiers: EventModifiers = []) -> Bool {
        showPendingChanges()
        let handled = graph.handle(ScrollEvent(location: point, delta: delta, time: graph.time, modifiers: modifiers))
        advance(by: Self.inputStep)
        return handled
    }

    /// Sends one pointer event at the current time (pointer 0, the mouse).
    public func send(_ phase: PointerEvent.Phase, at point: CGPoint, button: PointerButton = .primary) {
        showPendingChanges()
        graph.handle(PointerEvent(phase: phase, location: point, time: graph.time, button: button))
    }

    /// Presses and releases a key (a GDK key value such as 0xff09 for Tab), then lets a frame pass.
    @discardableResult
    public func pressKey(_ keyCode: UInt32, characters: String = "", modifiers: EventModifiers = []) -> Bool {
        showPendingChanges()
        let down = KeyEvent(
            phase: .down, characters: characters, keyCode: keyCode, modifiers: modifiers, time: graph.time)
        let handled = graph.handle(down)
        graph.handle(
            KeyEvent(phase: .up, characters: characters, keyCode: keyCode, modifiers: modifiers, time: graph.time))
        advance(by: Self.inputStep)
        return handled
    }

    /// Types `text` into the focused view as an input method commits it, one character at a time (as
    /// keys typed one after another), then lets a frame pass. False when no text view has focus.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard inputMethod.isActive else { return false }
        showPendingChanges()
        for character in text { inputMethod.deliver(String(character)) }
        advance(by: Self.inputStep)
        return true
    }

    /// The window's clipboard (one inside the process: text fields copy to it and paste from it).
    public var clipboard: LocalClipboard? { graph.clipboard as? LocalClipboard }
}
