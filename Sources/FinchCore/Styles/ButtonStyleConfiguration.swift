import Foundation

/// What a `ButtonStyle` draws: the button's label, its role and whether a touch is holding it down.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// True while a touch (or click) is down on the button, from the button's own press tracking: false
    /// again however the touch ends, a scroll view taking it included.
    public let isPressed: Bool
}
