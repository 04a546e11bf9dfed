import Foundation

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// The anchor the nearest scroll view inside starts at (`.defaultScrollAnchor(_:)`), nil for its top
    /// leading corner.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Starts the scroll views inside at `anchor` of their content (`.bottom`: a chat showing its last
    /// messages), as SwiftUI's iOS 17 `.defaultScrollAnchor(_:)`: the offset is `anchor` × how far the
    /// content overflows, kept there as the content's size becomes known (a lazy stack measuring the rows
    /// it had estimated) until the scroll view is first scrolled, by a person or by `scrollTo`.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("defaultScrollAnchor", anchor)) { environment in
            environment.defaultScrollAnchor = anchor
        }
    }
}
