import Foundation

/// Refreshes the content of the view it was given to (`.refreshable`), as SwiftUI's `RefreshAction`:
/// read it with `@Environment(\.refresh)` and call it to refresh by program.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    @MainActor
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable` around this view, if any.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Lets the user refresh the scroll views and lists in this view by pulling their content down
    /// from the top (past 60 points): a spinner shows above the content until `action` returns.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// Pull to refresh: how far the content goes down as it is pulled, and while refreshing.
enum RefreshMetrics {
    /// The content follows the pointer at half speed past its top (a rubber band).
    static let resistance: CGFloat = 0.5
    /// Let go further down than this, the content refreshes; it stays this far down meanwhile.
    static let threshold: CGFloat = 60
    static let spinnerRadius: CGFloat = 10
}
