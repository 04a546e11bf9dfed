import Foundation

/// A titled card grouping related views, as SwiftUI's `GroupBox` on iOS: the content with the label
/// above it in headline, 16 pt inside a card with 10-pt rounded corners, in the secondary system
/// background (#F2F2F7); a group box inside another is white (iOS's tertiary system background), and
/// the next one in grey again (a `.backgroundStyle(_:)` around fills every card instead, as in SwiftUI).
/// The card hugs its content; the label and content are leading-aligned,
/// 8 pt apart (Finch's choice: the stack's default gap).
///
/// `.groupBoxStyle(_:)` changes the look: a style's `makeBody` is given the label and content, and a
/// `GroupBox(configuration)` inside it draws the style that was in effect outside that one.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// False for a box made without a label (or from a configuration whose box had none).
    let hasLabel: Bool
    @Environment(\.groupBoxDepth) private var depth
    @Environment(\.groupBoxStyles) private var styles
    /// `.backgroundStyle(_:)` around: the card's fill instead of the system's greys.
    @Environment(\.backgroundStyle) private var backgroundStyle

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), hasLabel: Label.self != EmptyView.self)
    }

    private init(label: Label, content: Content, hasLabel: Bool) {
        self.label = label
        self.content = content
        self.hasLabel = hasLabel
    }

    public var body: some View {
        if let style = styles.drawing {
            style.makeBody(configuration).outerGroupBoxStyles()
        } else {
            card
        }
    }

    /// What a style is given: the label and content, type-erased.
    private var configuration: GroupBoxStyleConfiguration {
        GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(content: AnyView(content)), hasLabel: hasLabel)
    }

    /// iOS's card.
    private var card: some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.spacing) {
            if hasLabel {
                label.font(.headline)
            }
            content
        }
        .environment(\.groupBoxDepth, depth + 1)
        .padding(GroupBoxMetrics.padding)
        .background(
            RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius)
                .fill(
                    backgroundStyle
                        ?? AnyShapeStyle(
                            depth.isMultiple(of: 2) ? GroupBoxMetrics.background : GroupBoxMetrics.nestedBackground)))
    }
}

extension GroupBox where Label == EmptyView {
    /// A card without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(String(title)) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box made from a style's configuration: inside the style's `makeBody`, it is drawn by the
    /// style that was in effect outside that one (iOS's card at the outermost).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, hasLabel: configuration.hasLabel)
    }
}

extension GroupBox {
    /// The iOS 14 form, label first.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }
}

/// A group box's sizes and fills (iOS 17, light).
enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    static let spacing: CGFloat = 8
    /// Secondary system background, 242, 242, 247.
    static let background = SystemColors.secondarySystemBackground
    /// Tertiary system background: white.
    static let nestedBackground = SystemColors.tertiarySystemBackground
}

private struct GroupBoxDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How many group boxes this view is inside.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}
