import Foundation

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    /// `.automatic` draws the default look in the progress view itself, with its labels' own types.
    init<S: ProgressViewStyle>(_ style: S) {
        self.init(style: style, drawsDefault: S.self == DefaultProgressViewStyle.self) {
            AnyView(StyledProgressView(style: StyleProperties(value: style), configuration: $0))
        }
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
    static var defaultValue: StyleStack<ProgressViewStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    /// The progress view styles `.progressViewStyle(_:)` set around this view, innermost last.
    var progressViewStyles: StyleStack<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleStackKey.self] }
        set { self[ProgressViewStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyStyle<ProgressViewStyleConfiguration>(style)
        return transformEnvironmentValues(("progressViewStyle", style)) {
            $0.progressViewStyles.styles.append(erased)
        }
    }

    /// This view with the innermost progress view style taken off (a style's body).
    func outerProgressViewStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerProgressViewStyles") { $0.progressViewStyles.removeInnermost() }
    }
}
