import Foundation

/// A key with modifiers that performs a control's action from anywhere in its window, as SwiftUI's
/// `KeyboardShortcut`. On Linux `.command` means Ctrl: Ctrl+S performs `.keyboardShortcut("s")`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How the key follows the keyboard layout; Finch matches the key's character in every case.
    public struct Localization: Hashable, Sendable {
        let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return: the action a dialog or form confirms with.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the action that backs out.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `event` is this shortcut going down. The modifiers must match exactly (Caps Lock and the
    /// keypad aside), `.command` standing for Ctrl; Shift is part of a letter's shortcut but not of a
    /// symbol's ("?" is typed with Shift on most layouts), and an upper-case letter implies it, as on a Mac.
    func matches(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, let pressed = KeyEquivalent(event),
            pressed.character == KeyEquivalent.unshifted(key.character)
        else { return false }
        var wanted = Self.linuxModifiers(modifiers)
        if key.character.isUppercase, key.isCased { wanted.insert(.shift) }
        var held = event.modifiers.intersection(Self.significant)
        if !key.isCased, !wanted.contains(.shift) { held.remove(.shift) }
        return held == wanted
    }

    /// The modifiers a shortcut compares: Caps Lock and the keypad never count.
    static let significant: EventModifiers = [.shift, .control, .option, .command]

    /// A shortcut's modifiers as the GTK host reports them: `.command` is Ctrl on Linux (Super, which the
    /// host reports as `.command`, is the desktop's own).
    static func linuxModifiers(_ modifiers: EventModifiers) -> EventModifiers {
        var result = modifiers.intersection(significant)
        if result.contains(.command) {
            result.remove(.command)
            result.insert(.control)
        }
        return result
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The shortcut `.keyboardShortcut` gave the controls in this view, if any.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Gives the controls in this view (buttons, toggles) the shortcut `key` with `modifiers`: pressing it
    /// anywhere in the window performs the control's action, unless the focused view takes the key first.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Gives the controls in this view `shortcut`; `.defaultAction` also draws a button as the default one.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(KeyboardShortcutModifierKey(shortcut: shortcut)) { $0.keyboardShortcut = shortcut }
    }

    /// Gives the controls in this view `shortcut`, or takes theirs away when nil.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(KeyboardShortcutModifierKey(shortcut: shortcut)) { $0.keyboardShortcut = shortcut }
    }
}

/// `.keyboardShortcut(_:)`'s key: what a menu reads to find its default item (typed, not a string tag).
struct KeyboardShortcutModifierKey: Hashable {
    let shortcut: KeyboardShortcut?
}
