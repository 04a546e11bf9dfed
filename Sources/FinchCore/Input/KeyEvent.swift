import Foundation

/// A key going down or up. Nothing in Finch handles keys yet (`ViewGraph.handle` returns false);
/// the type fixes what hosts will send.
public struct KeyEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case down
        case repeated
        case up
    }

    public var phase: Phase
    /// The text the key produces ("a", "A", "\r"), empty for keys without text.
    public var characters: String
    /// The platform's key code (GDK keyval on the GTK host).
    public var keyCode: UInt32
    public var modifiers: EventModifiers
    /// Seconds on the graph's clock.
    public var time: Double

    public init(phase: Phase, characters: String, keyCode: UInt32, modifiers: EventModifiers = [], time: Double) {
        self.phase = phase
        self.characters = characters
        self.keyCode = keyCode
        self.modifiers = modifiers
        self.time = time
    }
}
