import Foundation

extension AnyStyle where Configuration == ControlGroupStyleConfiguration {
    /// The built-in styles are drawn by the group itself, with its controls' own types (a menu reads
    /// its buttons from them); a program's style draws through its body.
    init<S: ControlGroupStyle>(_ style: S) {
        self.init(style: style, drawsDefault: ControlGroupLook(style) != nil) {
            AnyView(StyledControlGroup(style: StyleProperties(value: style), configuration: $0))
        }
    }
}

/// How the group draws itself under a built-in style.
enum ControlGroupLook {
    case sideBySide
    case menu

    init?<S: ControlGroupStyle>(_ style: S) {
        switch S.self {
        case is AutomaticControlGroupStyle.Type, is NavigationControlGroupStyle.Type,
            is PaletteControlGroupStyle.Type:
            self = .sideBySide
        case is MenuControlGroupStyle.Type, is CompactMenuControlGroupStyle.Type: self = .menu
        default: return nil
        }
    }
}

/// Evaluates a style's body in a view of its own, so the style's dynamic properties are linked.
struct StyledControlGroup<Style: ControlGroupStyle>: View {
    let style: StyleProperties<Style>
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        style.value.makeBody(configuration: configuration)
    }
}

private struct ControlGroupStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<ControlGroupStyleConfiguration> { StyleStack() }
}

private struct ControlGroupLookKey: EnvironmentKey {
    static let defaultValue = ControlGroupLook.sideBySide
}

extension EnvironmentValues {
    /// The control group styles `.controlGroupStyle(_:)` set around this view, innermost last.
    var controlGroupStyles: StyleStack<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleStackKey.self] }
        set { self[ControlGroupStyleStackKey.self] = newValue }
    }

    /// How a group draws itself under the innermost built-in style.
    var controlGroupLook: ControlGroupLook {
        get { self[ControlGroupLookKey.self] }
        set { self[ControlGroupLookKey.self] = newValue }
    }
}

extension View {
    /// Draws the control groups in this view with `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyStyle<ControlGroupStyleConfiguration>(style)
        let look = ControlGroupLook(style)
        return transformEnvironmentValues(("controlGroupStyle", style)) {
            $0.controlGroupStyles.styles.append(erased)
            if let look { $0.controlGroupLook = look }
        }
    }

    /// This view with the innermost control group style taken off (a style's body).
    func outerControlGroupStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerControlGroupStyles") { $0.controlGroupStyles.removeInnermost() }
    }
}
