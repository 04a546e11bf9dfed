import Foundation

/// A key a shortcut or a key-press action names, as SwiftUI's `KeyEquivalent`: a character, or one of
/// Apple's function-key characters for the keys without text (arrows, Home, End…).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace (the Mac's Delete key).
    public static let delete = KeyEquivalent("\u{7F}")
    /// The forward Delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

extension KeyEquivalent {
    /// The key `event` pressed, or nil for keys that name none (a modifier key alone). Keys without text
    /// are found by their GDK key value; others by their text, lowercased, so Shift+A is the key "a"
    /// (the modifiers say whether Shift was down).
    init?(_ event: KeyEvent) {
        if let special = Self.specialKeys[event.keyCode] {
            self = special
            return
        }
        if let character = event.characters.first, event.characters.count == 1 {
            self.init(Self.unshifted(character))
            return
        }
        guard let scalar = Self.scalar(ofKeyValue: event.keyCode) else { return nil }
        self.init(Self.unshifted(Character(scalar)))
    }

    /// The character as its key gives it without Shift (a letter lowercased).
    static func unshifted(_ character: Character) -> Character {
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }

    /// Whether the key is a letter that Shift changes: then Shift is part of what it means.
    var isCased: Bool { character.isCased }

    /// The character of a GDK key value that stands for one: Latin-1 keys are their code point,
    /// Unicode keys are 0x01000000 + the code point.
    private static func scalar(ofKeyValue keyValue: UInt32) -> Unicode.Scalar? {
        if (0x20...0x7e).contains(keyValue) || (0xa0...0xff).contains(keyValue) { return Unicode.Scalar(keyValue) }
        if keyValue & 0xff00_0000 == 0x0100_0000 { return Unicode.Scalar(keyValue & 0x00ff_ffff) }
        return nil
    }

    /// GDK key values (X11 keysyms) of the keys that have no text of their own, keypad ones included.
    private static let specialKeys: [UInt32: KeyEquivalent] = [
        0xff0d: .return, 0xff8d: .return, 0xff1b: .escape, 0xff08: .delete, 0xffff: .deleteForward,
        0xff9f: .deleteForward, 0xff09: .tab, 0xfe20: .tab, 0x20: .space, 0xff80: .space,
        0xff52: .upArrow, 0xff97: .upArrow, 0xff54: .downArrow, 0xff99: .downArrow,
        0xff51: .leftArrow, 0xff96: .leftArrow, 0xff53: .rightArrow, 0xff98: .rightArrow,
        0xff50: .home, 0xff95: .home, 0xff57: .end, 0xff9c: .end,
        0xff55: .pageUp, 0xff9a: .pageUp, 0xff56: .pageDown, 0xff9b: .pageDown, 0xff0b: .clear,
    ]
}

extension Character {
    /// True for letters with an upper and a lower case.
    fileprivate var isCased: Bool { lowercased() != uppercased() }
}
