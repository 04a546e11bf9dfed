import Foundation

/// A button that shows its label as it is, as SwiftUI's `PlainButtonStyle`: no tint, dimmed while
/// pressed. Disabled, its label is grey where it has no colour of its own (Finch's choice, the
/// borderless button's grey; SwiftUI publishes none).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(look: PlainButtonLook(), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The plain look: the label untouched, dimmed to a quarter while pressed.
struct PlainButtonLook: ButtonLook {
    @ViewBuilder
    func body(label: PrimitiveButtonStyleConfiguration.Label, state: ButtonLookState) -> some View {
        let opacity = state.isPressed ? ButtonPressMetrics.pressedOpacity : 1
        if state.isEnabled {
            label.opacity(opacity)
        } else {
            label.foregroundColor(Color.gray).opacity(opacity)
        }
    }
}
