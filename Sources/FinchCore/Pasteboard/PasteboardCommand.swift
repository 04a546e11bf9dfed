import Foundation

/// The clipboard command a key stands for: Ctrl+C, Ctrl+X, Ctrl+V, and the older Ctrl+Insert,
/// Shift+Delete and Shift+Insert that GTK's own widgets take too.
enum PasteboardCommand {
    case copy, cut, paste

    private static let insert: UInt32 = 0xff63
    private static let keypadInsert: UInt32 = 0xff9e
    private static let delete: UInt32 = 0xffff
    private static let keypadDelete: UInt32 = 0xff9f

    init?(_ event: KeyEvent) {
        let modifiers = event.modifiers.subtracting([.capsLock, .numericPad])
        switch (event.keyCode, modifiers) {
        case (Self.insert, [.control]), (Self.keypadInsert, [.control]): self = .copy
        case (Self.insert, [.shift]), (Self.keypadInsert, [.shift]): self = .paste
        case (Self.delete, [.shift]), (Self.keypadDelete, [.shift]): self = .cut
        default:
            // Exactly Ctrl: Ctrl+Shift+C stays free for a view's own shortcut.
            guard modifiers == [.control] else { return nil }
            switch TextKeys.letter(event.keyCode) {
            case "c": self = .copy
            case "x": self = .cut
            case "v": self = .paste
            default: return nil
            }
        }
    }
}
