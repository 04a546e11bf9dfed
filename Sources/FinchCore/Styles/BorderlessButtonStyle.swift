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

/// The borderless look: the tinted label, dimmed to a quarter while pressed. A `.button` toggle is padded
/// as a bordered button and drawn as one while on (the tint's light fill behind the label), with no fill
/// while off.
struct BorderlessButtonLook: ButtonLook {
    @ViewBuilder
    func body(label: PrimitiveButtonStyleConfiguration.Label, state: ButtonLookState) -> some View {
        switch state.toggleIsOn {
        case nil:
            label
                .foregroundColor(state.titleColor)
                .opacity(state.isPressed ? ButtonPressMetrics.pressedOpacity : 1)
        case true?:
            BorderedButtonLook(isProminent: false).body(label: label, state: state.notToggle)
        case false?:
            let metrics = BorderedButtonMetrics(controlSize: state.controlSize)
            label
                .foregroundColor(state.titleColor)
                .padding(.horizontal, state.borderShape.isCircle ? metrics.vertical : metrics.horizontal)
                .padding(.vertical, metrics.vertical)
                .opacity(state.isPressed ? ButtonPressMetrics.pressedOpacity : 1)
        }
    }
}
