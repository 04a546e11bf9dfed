import Foundation

/// A bar filled up to the value, as SwiftUI's `LinearCapacityGaugeStyle` (iOS's default gauge): the label above a
/// 4-pt bar filled in the tint (the linear `ProgressView`'s bar), the bounds labels at its ends 8 pt away, and the
/// current value under it, the labels other than the title in footnote grey (placement Finch's choice).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGauge(
            fraction: configuration.value, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel, minimumValueLabel: configuration.minimumValueLabel,
            maximumValueLabel: configuration.maximumValueLabel)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// The linear capacity look, with its labels' own types (the default gauge draws it without erasing them).
struct LinearCapacityGauge<Label: View, Current: View, Minimum: View, Maximum: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: Current?
    let minimumValueLabel: Minimum?
    let maximumValueLabel: Maximum?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            HStack(spacing: 8) {
                if let minimumValueLabel { minimumValueLabel.font(.footnote).foregroundColor(.secondary) }
                ProgressBar(fraction: fraction)
                if let maximumValueLabel { maximumValueLabel.font(.footnote).foregroundColor(.secondary) }
            }
            if let currentValueLabel { currentValueLabel.font(.footnote).foregroundColor(.secondary) }
        }
    }
}
