import Foundation

/// A button drawn by a look (a built-in style's, or a program's `ButtonStyle`) with the standard
/// interaction: tap to act, pressed while a touch is down, Tab focus and Space/Return, the keyboard
/// shortcut. The press is the same `@GestureState` tracking as the default button's, so a scroll view
/// taking the touch un-presses it.
struct StyledButton<Look: ButtonLook>: View {
    let look: Look
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonToggleIsOn) private var toggleIsOn
    @GestureState private var isPressed = false

    var body: some View {
        let state = ButtonLookState(
            role: configuration.role, isPressed: isPressed, isEnabled: isEnabled, tint: tint,
            borderShape: borderShape, controlSize: controlSize, toggleIsOn: toggleIsOn)
        return look.body(label: configuration.label, state: state)
            .buttonInteraction(pressed: $isPressed, isEnabled: isEnabled) { configuration.trigger() }
    }
}

/// What a look is drawn from, besides the label.
struct ButtonLookState {
    let role: ButtonRole?
    let isPressed: Bool
    let isEnabled: Bool
    /// `.tint(_:)`'s colour (nil: the accent colour).
    let tint: Color?
    let borderShape: ButtonBorderShape
    let controlSize: ControlSize
    /// Whether the `.button` toggle this button draws is on; nil for a button that is no toggle.
    let toggleIsOn: Bool?

    /// This state as a button's that draws no toggle: how one look draws with another's.
    var notToggle: ButtonLookState {
        ButtonLookState(
            role: role, isPressed: isPressed, isEnabled: isEnabled, tint: tint, borderShape: borderShape,
            controlSize: controlSize, toggleIsOn: nil)
    }

    /// The colour of a borderless or bordered button's title: the tint (red when destructive), grey when
    /// disabled.
    var titleColor: Color {
        guard isEnabled else { return Color.gray }
        return role == .destructive ? Color.red : tint ?? Color.accentColor
    }
}

/// How a `StyledButton` draws its label. A dynamic property, so a program's style inside one
/// (`UserButtonLook`) has its own `@Environment` properties linked to the button's node.
@MainActor
protocol ButtonLook: DynamicProperty {
    associatedtype Body: View
    func body(label: PrimitiveButtonStyleConfiguration.Label, state: ButtonLookState) -> Body
}

/// A program's `ButtonStyle` as a look: it is given the label, role and press, and draws what it likes.
struct UserButtonLook<Style: ButtonStyle>: ButtonLook {
    let style: StyleProperties<Style>

    func body(label: PrimitiveButtonStyleConfiguration.Label, state: ButtonLookState) -> Style.Body {
        style.value.makeBody(
            configuration: ButtonStyleConfiguration(
                role: state.role, label: ButtonStyleConfiguration.Label(content: label.content),
                isPressed: state.isPressed))
    }
}

/// How much a pressed borderless or plain button's label dims (the default button's, kept as it was).
enum ButtonPressMetrics {
    static let pressedOpacity = 0.25
    /// A pressed bordered or prominent button is drawn at this opacity: Finch's choice (UIKit lightens a
    /// filled button while it is held and publishes no amount).
    static let pressedFilledOpacity = 0.5
}

extension View {
    /// A button's interaction on this view: its whole frame takes the touch, a tap acts, `pressed` is
    /// true while a touch is down; Tab focuses it and Space/Return act; its keyboard shortcut acts.
    /// A disabled button takes no touch.
    func buttonInteraction(
        pressed: GestureState<Bool>, isEnabled: Bool, action: @escaping @MainActor () -> Void
    ) -> some View {
        let pressing = DragGesture(minimumDistance: 0)
            .updating(pressed) { _, pressed, _ in pressed = true }
        return
            self
            .contentShape(Rectangle())
            .allowsHitTesting(isEnabled)
            .onTapGesture { action() }
            .simultaneousGesture(pressing)
            .keyboardActivatable { if isEnabled { action() } }
            .keyboardShortcutTarget(isEnabled: isEnabled) { action() }
    }
}
