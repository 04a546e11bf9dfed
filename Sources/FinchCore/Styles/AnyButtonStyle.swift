import Foundation

/// A button style as the environment carries it: a primitive style, or a `ButtonStyle` given the
/// standard interaction (`StyledButton`). Two are equal when they hold equal style values of one type,
/// compared as the graph compares views, so a style whose parameters changed reaches its buttons.
struct AnyButtonStyle: GraphComparable {
    let style: Any
    /// True for `.automatic`: the button draws today's default look itself (`Button.defaultBody`).
    let isAutomatic: Bool
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        self.style = style
        isAutomatic = S.self == DefaultButtonStyle.self
        makeBody = { AnyView(PrimitiveStyledButton(style: StyleProperties(value: style), configuration: $0)) }
    }

    init<S: ButtonStyle>(_ style: S) {
        self.style = style
        isAutomatic = false
        makeBody = {
            AnyView(StyledButton(look: UserButtonLook(style: StyleProperties(value: style)), configuration: $0))
        }
    }

    func isGraphEqual(to other: AnyButtonStyle) -> Bool {
        ValueEquality.areEqual(style, other.style)
    }
}

/// The button styles set around a view, innermost last. A button draws with the innermost; the style's
/// body sees the rest, so a `Button(configuration)` inside it is drawn with the next style out.
struct ButtonStyleStack: GraphComparable {
    var styles: [AnyButtonStyle] = []

    func isGraphEqual(to other: ButtonStyleStack) -> Bool {
        guard styles.count == other.styles.count else { return false }
        for index in styles.indices where !styles[index].isGraphEqual(to: other.styles[index]) { return false }
        return true
    }
}

/// Evaluates a primitive style's body in a view of its own, so the style's dynamic properties are linked.
struct PrimitiveStyledButton<Style: PrimitiveButtonStyle>: View {
    let style: StyleProperties<Style>
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
        style.value.makeBody(configuration: configuration)
    }
}

private struct ButtonStyleStackKey: EnvironmentKey {
    static var defaultValue: ButtonStyleStack { ButtonStyleStack() }
}

extension EnvironmentValues {
    /// The button styles `.buttonStyle(_:)` set around this view, innermost last.
    var buttonStyles: ButtonStyleStack {
        get { self[ButtonStyleStackKey.self] }
        set { self[ButtonStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`, a primitive style (`.plain`, `.bordered`…, or one of
    /// the program's, which decides when the button acts).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyButtonStyle(primitive: style)
        return transformEnvironmentValues(("primitiveButtonStyle", style)) { $0.buttonStyles.styles.append(erased) }
    }

    /// Draws the buttons in this view with `style`; they keep the standard interaction.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyButtonStyle(style)
        return transformEnvironmentValues(("buttonStyle", style)) { $0.buttonStyles.styles.append(erased) }
    }

    /// This view with the innermost button style taken off: a style's body, where `Button(configuration)`
    /// is drawn by the next style out.
    func outerButtonStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerButtonStyles") { environment in
            if !environment.buttonStyles.styles.isEmpty { environment.buttonStyles.styles.removeLast() }
        }
    }
}
