import Foundation

/// How large a control is drawn, as SwiftUI's `ControlSize`. iOS's steppers, sliders and switches keep
/// their one size; a spinner is large at `.large` and `.extraLarge`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size `.controlSize(_:)` set for the controls in this view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
