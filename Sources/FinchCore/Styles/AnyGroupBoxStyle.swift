import Foundation

/// A group box style as the environment carries it; equal when it holds an equal style value of one
/// type (as `AnyProgressViewStyle`).
struct AnyGroupBoxStyle: GraphComparable {
    let style: Any
    /// True for `.automatic`: the group box draws its default look itself.
    let isAutomatic: Bool
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) {
        self.style = style
        isAutomatic = S.self == DefaultGroupBoxStyle.self
        makeBody = { AnyView(StyledGroupBox(style: StyleProperties(value: style), configuration: $0)) }
    }

    func isGraphEqual(to other: AnyGroupBoxStyle) -> Bool {
        ValueEquality.areEqual(style, other.style)
    }
}

/// The group box styles set around a view, innermost last (as `ProgressViewStyleStack`).
struct GroupBoxStyleStack: GraphComparable {
    var styles: [AnyGroupBoxStyle] = []

    func isGraphEqual(to other: GroupBoxStyleStack) -> Bool {
        guard styles.count == other.styles.count else { return false }
        for index in styles.indices where !styles[index].isGraphEqual(to: other.styles[index]) { return false }
        return true
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
    static var defaultValue: GroupBoxStyleStack { GroupBoxStyleStack() }
}

extension EnvironmentValues {
    /// The group box styles `.groupBoxStyle(_:)` set around this view, innermost last.
    var groupBoxStyles: GroupBoxStyleStack {
        get { self[GroupBoxStyleStackKey.self] }
        set { self[GroupBoxStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes in this view with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyGroupBoxStyle(style)
        return transformEnvironmentValues(("groupBoxStyle", style)) {
            $0.groupBoxStyles.styles.append(erased)
        }
    }

    /// This view with the innermost group box style taken off (a style's body).
    func outerGroupBoxStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerGroupBoxStyles") { environment in
            if !environment.groupBoxStyles.styles.isEmpty { environment.groupBoxStyles.styles.removeLast() }
        }
    }
}
