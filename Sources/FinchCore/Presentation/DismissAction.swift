import Foundation

/// Dismisses the presentation a view is in (`@Environment(\.dismiss)`): a sheet slides away. Outside a
/// presentation it does nothing, as in SwiftUI.
public struct DismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    public init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    @MainActor public func callAsFunction() {
        action()
    }

    static let none = DismissAction {}
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction.none
}

extension EnvironmentValues {
    /// Dismisses the current presentation.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether this view is inside a presentation (a sheet).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}
