import Foundation

/// What a `GaugeStyle` draws: where the value lies in the gauge's range, and the gauge's labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, type-erased.
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The gauge's current-value label, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The gauge's minimum-value label, type-erased.
    public struct MinimumValueLabel: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// The gauge's maximum-value label, type-erased.
    public struct MaximumValueLabel: View {
        let content: AnyView

        public var body: some View { content }
    }

    /// Where the value lies in the gauge's range, 0...1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}
