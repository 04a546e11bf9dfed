import Foundation

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    /// `.automatic` and `.switch` (without a tint of its own) draw the switch row in the toggle itself.
    init<S: ToggleStyle>(_ style: S) {
        let drawsSwitch =
            S.self == DefaultToggleStyle.self
            || (S.self == SwitchToggleStyle.self && (style as? SwitchToggleStyle)?.tint == nil)
        self.init(style: style, drawsDefault: drawsSwitch) {
            AnyView(StyledToggle(style: StyleProperties(value: style), configuration: $0))
        }
    }
}

/// Evaluates a style's body in a view of its own, so the style's dynamic properties are linked.
struct StyledToggle<Style: ToggleStyle>: View {
    let style: StyleProperties<Style>
    let configuration: ToggleStyleConfiguration

    var body: some View {
        style.value.makeBody(configuration: configuration)
    }
}

private struct ToggleStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<ToggleStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    /// The toggle styles `.toggleStyle(_:)` set around this view, innermost last.
    var toggleStyles: StyleStack<ToggleStyleConfiguration> {
        get { self[ToggleStyleStackKey.self] }
        set { self[ToggleStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyStyle<ToggleStyleConfiguration>(style)
        return transformEnvironmentValues(("toggleStyle", style)) {
            $0.toggleStyles.styles.append(erased)
        }
    }

    /// This view with the innermost toggle style taken off (a style's body).
    func outerToggleStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerToggleStyles") { $0.toggleStyles.removeInnermost() }
    }
}
