import Foundation

/// A toggle drawn as a button (`.button`, iOS 15): a button that flips the toggle, drawn by the
/// `.buttonStyle` around it, as SwiftUI's. The built-in styles show the toggle's state
/// (`\.buttonToggleIsOn`): under `.automatic` or `.borderless` the tinted label, on the bordered
/// button's tinted fill while on (padded alike in both states, so the toggle keeps its size, as a
/// `UIButton` keeps its insets); under `.bordered` and `.borderedProminent` the light bordered fill
/// while off and the prominent one (the tint, a white label) while on (Finch's choice for
/// `.borderedProminent`, which otherwise could not show the state). `.plain` draws only the label in
/// both states, and a program's `ButtonStyle` is given no state (SwiftUI's configuration has none):
/// both draw the same on and off, and the state is read by accessibility (the toggle's value).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggle(configuration: configuration)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The button a `.button` toggle is: drawn by the innermost button style, `.borderless` when that is
/// `.automatic` (iOS's default toggle button is borderless), told the toggle's state.
struct ButtonToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.buttonStyles) private var styles

    @ViewBuilder var body: some View {
        let binding = configuration.$isOn
        let isOn = configuration.isOn
        let button = Button {
            binding.wrappedValue.toggle()
        } label: {
            configuration.label
        }
        if styles.styles.last?.isAutomatic ?? true {
            button.buttonStyle(.borderless).buttonToggleState(isOn)
        } else {
            button.buttonToggleState(isOn)
        }
    }
}

private struct ButtonToggleIsOnKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

extension EnvironmentValues {
    /// Whether the `.button` toggle a button draws is on; nil for a button that is no toggle.
    var buttonToggleIsOn: Bool? {
        get { self[ButtonToggleIsOnKey.self] }
        set { self[ButtonToggleIsOnKey.self] = newValue }
    }
}

extension View {
    /// Tells the button inside that it draws a `.button` toggle in state `isOn`.
    fileprivate func buttonToggleState(_ isOn: Bool) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("buttonToggleIsOn", isOn)) { $0.buttonToggleIsOn = isOn }
    }
}
