import Foundation

/// Which standard action `accessibilityAction(_:_:)` handles, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    /// Activation (a double tap with VoiceOver); a button's or toggle's own action unless replaced.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissal (the two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap (two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    /// A named custom action, as `accessibilityAction(named:_:)` adds.
    @MainActor public init(named name: Text) {
        self.name = name.plainString
    }

    init(name: String) {
        self.name = name
    }
}
