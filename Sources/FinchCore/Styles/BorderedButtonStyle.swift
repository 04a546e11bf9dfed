import Foundation

/// A button on a tinted rounded fill, as SwiftUI's `BorderedButtonStyle` (iOS 15–18): the tint at 15 %
/// opacity behind a label in the tint, 12 pt of padding at the sides and 7 pt above and below, corners
/// of 6 pt at the regular size (`.buttonBorderShape` changes the shape).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(look: BorderedButtonLook(isProminent: false), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The bordered and prominent looks: the label padded on a fill of the border shape.
struct BorderedButtonLook: ButtonLook {
    /// Filled with the tint and a white label (`.borderedProminent`) instead of a light tinted fill.
    /// A `.button` toggle under either style is prominent while on and light while off.
    let isProminent: Bool

    func body(label: PrimitiveButtonStyleConfiguration.Label, state: ButtonLookState) -> some View {
        let metrics = BorderedButtonMetrics(controlSize: state.controlSize)
        let shape = state.borderShape.resolved(cornerRadius: metrics.cornerRadius)
        return
            label
            .foregroundColor(labelColor(state))
            .padding(.horizontal, state.borderShape.isCircle ? metrics.vertical : metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(BorderedButtonBackground(shape: shape, fill: fill(state)))
            .opacity(state.isPressed ? ButtonPressMetrics.pressedFilledOpacity : 1)
    }

    /// The tint (red when destructive); disabled, iOS's tertiary label on its tertiary fill.
    private func labelColor(_ state: ButtonLookState) -> Color {
        guard state.isEnabled else { return ControlMetrics.tertiaryLabel }
        return drawsProminent(state) ? Color.white : state.titleColor
    }

    private func fill(_ state: ButtonLookState) -> Color {
        guard state.isEnabled else { return ControlMetrics.tertiaryFill }
        return drawsProminent(state) ? state.titleColor : state.titleColor.opacity(BorderedButtonMetrics.fillOpacity)
    }

    /// Prominent as the style says; a toggle's button, while it is on.
    private func drawsProminent(_ state: ButtonLookState) -> Bool {
        state.toggleIsOn ?? isProminent
    }
}

/// The fill behind a bordered button. A circle is as wide as the button's longer side, centred, so a
/// label a little wider than tall stays inside it.
private struct BorderedButtonBackground: View {
    let shape: ButtonBorderShape
    let fill: Color

    @ViewBuilder var body: some View {
        if shape.isCircle {
            shape.fill(fill).aspectRatio(1, contentMode: .fill)
        } else {
            shape.fill(fill)
        }
    }
}

/// A bordered button's padding and corners by control size. The regular size's are iOS 17's (12 × 7,
/// radius 6); the others are Finch's choice, scaled around it (Apple publishes none).
struct BorderedButtonMetrics {
    static let fillOpacity = 0.15
    let horizontal: CGFloat
    let vertical: CGFloat
    let cornerRadius: CGFloat

    init(controlSize: ControlSize) {
        switch controlSize {
        case .mini: (horizontal, vertical, cornerRadius) = (6, 2, 4)
        case .small: (horizontal, vertical, cornerRadius) = (10, 4, 5)
        case .regular: (horizontal, vertical, cornerRadius) = (12, 7, 6)
        case .large, .extraLarge: (horizontal, vertical, cornerRadius) = (20, 14, 12)
        }
    }
}
