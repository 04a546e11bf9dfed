import Foundation

/// A progress view style as the environment carries it; equal when it holds an equal style value of one
/// type (as `AnyButtonStyle`).
struct AnyProgressViewStyle: GraphComparable {
    let style: Any
    /// True for `.automatic`: the progress view draws its default look itself, with its labels' own types.
    let isAutomatic: Bool
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    init<S: ProgressViewStyle>(_ style: S) {
        self.style = style
        isAutomatic = S.self == DefaultProgressViewStyle.self
        makeBody = { AnyView(StyledProgressView(style: StyleProperties(value: style), configuration: $0)) }
    }

    func isGraphEqual(to other: AnyProgressViewStyle) -> Bool {
        ValueEquality.areEqual(style, other.style)
    }
}

/// The progress view styles set around a view, innermost last (as `ButtonStyleStack`).
struct ProgressViewStyleStack: GraphComparable {
    var styles: [AnyProgressViewStyle] = []

    func isGraphEqual(to other: ProgressViewStyleStack) -> Bool {
        guard styles.count == other.styles.count else { return false }
        for index in styles.indices where !styles[index].isGraphEqual(to: other.styles[index]) { return false }
        return true
    }
}

/// Evaluates a style's body in a view of its own, so the style's dynamic properties are linked.
struct StyledProgressView<Style: ProgressViewStyle>: View {
    let style: StyleProperties<Style>
    let configuration: ProgressViewStyleConfiguration

    var body: some View {
        style.value.makeBody(configuration: configuration)
    }
}

private struct ProgressViewStyleStackKey: EnvironmentKey {
    static var defaultValue: ProgressViewStyleStack { ProgressViewStyleStack() }
}

extension EnvironmentValues {
    /// The progress view styles `.progressViewStyle(_:)` set around this view, innermost last.
    var progressViewStyles: ProgressViewStyleStack {
        get { self[ProgressViewStyleStackKey.self] }
        set { self[ProgressViewStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyProgressViewStyle(style)
        return transformEnvironmentValues(("progressViewStyle", style)) {
            $0.progressViewStyles.styles.append(erased)
        }
    }

    /// This view with the innermost progress view style taken off (a style's body).
    func outerProgressViewStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerProgressViewStyles") { environment in
            if !environment.progressViewStyles.styles.isEmpty { environment.progressViewStyles.styles.removeLast() }
        }
    }
}
