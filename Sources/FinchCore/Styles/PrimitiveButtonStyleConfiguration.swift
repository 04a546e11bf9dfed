import Foundation

/// What a `PrimitiveButtonStyle` is given: the button's label and role, and its action as `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Performs the button's action. A disabled button's trigger does nothing (Finch's rule: SwiftUI
    /// gives a disabled view no input, so its style cannot act).
    @MainActor public func trigger() {
        action()
    }
}
