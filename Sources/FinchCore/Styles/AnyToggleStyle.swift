import Foundation

/// A toggle style as the environment carries it; equal when it holds an equal style value of one type
/// (as `AnyProgressViewStyle`).
struct AnyToggleStyle: GraphComparable {
    let style: Any
    /// True for `.automatic` and `.switch` (without a tint of its own): the toggle draws the switch itself.
    let drawsSwitch: Bool
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        self.style = style
        drawsSwitch =
            S.self == DefaultToggleStyle.self
            || (S.self == SwitchToggleStyle.self && (style as? SwitchToggleStyle)?.tint == nil)
        makeBody = { AnyView(StyledToggle(style: StyleProperties(value: style), configuration: $0)) }
    }

    func isGraphEqual(to other: AnyToggleStyle) -> Bool {
        ValueEquality.areEqual(style, other.style)
    }
}

/// The toggle styles set around a view, innermost last (as `ProgressViewStyleStack`).
struct ToggleStyleStack: GraphComparable {
    var styles: [AnyToggleStyle] = []

    func isGraphEqual(to other: ToggleStyleStack) -> Bool {
        guard styles.count == other.styles.count else { return false }
        for index in styles.indices where !styles[index].isGraphEqual(to: other.styles[index]) { return false }
        return true
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
    static var defaultValue: ToggleStyleStack { ToggleStyleStack() }
}

extension EnvironmentValues {
    /// The toggle styles `.toggleStyle(_:)` set around this view, innermost last.
    var toggleStyles: ToggleStyleStack {
        get { self[ToggleStyleStackKey.self] }
        set { self[ToggleStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyToggleStyle(style)
        return transformEnvironmentValues(("toggleStyle", style)) {
            $0.toggleStyles.styles.append(erased)
        }
    }

    /// This view with the innermost toggle style taken off (a style's body).
    func outerToggleStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerToggleStyles") { environment in
            if !environment.toggleStyles.styles.isEmpty { environment.toggleStyles.styles.removeLast() }
        }
    }
}
