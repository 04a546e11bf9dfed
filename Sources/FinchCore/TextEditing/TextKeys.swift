import Foundation

/// The GDK key values (X11 keysyms) text editing reacts to; hosts send them as `KeyEvent.keyCode`.
enum TextKeys {
    static let left: UInt32 = 0xff51
    static let up: UInt32 = 0xff52
    static let right: UInt32 = 0xff53
    static let down: UInt32 = 0xff54
    static let home: UInt32 = 0xff50
    static let end: UInt32 = 0xff57
    static let pageUp: UInt32 = 0xff55
    static let pageDown: UInt32 = 0xff56
    static let backspace: UInt32 = 0xff08
    static let delete: UInt32 = 0xffff
    static let returnKey: UInt32 = 0xff0d
    static let enter: UInt32 = 0xff8d
    static let escape: UInt32 = 0xff1b
    static let tab: UInt32 = 0xff09
    static let insert: UInt32 = 0xff63
    // The keypad's arrows, Home and End (Num Lock off) move as the others do.
    static let keypadLeft: UInt32 = 0xff96
    static let keypadUp: UInt32 = 0xff97
    static let keypadRight: UInt32 = 0xff98
    static let keypadDown: UInt32 = 0xff99
    static let keypadHome: UInt32 = 0xff95
    static let keypadEnd: UInt32 = 0xff9c
    static let keypadDelete: UInt32 = 0xff9f

    /// The key as one of the main keys (keypad keys mapped to theirs).
    static func normalized(_ code: UInt32) -> UInt32 {
        switch code {
        case keypadLeft: return left
        case keypadUp: return up
        case keypadRight: return right
        case keypadDown: return down
        case keypadHome: return home
        case keypadEnd: return end
        case keypadDelete: return delete
        case enter: return returnKey
        default: return code
        }
    }

    /// The letter a Ctrl shortcut names ("a" for Ctrl+A and Ctrl+Shift+A), nil for other keys.
    static func letter(_ code: UInt32) -> Character? {
        guard (0x41...0x5a).contains(code) || (0x61...0x7a).contains(code),
            let scalar = Unicode.Scalar(code | 0x20)
        else { return nil }
        return Character(scalar)
    }
}
