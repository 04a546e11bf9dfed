import Foundation

/// What a `ProgressViewStyle` draws: how far along the task is, and the progress view's labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The progress view's current-value label, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The completed fraction, 0...1; nil when the amount is unknown (indeterminate).
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}
