import Foundation

/// What a `ControlGroupStyle` draws: the group's controls and its label, type-erased.
public struct ControlGroupStyleConfiguration {
    /// The group's controls.
    public struct Content: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The group's label (an empty view for a group made without one).
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    public let content: ControlGroupStyleConfiguration.Content
    public let label: ControlGroupStyleConfiguration.Label
    /// Whether the group had a label (a menu button shows an ellipsis for one without).
    let hasLabel: Bool
}
