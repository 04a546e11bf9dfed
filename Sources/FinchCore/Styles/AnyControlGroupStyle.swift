import Foundation

extension AnyStyle where Configuration == ControlGroupStyleConfiguration {
    /// The built-in styles are drawn by the group itself, with its controls' own types (a menu reads
    /// its buttons from them); a program's style draws through its body.
    init<S: ControlGroupStyle>(_ style: S) {
        self.init(style: style, drawsDefault: ControlGroupLook(of: style) != nil) {
            AnyView(StyledControlGroup(style: StyleProperties(value: style), configuration: $0))
        }
    }
}

/// How the group draws itself under a built-in style.
enum ControlGroupLook {
    /// iOS 17's joined bar (`.automatic`, and a group under no style).
    case segmented
    /// Bordered buttons side by side (`.navigation`, `.palette` outside a menu).
    case sideBySide
    case menu

    /// The look of a built-in style; nil for a program's.
    init?(of style: Any) {
        switch style {
        case is AutomaticControlGroupStyle: self = .segmented
        case is NavigationControlGroupStyle, is PaletteControlGroupStyle: self = .sideBySide
        case is MenuControlGroupStyle, is CompactMenuControlGroupStyle: self = .menu
        default: return nil
        }
    }

    /// How a group draws itself where `styles` apply and none of them draws it: as the innermost
    /// (built-in) style says, the segmented bar when there is none. In a bar `.automatic` is
    /// `.navigation`, as on iOS, where a toolbar's group is its items side by side.
    @MainActor
    init(drawingDefaultUnder styles: StyleStack<ControlGroupStyleConfiguration>, isInBar: Bool = false) {
        let look = styles.styles.last.flatMap { ControlGroupLook(of: $0.style) } ?? .segmented
        self = look == .segmented && isInBar ? .sideBySide : look
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

extension EnvironmentValues {
    /// The control group styles `.controlGroupStyle(_:)` set around this view, innermost last.
    var controlGroupStyles: StyleStack<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleStackKey.self] }
        set { self[ControlGroupStyleStackKey.self] = newValue }
    }
}

private struct ControlGroupIsInBarKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a navigation or bottom bar's items, where `.automatic` groups are drawn as `.navigation`.
    var controlGroupIsInBar: Bool {
        get { self[ControlGroupIsInBarKey.self] }
        set { self[ControlGroupIsInBarKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as a bar's items: control groups in it are drawn side by side, not as a segmented
    /// bar.
    func controlGroupsInBar() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("controlGroupsInBar") { $0.controlGroupIsInBar = true }
    }

    /// Draws the control groups in this view with `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyStyle<ControlGroupStyleConfiguration>(style)
        return transformEnvironmentValues(("controlGroupStyle", style)) {
            $0.controlGroupStyles.styles.append(erased)
        }
    }

    /// This view with the innermost control group style taken off (a style's body).
    func outerControlGroupStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerControlGroupStyles") { $0.controlGroupStyles.removeInnermost() }
    }
}
