import Foundation

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode` (set with
/// `.scrollDismissesKeyboard(_:)`). A desktop has no on-screen keyboard: what dismissing it does
/// there is take the focus away from the text field inside that has it.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    let kind: Kind

    /// As the platform does: on iOS a scroll view does not dismiss the keyboard by default, nor does
    /// Finch's.
    public static let automatic = ScrollDismissesKeyboardMode(kind: .automatic)
    /// A scroll that starts takes the focus away from a text field inside.
    public static let immediately = ScrollDismissesKeyboardMode(kind: .immediately)
    /// On iOS the keyboard follows a drag down into it; with no keyboard on screen, Finch keeps the focus.
    public static let interactively = ScrollDismissesKeyboardMode(kind: .interactively)
    public static let never = ScrollDismissesKeyboardMode(kind: .never)

    public var description: String { "\(kind)" }
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
    /// How the scroll views inside dismiss the keyboard (`.scrollDismissesKeyboard(_:)`).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views inside dismiss the keyboard when scrolled: under `.immediately`, a
    /// drag or wheel scroll that starts while a text field inside has the focus takes it away.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        transformEnvironmentValues(("scrollDismissesKeyboard", mode)) { environment in
            environment.scrollDismissesKeyboardMode = mode
        }
    }
}
