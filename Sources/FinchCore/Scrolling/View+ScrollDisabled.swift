import Foundation

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// False inside `.scrollDisabled(true)`: the scroll views and lists there do not scroll by drag or
    /// wheel.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views (and lists) inside from scrolling by drag or wheel while `disabled`; their
    /// content is laid out as before, and `ScrollViewProxy.scrollTo` still moves them. As with
    /// `.disabled`, `false` does not turn scrolling back on under an outer `.scrollDisabled(true)`
    /// (Finch's choice, pinned by a test).
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("scrollDisabled", disabled)) { environment in
            if disabled { environment.isScrollEnabled = false }
        }
    }
}
