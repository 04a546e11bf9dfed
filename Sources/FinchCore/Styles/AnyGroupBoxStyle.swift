import Foundation

extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
    /// `.automatic` draws iOS's card in the group box itself.
    init<S: GroupBoxStyle>(_ style: S) {
        self.init(style: style, drawsDefault: S.self == DefaultGroupBoxStyle.self) {
            AnyView(StyledGroupBox(style: StyleProperties(value: style), configuration: $0))
        }
    }
}

/// Evaluates a style's body in a view of its own, so the style's dynamic properties are linked.
struct StyledGroupBox<Style: GroupBoxStyle>: View {
    let style: StyleProperties<Style>
    let configuration: GroupBoxStyleConfiguration

    var body: some View {
        style.value.makeBody(configuration: configuration)
    }
}

private struct GroupBoxStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<GroupBoxStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    /// The group box styles `.groupBoxStyle(_:)` set around this view, innermost last.
    var groupBoxStyles: StyleStack<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleStackKey.self] }
        set { self[GroupBoxStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes in this view with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyStyle<GroupBoxStyleConfiguration>(style)
        return transformEnvironmentValues(("groupBoxStyle", style)) {
            $0.groupBoxStyles.styles.append(erased)
        }
    }

    /// This view with the innermost group box style taken off (a style's body).
    func outerGroupBoxStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerGroupBoxStyles") { $0.groupBoxStyles.removeInnermost() }
    }
}
