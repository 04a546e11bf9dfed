import Finch

/// A style that shows the press as a fill: blue at rest, pure red while pressed.
struct PressFillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(configuration.isPressed ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
    }
}

/// The button styles a control drawn by `.buttonStyle` is tried in, by name (a test's argument).
enum ButtonStyleCase: String, CaseIterable, CustomStringConvertible {
    case automatic, plain, borderless, bordered, borderedProminent, custom

    var description: String { rawValue }
}

extension View {
    /// This view under the button style `style` names (`.custom` is `PressFillButtonStyle`).
    @MainActor @ViewBuilder
    func buttonStyled(_ style: ButtonStyleCase) -> some View {
        switch style {
        case .automatic: buttonStyle(.automatic)
        case .plain: buttonStyle(.plain)
        case .borderless: buttonStyle(.borderless)
        case .bordered: buttonStyle(.bordered)
        case .borderedProminent: buttonStyle(.borderedProminent)
        case .custom: buttonStyle(PressFillButtonStyle())
        }
    }
}
