import Foundation

/// A key going down, repeating or going up while a view has focus, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    /// Which parts of a key press an action wants.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an action did with the key: `.ignored` lets the next action, then the focused control, have it.
    public enum Result: Hashable, Sendable {
        case handled
        case ignored
    }

    /// This press's phase (one of `.down`, `.repeat`, `.up`).
    public let phase: Phases
    /// The key (a letter lowercased: Shift+A is "a" with `.shift` in the modifiers).
    public let key: KeyEquivalent
    /// The text the key types ("A" for Shift+A), empty for keys without text.
    public let characters: String
    public let modifiers: EventModifiers

    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// The press `event` is, or nil for a key that names no `KeyEquivalent` (a modifier key alone).
    init?(_ event: KeyEvent) {
        guard let key = KeyEquivalent(event) else { return nil }
        let phase: Phases
        switch event.phase {
        case .down: phase = .down
        case .repeated: phase = .repeat
        case .up: phase = .up
        }
        self.init(phase: phase, key: key, characters: event.characters, modifiers: event.modifiers)
    }
}
