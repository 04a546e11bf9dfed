import Foundation

private struct IsScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside `.scrollClipDisabled()`: the scroll views there draw their content past their bounds.
    var isScrollClipDisabled: Bool {
        get { self[IsScrollClipDisabledKey.self] }
        set { self[IsScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Lets the scroll views inside draw their content outside their bounds (a card's shadow, a row
    /// scrolled past the edge), as SwiftUI's `.scrollClipDisabled(_:)` does; they still take input only
    /// inside their bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("scrollClipDisabled", disabled)) { environment in
            environment.isScrollClipDisabled = disabled
        }
    }
}
