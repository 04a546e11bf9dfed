import Foundation

/// A button with no border, as SwiftUI's `BorderlessButtonStyle`: the label in the tint (red when
/// destructive, grey when disabled), dimmed while pressed. Unlike `.automatic`, a list row does not
/// show its press: only the label does.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(look: BorderlessButtonLook(), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The borderless look: the tinted label, dimmed to a quarter while pressed.
struct BorderlessButtonLook: ButtonLook {
    func body(label: PrimitiveButtonStyleConfiguration.Label, state: ButtonLookState) -> some View {
        label
            .foregroundColor(state.titleColor)
            .opacity(state.isPressed ? ButtonPressMetrics.pressedOpacity : 1)
    }
}
