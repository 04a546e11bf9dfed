import Foundation

/// A pointer (mouse button, touch, pen) going down, moving, coming up or being taken away, as a
/// host reports it: platform-neutral, in window points, at a time on the graph's clock.
public struct PointerEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// The button or finger went down.
        case began
        /// It moved while down.
        case moved
        /// It came up.
        case ended
        /// The system took it away (a grab, the window lost the pointer): gestures are cancelled.
        case cancelled
    }

    public var phase: Phase
    /// Where the pointer is, in window points (origin top-leading).
    public var location: CGPoint
    /// Seconds on the graph's clock (`ViewGraph.time`'s time base).
    public var time: Double
    /// Tells simultaneous pointers (touches) apart; a mouse uses 0.
    public var pointerID: Int
    public var modifiers: EventModifiers
    /// Which mouse button (a touch or pen is `.primary`). Gestures take only the primary button; a
    /// secondary click opens a context menu.
    public var button: PointerButton
    /// What the pointer is (a mouse unless the host says otherwise): a touch starts a drag and drop by
    /// holding still, a mouse by moving.
    public var kind: PointerKind

    public init(
        phase: Phase, location: CGPoint, time: Double, pointerID: Int = 0, modifiers: EventModifiers = [],
        button: PointerButton = .primary, kind: PointerKind = .mouse
    ) {
        self.phase = phase
        self.location = location
        self.time = time
        self.pointerID = pointerID
        self.modifiers = modifiers
        self.button = button
        self.kind = kind
    }
}
