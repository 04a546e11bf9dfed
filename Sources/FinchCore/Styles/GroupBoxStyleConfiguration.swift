import Foundation

/// What a `GroupBoxStyle` draws: the group box's label and content, type-erased.
public struct GroupBoxStyleConfiguration {
    /// The group box's label (an empty view for a box without one).
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The group box's content.
    public struct Content: View {
        let content: AnyView

        public var body: some View { content }
    }

    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
    /// Whether the box had a label (the default look leaves the label's row out when not).
    let hasLabel: Bool
}
