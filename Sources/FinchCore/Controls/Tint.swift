import Foundation

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The tint `.tint(_:)` set for the controls in this view (nil: the accent colour).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Colours the controls in this view with `tint` instead of the accent colour (a button's title, a
    /// swipe action's background); nil goes back to the accent colour.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}
