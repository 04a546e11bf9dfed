import Foundation

extension View {
    /// Help text for this view, as SwiftUI's `help(_:)`: it becomes the view's accessibility hint. On an
    /// iPhone it shows nothing (the tooltip is a macOS and visionOS "help tag"), so Finch, drawing iOS,
    /// shows none either.
    public func help(_ text: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityHint(text)
    }

    public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityHint(textKey)
    }

    public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityHint(text)
    }
}
