import Foundation

/// Carries `interactiveDismissDisabled` up to the sheet's container; the innermost wins.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue: Bool? = nil

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if let next = nextValue() { value = next }
    }
}

extension View {
    /// Whether the user may dismiss the sheet this view is in: with `true`, dragging the card down past
    /// its smallest detent, or tapping the dimmed window above it, leaves it up (dragged, it springs
    /// back). The presenter can still dismiss it, and so can `dismiss` and the Escape key (Finch's
    /// stand-in for a button the sheet would show).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}
