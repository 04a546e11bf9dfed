import Foundation

/// Related controls side by side, as SwiftUI's `ControlGroup`. iOS 17 draws them as one segmented
/// capsule with hairlines between; Finch draws an `HStack` of `.bordered` buttons 8 pt apart (accepted
/// as close enough). Under `.controlGroupStyle(.menu)` (or `.compactMenu`) the group is a menu button
/// showing its label (an ellipsis when it has none) that opens a menu of its controls; a program's style
/// draws the controls and label it is given, and a `ControlGroup(configuration)` inside it is drawn by
/// the style outside that one.
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// The label, type-erased (a group's type does not carry it, as SwiftUI's `init(content:label:)` on
    /// iOS 15 does not); nil for a group made without one.
    let label: AnyView?
    @Environment(\.controlGroupStyles) private var styles

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

    public var body: some View {
        if let style = styles.drawing {
            style.makeBody(configuration).outerControlGroupStyles()
        } else if ControlGroupLook(drawingDefaultUnder: styles) == .menu {
            Menu {
                content
            } label: {
                label ?? AnyView(Image(systemName: "ellipsis.circle"))
            }
        } else {
            HStack(spacing: 8) {
                content
            }
            .buttonStyle(.bordered)
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
    /// that was in effect outside that one (the controls side by side at the outermost).
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        label = configuration.hasLabel ? AnyView(configuration.label) : nil
    }
}
