import Foundation

/// Related controls side by side, as SwiftUI's `ControlGroup`. Under `.automatic` (or no style) its
/// buttons are joined in one segmented bar, as iOS 17 draws them (`SegmentedControlGroup`); under
/// `.navigation` and `.palette`, and under `.automatic` in a toolbar, they are `.bordered` buttons 8 pt
/// apart. Under `.controlGroupStyle(.menu)`
/// (or `.compactMenu`) the group is a menu button showing its label (an ellipsis when it has none) that
/// opens a menu of its controls; a program's style draws the controls and label it is given, and a
/// `ControlGroup(configuration)` inside it is drawn by the style outside that one.
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// The label, type-erased (a group's type does not carry it, as SwiftUI's `init(content:label:)` on
    /// iOS 15 does not); nil for a group made without one.
    let label: AnyView?
    @Environment(\.controlGroupStyles) private var styles
    @Environment(\.controlGroupIsInBar) private var isInBar

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = AnyView(label())
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = AnyView(Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = AnyView(Text(title))
    }

    /// A group labelled by a title and a symbol (iOS 16), as a menu style shows it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = AnyView(Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = AnyView(Label(title, systemImage: systemImage))
    }

    public var body: some View {
        if let style = styles.drawing {
            style.makeBody(configuration).outerControlGroupStyles()
        } else {
            switch ControlGroupLook(drawingDefaultUnder: styles, isInBar: isInBar) {
            case .menu:
                Menu {
                    content
                } label: {
                    label ?? AnyView(Image(systemName: "ellipsis.circle"))
                }
            case .segmented:
                SegmentedControlGroup(content: content)
            case .sideBySide:
                HStack(spacing: 8) {
                    content
                }
                .buttonStyle(.bordered)
            }
        }
    }

    /// What a style is given: the controls and the label (empty when none), type-erased.
    private var configuration: ControlGroupStyleConfiguration {
        ControlGroupStyleConfiguration(
            content: ControlGroupStyleConfiguration.Content(content: AnyView(content)),
            label: ControlGroupStyleConfiguration.Label(content: label ?? AnyView(EmptyView())),
            hasLabel: label != nil)
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A group made from a style's configuration: inside the style's `makeBody`, it is drawn by the style
    /// that was in effect outside that one (the segmented bar at the outermost).
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        label = configuration.hasLabel ? AnyView(configuration.label) : nil
    }
}
