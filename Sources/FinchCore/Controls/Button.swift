import Foundation

/// What a button does, as SwiftUI's `ButtonRole`; a destructive button is red.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action when tapped, as SwiftUI's `Button`.
///
/// Drawn by the innermost `.buttonStyle(_:)` around it (`AnyButtonStyle`, through the environment).
/// Without one, or with `.automatic`, iOS's default (borderless) look: the label in the accent colour
/// (red when destructive, grey when disabled), or in the foreground style set around the button
/// (`Button("Go") {}.foregroundColor(.white)`, as SwiftUI draws it), dimmed while pressed; the whole frame
/// of the label takes the touch; in a list row the row shows the press instead.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    /// In a list's row the whole row shows the press (`ListRow`), not the label.
    @Environment(\.listRowPress) private var rowPress
    @Environment(\.tint) private var customTint
    /// A foreground style set around the button, which its label takes instead of the tint.
    @Environment(\.foregroundStyle) private var outerForeground
    /// Inside a list row's swipe actions: drawn as one of its coloured buttons.
    @Environment(\.swipeActionSlot) private var swipeSlot
    @Environment(\.buttonStyles) private var styles
    /// Pressed while a touch is down on the button; back to false however the touch ends, a scroll
    /// view taking it included.
    @GestureState private var isPressed = false

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: some View {
        // One accessibility element: the label's text, read as a button, activated as a tap would.
        let action = action
        let isEnabled = isEnabled
        let activate: @MainActor () -> Void = { if isEnabled { action() } }
        return styledBody.accessibilityAttached(
            AccessibilityProperties(
                addedTraits: .isButton, children: .combine, actions: [(AccessibilityActionKind.default.name, activate)])
        )
    }

    @ViewBuilder private var styledBody: some View {
        if let swipeSlot {
            SwipeActionButton(
                label: AnyView(label),
                background: role == .destructive ? Color.red : customTint ?? SwipeActionMetrics.defaultTint,
                action: action, slot: swipeSlot)
        } else if let style = styles.styles.last, !style.isAutomatic {
            style.makeBody(styleConfiguration).outerButtonStyles()
        } else {
            defaultBody
        }
    }

    /// What a style is given; a disabled button's trigger does nothing.
    private var styleConfiguration: PrimitiveButtonStyleConfiguration {
        let action = action
        let isEnabled = isEnabled
        return PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label)),
            action: { if isEnabled { action() } })
    }

    /// `.automatic`'s look, built here with the label's own type (the commonest button costs no
    /// type-erased label and no style view).
    private var defaultBody: some View {
        label
            .foregroundStyle(labelStyle)
            .opacity(isPressed && rowPress == nil ? ButtonPressMetrics.pressedOpacity : 1)
            .onChange(of: isPressed) { _, pressed in rowPress?.isPressed = pressed }
            .buttonInteraction(pressed: $isPressed, isEnabled: isEnabled, action: action)
    }

    /// The label's style: the one set around the button when there is one (a disabled button stays grey:
    /// Finch's choice), else the tint.
    private var labelStyle: AnyShapeStyle {
        if isEnabled, let outerForeground { return outerForeground }
        return AnyShapeStyle(tint)
    }

    private var tint: Color {
        guard isEnabled else { return Color.gray }
        return role == .destructive ? Color.red : customTint ?? Color.accentColor
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration: inside the style's `makeBody`, it is drawn
    /// by the style that was in effect outside that one (the default at the outermost).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: { configuration.trigger() }) { configuration.label }
    }
}

extension Button where Label == Text {
    /// Titled by a localisation key (what a string literal is here, as in SwiftUI): looked up in the app's
    /// string tables as `Text`'s key is; a `String` variable picks the overload that shows it as it is.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// False inside a `.disabled(true)` view: controls ignore input and look disabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls in this view (they ignore input and look disabled).
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(DisabledModifierKey(isDisabled: disabled)) { environment in
            if disabled { environment.isEnabled = false }
        }
    }
}

/// `.disabled(_:)`'s key: what a menu reads to grey out the items it holds (typed, not a string tag).
struct DisabledModifierKey: Hashable {
    let isDisabled: Bool
}
